import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { LIFECYCLE_MSG, type TyreKm, TYRE_STATES_MSG } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import { neumaticoHistorial, neumaticos, vehiculos } from '../../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { INSPECTION_READINGS } from '../inspections/inspection-sources';
import type { VehicleReadingSource } from '../vehicles/vehicle-readings';
import { appendTyreEvents, lockTyre } from './tyre-moves';

/**
 * Tyre km correction (spec 2 §7 `neumatico/edit/kilometraje`, §8): fixes the reading at which the tyre went
 * onto the vehicle it is on now, i.e. `km_instalacion` of its open installation record on that vehicle
 * (docs/decisions/0028-tyre-state-lists.md). Closed records are history and the tyre's `k_recorridos` belongs to
 * the tyre form; an open record is the only reading nothing later has built on yet, unless the vehicle has been
 * inspected since: then it is refused with the spec's text.
 */

/**
 * Readings of the vehicle that settle its tyres' installation km: while any of these has one, the correction is
 * refused (an inspection of the vehicle). The same interface as the vehicle km edit's sources
 * (vehicles/vehicle-readings.ts), but installations themselves are what this corrects, so they are not in this
 * list.
 */
export const KM_CORRECTION_BLOCKERS: VehicleReadingSource[] = [INSPECTION_READINGS];

async function isBlocked(db: Db | Tx, params: { clientId: number; vehicleId: number }): Promise<boolean> {
  // A transaction handle has the whole query API of Db: the sources only read.
  for (const source of KM_CORRECTION_BLOCKERS) if (await source.hasReadings(db as Db, params)) return true;
  return false;
}

const num = (column: Parameters<typeof sql>[1]) => sql<number>`${column}::float8`.mapWith(Number);

/** The tyre's open installation record (on any vehicle), with that vehicle's current reading. */
async function findOpenInstallation(db: Db | Tx, params: { clientId: number; tyreId: number }) {
  const [row] = await db
    .select({
      id: neumaticoHistorial.id,
      id_vehiculo: vehiculos.id,
      placa: vehiculos.placa,
      ubicacion: neumaticoHistorial.ubicacion,
      posicion: neumaticoHistorial.posicion,
      fecha_instalacion: neumaticoHistorial.fecha_instalacion,
      km_instalacion: num(neumaticoHistorial.km_instalacion),
      kilometraje_vehiculo: num(vehiculos.kilometraje),
    })
    .from(neumaticoHistorial)
    .innerJoin(
      vehiculos,
      and(
        eq(vehiculos.id_cliente, neumaticoHistorial.id_cliente),
        eq(vehiculos.id, neumaticoHistorial.id_vehiculo),
      ),
    )
    .where(
      and(
        eq(neumaticoHistorial.id_cliente, params.clientId),
        eq(neumaticoHistorial.id_neumatico, params.tyreId),
        isNull(neumaticoHistorial.km_retiro),
      ),
    )
    .orderBy(desc(neumaticoHistorial.id))
    .limit(1);
  return row;
}

/** neumatico/show/kilometraje: what the correction dialog shows, and why it is locked when it is. */
export async function getTyreKm(db: Db, params: { clientId: number; tyreId: number }): Promise<TyreKm> {
  const [tyre] = await db
    .select({ num_serie: neumaticos.num_serie, unidad_medida: neumaticos.unidad_medida })
    .from(neumaticos)
    .where(and(eq(neumaticos.id_cliente, params.clientId), eq(neumaticos.id, params.tyreId)));
  if (!tyre) throw new NotFoundError();
  const open = await findOpenInstallation(db, params);
  const blocked =
    open !== undefined && (await isBlocked(db, { clientId: params.clientId, vehicleId: open.id_vehiculo }));
  return {
    ...tyre,
    instalacion: open
      ? {
          id_vehiculo: open.id_vehiculo,
          placa: open.placa,
          ubicacion: open.ubicacion,
          posicion: open.posicion,
          fecha_instalacion: open.fecha_instalacion,
          km_instalacion: open.km_instalacion,
          kilometraje_vehiculo: open.kilometraje_vehiculo,
        }
      : null,
    bloqueo: blocked ? TYRE_STATES_MSG.kmConInspeccion : null,
  };
}

/**
 * Corrects the installation km of the tyre's open record on `vehicleId`: above 0 and not above the vehicle's
 * current reading. Locks the vehicle first, then the tyre (lifecycle lock order); appends a 'correccion_km'
 * event. Another client's tyre or vehicle is a 404; a tyre not on that vehicle, or an inspected vehicle, a 409.
 */
export async function correctTyreKm(
  db: Db,
  params: { clientId: number; userId: number; tyreId: number; vehicleId: number; kilometraje: number },
) {
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ id: vehiculos.id, kilometraje: num(vehiculos.kilometraje) })
      .from(vehiculos)
      .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId)))
      .for('update');
    if (!vehicle) throw new NotFoundError();
    const tyre = await lockTyre(tx, { clientId: params.clientId, tyreId: params.tyreId });
    if (await isBlocked(tx, { clientId: params.clientId, vehicleId: vehicle.id }))
      throw new ConflictError(TYRE_STATES_MSG.kmConInspeccion);
    const open = await findOpenInstallation(tx, { clientId: params.clientId, tyreId: tyre.id });
    if (!open || open.id_vehiculo !== vehicle.id)
      throw new ConflictError(
        open ? TYRE_STATES_MSG.noInstaladoEnVehiculo : LIFECYCLE_MSG.noInstalado(tyre.num_serie),
      );
    if (params.kilometraje > vehicle.kilometraje)
      throw new ValidationError('kilometraje', TYRE_STATES_MSG.kmMayorQueVehiculo(vehicle.kilometraje));
    await tx
      .update(neumaticoHistorial)
      .set({ km_instalacion: String(params.kilometraje) })
      .where(and(eq(neumaticoHistorial.id_cliente, params.clientId), eq(neumaticoHistorial.id, open.id)));
    await appendTyreEvents(tx, [
      {
        clientId: params.clientId,
        userId: params.userId,
        tyreId: tyre.id,
        tipo: 'correccion_km',
        fecha: todayInLima(),
        km: params.kilometraje,
        vehicleId: vehicle.id,
        ubicacion: open.ubicacion,
        estadoAnterior: tyre.estado,
        estado: tyre.estado,
        observacion: `Km de instalación ${open.km_instalacion} → ${params.kilometraje}`,
      },
    ]);
    return { id_neumatico: tyre.id, id_vehiculo: vehicle.id, km_instalacion: params.kilometraje };
  });
}
