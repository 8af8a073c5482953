import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { formatIsoDay, formatReading, INSTALLATION_MSG } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import { neumaticoHistorial, vehiculos } from '../../db/schema/index';
import { NotFoundError } from '../../lib/http-errors';
import { INSPECTION_EVENTS } from '../inspections/inspection-sources';

/**
 * The installation screen's server checks (spec 2 §5, domain.md §3 and §13): a new event of a vehicle may not
 * be dated before its last accepted event, nor read its odometer (or hour meter) lower than the last reading.
 * The same functions answer the screen's three check calls and guard the save, under the vehicle's row lock.
 */

/** The latest accepted event of a vehicle: its date and its reading. */
export interface VehicleEvent {
  fecha: string | null;
  km: number | null;
}

/**
 * Who records events on a vehicle's odometer. Installations and removals are one source; inspections add
 * theirs when they land (as `VEHICLE_READING_SOURCES` in vehicles/vehicle-readings.ts, which decides whether
 * the km may still be edited by hand).
 */
export interface VehicleEventSource {
  /** `exceptInspection`: an inspection being edited is not its own floor. */
  lastEvent(
    db: Db | Tx,
    params: { clientId: number; vehicleId: number; exceptInspection?: number },
  ): Promise<VehicleEvent>;
}

/**
 * Installation records: the later of each record's installation and removal, the date and the reading taken
 * separately (both only grow along a vehicle's history). A record voided as an installation error
 * (motivo_retiro 6) was never an accepted event.
 */
export const INSTALLATION_EVENTS: VehicleEventSource = {
  async lastEvent(db, { clientId, vehicleId }) {
    const [row] = await db
      .select({
        fecha: sql<
          string | null
        >`max(greatest(${neumaticoHistorial.fecha_instalacion}, ${neumaticoHistorial.fecha_retiro}))::text`,
        km: sql<
          number | null
        >`max(greatest(${neumaticoHistorial.km_instalacion}, ${neumaticoHistorial.km_retiro}))::float8`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(neumaticoHistorial)
      .where(
        and(
          eq(neumaticoHistorial.id_cliente, clientId),
          eq(neumaticoHistorial.id_vehiculo, vehicleId),
          or(isNull(neumaticoHistorial.motivo_retiro), ne(neumaticoHistorial.motivo_retiro, 6)),
        ),
      );
    return { fecha: row?.fecha ?? null, km: row?.km ?? null };
  },
};

export const VEHICLE_EVENT_SOURCES: VehicleEventSource[] = [INSTALLATION_EVENTS, INSPECTION_EVENTS];

/** What a new event of the vehicle is checked against. */
export interface VehicleFloor {
  tipo_costo: number;
  /** Date of the last accepted event (null: none yet). */
  fecha: string | null;
  /** The vehicle's odometer: its stored km, or a higher reading of an event. */
  km: number;
}

/** The vehicle's floor: `vehiculos.kilometraje` and the latest event of every source. */
export async function vehicleFloor(
  db: Db | Tx,
  vehicle: { clientId: number; id: number; tipo_costo: number; kilometraje: number },
  exceptInspection?: number,
): Promise<VehicleFloor> {
  let fecha: string | null = null;
  let km = vehicle.kilometraje;
  for (const source of VEHICLE_EVENT_SOURCES) {
    const last = await source.lastEvent(db, {
      clientId: vehicle.clientId,
      vehicleId: vehicle.id,
      exceptInspection,
    });
    if (last.fecha !== null && (fecha === null || last.fecha > fecha)) fecha = last.fecha;
    if (last.km !== null && last.km > km) km = last.km;
  }
  return { tipo_costo: vehicle.tipo_costo, fecha, km };
}

/** Reads a client's vehicle (404 for another client's or an unknown id) and its floor. */
export async function getVehicleFloor(
  db: Db,
  params: { clientId: number; vehicleId: number; exceptInspection?: number },
): Promise<VehicleFloor> {
  const [vehicle] = await db
    .select({
      id: vehiculos.id,
      tipo_costo: vehiculos.tipo_costo,
      kilometraje: sql<number>`${vehiculos.kilometraje}::float8`.mapWith(Number),
    })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId)));
  if (!vehicle) throw new NotFoundError();
  return vehicleFloor(db, { clientId: params.clientId, ...vehicle }, params.exceptInspection);
}

/** Why `fecha` cannot be a new event of the vehicle, or null when it can ('Correcto'). */
export function dateProblem(
  floor: VehicleFloor,
  fecha: string,
  today: string = todayInLima(),
): string | null {
  if (fecha > today) return INSTALLATION_MSG.fechaFutura;
  if (floor.fecha !== null && fecha < floor.fecha)
    return INSTALLATION_MSG.fechaAnteriorEvento(formatIsoDay(floor.fecha));
  return null;
}

/** Why `km` cannot be the vehicle's reading now, or null when it can ('KM Correcto'). */
export function kmProblem(floor: VehicleFloor, km: number): string | null {
  if (km >= floor.km) return null;
  return floor.tipo_costo === 2
    ? INSTALLATION_MSG.horasMenorVehiculo(formatReading(floor.km))
    : INSTALLATION_MSG.kmMenorVehiculo(formatReading(floor.km));
}

/**
 * The duplicate warning: an installation or removal already recorded on this vehicle at this date and reading
 * (a save sent twice, or the same sheet typed again). '' when there is none. A warning, not a refusal:
 * several saves at one date and reading are normal (the screen reloads after each Guardar).
 */
export async function duplicateWarning(
  db: Db,
  params: { clientId: number; vehicleId: number; fecha: string; km: number },
): Promise<string> {
  const reading = String(params.km);
  const [row] = await db
    .select({ id: neumaticoHistorial.id })
    .from(neumaticoHistorial)
    .where(
      and(
        eq(neumaticoHistorial.id_cliente, params.clientId),
        eq(neumaticoHistorial.id_vehiculo, params.vehicleId),
        or(isNull(neumaticoHistorial.motivo_retiro), ne(neumaticoHistorial.motivo_retiro, 6)),
        or(
          and(
            eq(neumaticoHistorial.fecha_instalacion, params.fecha),
            eq(neumaticoHistorial.km_instalacion, reading),
          ),
          and(eq(neumaticoHistorial.fecha_retiro, params.fecha), eq(neumaticoHistorial.km_retiro, reading)),
        ),
      ),
    )
    .limit(1);
  return row ? INSTALLATION_MSG.duplicado(formatIsoDay(params.fecha), formatReading(params.km)) : '';
}
