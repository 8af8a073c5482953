import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  formatIsoDay,
  formatReading,
  INSTALLATION_MSG,
  type installationStoreRequest,
  LIFECYCLE_MSG,
} from '@huella/contracts';
import { type RemovalReason, type TyreState } from '@huella/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  neumaticoEventos,
  neumaticoHistorial,
  vehiculoConfiguracionPosiciones,
  vehiculos,
} from '../../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { dateProblem, kmProblem, vehicleFloor, type VehicleFloor } from './installation-checks';
import { openRecord, unitOfCostType } from './installation-read';
import { type LockedTyre, lockTyre, moveTyre } from './tyre-moves';

type StoreRequest = z.output<typeof installationStoreRequest>;
type InstallInput = StoreRequest['neumaticosinstalados'][number];
type RemovalInput = StoreRequest['neumaticosretirados'][number];

/** The vehicle row, locked: every event of a vehicle queues here, so its checks and its odometer agree. */
async function lockVehicle(tx: Tx, params: { clientId: number; vehicleId: number }) {
  const [vehicle] = await tx
    .select({
      id: vehiculos.id,
      placa: vehiculos.placa,
      tipo_costo: vehiculos.tipo_costo,
      id_configuracion: vehiculos.id_configuracion,
      kilometraje: sql<number>`${vehiculos.kilometraje}::float8`.mapWith(Number),
    })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId)))
    .for('update');
  if (!vehicle) throw new NotFoundError();
  return vehicle;
}

/** Date and reading of one event of the save against the vehicle's floor: 422 on the field that is wrong. */
function assertReading(
  floor: VehicleFloor,
  fecha: string,
  km: number,
  fields: { fecha: string; km: string },
) {
  const wrongDate = dateProblem(floor, fecha);
  if (wrongDate) throw new ValidationError(fields.fecha, wrongDate);
  const wrongKm = kmProblem(floor, km);
  if (wrongKm) throw new ValidationError(fields.km, wrongKm);
}

/** The ready state a tyre had before its last installation (its event), for a removal voided as an error. */
async function stateBeforeInstall(tx: Tx, clientId: number, tyreId: number): Promise<TyreState | undefined> {
  const [event] = await tx
    .select({ estado_anterior: neumaticoEventos.estado_anterior })
    .from(neumaticoEventos)
    .where(
      and(
        eq(neumaticoEventos.id_cliente, clientId),
        eq(neumaticoEventos.id_neumatico, tyreId),
        eq(neumaticoEventos.tipo, 'instalacion'),
      ),
    )
    .orderBy(desc(neumaticoEventos.id))
    .limit(1);
  return (event?.estado_anterior ?? undefined) as TyreState | undefined;
}

/** The request's own consistency: each slot and each tyre at most once among the installs and removals. */
function assertDistinct(request: StoreRequest) {
  const slots = new Set<number>();
  const installed = new Set<number>();
  request.neumaticosinstalados.forEach((entry, index) => {
    if (slots.has(entry.ubicacion))
      throw new ValidationError(
        `neumaticosinstalados.${index}.ubicacion`,
        INSTALLATION_MSG.posicionRepetida(entry.ubicacion),
      );
    slots.add(entry.ubicacion);
    if (installed.has(entry.id_neumaticos))
      throw new ValidationError(
        `neumaticosinstalados.${index}.id_neumaticos`,
        INSTALLATION_MSG.neumaticoRepetido(entry.num_serie ?? String(entry.id_neumaticos)),
      );
    installed.add(entry.id_neumaticos);
  });
  const removed = new Set<number>();
  request.neumaticosretirados.forEach((entry, index) => {
    if (removed.has(entry.id_historial))
      throw new ValidationError(
        `neumaticosretirados.${index}.id_historial`,
        INSTALLATION_MSG.neumaticoRepetido(entry.num_serie ?? String(entry.id_neumaticos)),
      );
    removed.add(entry.id_historial);
  });
}

interface SaveContext {
  tx: Tx;
  clientId: number;
  userId: number | null;
  vehicle: Awaited<ReturnType<typeof lockVehicle>>;
  tyres: Map<number, LockedTyre>;
}

/** The record a removal closes, read by id for the client (404 for another client's or an unknown id). */
async function findRecord(tx: Tx, clientId: number, recordId: number) {
  const [record] = await tx
    .select({
      id: neumaticoHistorial.id,
      id_neumatico: neumaticoHistorial.id_neumatico,
      id_vehiculo: neumaticoHistorial.id_vehiculo,
      ubicacion: neumaticoHistorial.ubicacion,
      fecha_instalacion: neumaticoHistorial.fecha_instalacion,
      km_instalacion: sql<number>`${neumaticoHistorial.km_instalacion}::float8`.mapWith(Number),
      abierto: sql<boolean>`${neumaticoHistorial.km_retiro} is null`,
    })
    .from(neumaticoHistorial)
    .where(and(eq(neumaticoHistorial.id_cliente, clientId), eq(neumaticoHistorial.id, recordId)));
  if (!record) throw new NotFoundError();
  return record;
}

/**
 * A removal's date and reading: first against its own record (the removal dialog's two warnings, the more
 * precise message), then against the vehicle's last event like every other reading of the save.
 */
async function assertRemovalReading(
  tx: Tx,
  params: { clientId: number; floor: VehicleFloor; entry: RemovalInput; index: number },
) {
  const { entry, index } = params;
  const record = await findRecord(tx, params.clientId, entry.id_historial);
  if (entry.fecha_retiro < record.fecha_instalacion)
    throw new ValidationError(
      `neumaticosretirados.${index}.fecha_retiro`,
      INSTALLATION_MSG.fechaRetiroAnterior(formatIsoDay(record.fecha_instalacion)),
    );
  if (entry.km_retiro < record.km_instalacion)
    throw new ValidationError(
      `neumaticosretirados.${index}.km_retiro`,
      INSTALLATION_MSG.kmRetiroMenor(formatReading(record.km_instalacion)),
    );
  assertReading(params.floor, entry.fecha_retiro, entry.km_retiro, {
    fecha: `neumaticosretirados.${index}.fecha_retiro`,
    km: `neumaticosretirados.${index}.km_retiro`,
  });
}

/**
 * Closes an open record of the vehicle and moves its tyre by the reason (domain.md §3). The record is read
 * again here, under the tyre's lock: whoever closes a record holds its tyre's lock, so "still open" holds.
 */
async function applyRemoval(context: SaveContext, entry: RemovalInput) {
  const { tx, clientId, vehicle } = context;
  const record = await findRecord(tx, clientId, entry.id_historial);
  const tyre = context.tyres.get(entry.id_neumaticos);
  if (!tyre) throw new NotFoundError();
  if (!record.abierto || record.id_vehiculo !== vehicle.id || record.id_neumatico !== tyre.id)
    throw new ConflictError(INSTALLATION_MSG.instalacionNoAbierta(tyre.num_serie));
  const reason = entry.motivo_retiro as RemovalReason;
  const previousReadyState = reason === 6 ? await stateBeforeInstall(tx, clientId, tyre.id) : undefined;
  await moveTyre(
    tx,
    tyre,
    { kind: 'remove', reason, previousReadyState },
    {
      clientId,
      userId: context.userId,
      fecha: entry.fecha_retiro,
      km: entry.km_retiro,
      vehicleId: vehicle.id,
      ubicacion: record.ubicacion,
      motivo: reason,
      observacion: entry.observacion ?? null,
    },
  );
  // Closing the record moves the tyre's km_recorrido (database trigger; a voided record counts 0).
  await tx
    .update(neumaticoHistorial)
    .set({ fecha_retiro: entry.fecha_retiro, km_retiro: String(entry.km_retiro), motivo_retiro: reason })
    .where(eq(neumaticoHistorial.id, record.id));
}

/** Opens the record of a tyre on a free slot of the vehicle's layout and moves it to Instalado. */
async function applyInstall(
  context: SaveContext,
  entry: InstallInput,
  slot: { posicion: number; id_ejes: number },
) {
  const { tx, clientId, vehicle } = context;
  const tyre = context.tyres.get(entry.id_neumaticos);
  if (!tyre) throw new NotFoundError();
  await moveTyre(
    tx,
    tyre,
    { kind: 'install' },
    {
      clientId,
      userId: context.userId,
      fecha: entry.fecha_instalacion,
      km: entry.km_instalacion,
      vehicleId: vehicle.id,
      ubicacion: entry.ubicacion,
      observacion: entry.observacion ?? null,
    },
  );
  await tx.insert(neumaticoHistorial).values({
    id_cliente: clientId,
    id_neumatico: tyre.id,
    id_vehiculo: vehicle.id,
    placa: vehicle.placa,
    posicion: slot.posicion,
    ubicacion: entry.ubicacion,
    id_ejes: slot.id_ejes,
    n_reencauche: tyre.cantidad_reencauche,
    nuevo: tyre.nuevo,
    fecha_instalacion: entry.fecha_instalacion,
    km_instalacion: String(entry.km_instalacion),
    observacion: entry.observacion || null,
    id_usuario: context.userId,
  });
}

/**
 * vehiculos/storeinstalacion (spec 2 §4 installation flow): the queued removals, then the installs, in one
 * transaction. Lock order (tyre-moves.ts): the vehicle row, then the tyres in ascending id, so two saves on
 * one vehicle or one tyre queue instead of deadlocking; the second then sees the first's result and gets the
 * 409 of the rule it would break. The date and reading are checked again under the lock; the vehicle's
 * odometer only ever moves up. Answers the odometer after the save.
 */
export async function storeInstallation(
  db: Db,
  params: { clientId: number; userId: number | null; request: StoreRequest },
): Promise<{ kilometraje: number }> {
  const { clientId, request } = params;
  assertDistinct(request);
  return db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, { clientId, vehicleId: request.id_vehiculo });
    const floor = await vehicleFloor(tx, { clientId, ...vehicle });
    assertReading(floor, request.fecha, request.kilometros, { fecha: 'fecha', km: 'kilometros' });
    for (const [index, entry] of request.neumaticosretirados.entries())
      await assertRemovalReading(tx, { clientId, floor, entry, index });
    request.neumaticosinstalados.forEach((entry, index) =>
      assertReading(floor, entry.fecha_instalacion, entry.km_instalacion, {
        fecha: `neumaticosinstalados.${index}.fecha_instalacion`,
        km: `neumaticosinstalados.${index}.km_instalacion`,
      }),
    );

    // Slots must be the vehicle's own; posicion and axle come from its layout, not from the browser.
    const layout = new Map(
      (
        await tx
          .select({
            ubicacion: vehiculoConfiguracionPosiciones.ubicacion,
            posicion: vehiculoConfiguracionPosiciones.posicion,
            id_ejes: vehiculoConfiguracionPosiciones.id_ejes,
          })
          .from(vehiculoConfiguracionPosiciones)
          .where(eq(vehiculoConfiguracionPosiciones.id_configuracion, vehicle.id_configuracion))
      ).map((slot) => [slot.ubicacion, slot]),
    );
    const slots = request.neumaticosinstalados.map((entry, index) => {
      const slot = layout.get(entry.ubicacion);
      if (!slot)
        throw new ValidationError(
          `neumaticosinstalados.${index}.ubicacion`,
          INSTALLATION_MSG.posicionInexistente(entry.ubicacion),
        );
      return slot;
    });

    const tyreIds = [
      ...new Set([
        ...request.neumaticosretirados.map((entry) => entry.id_neumaticos),
        ...request.neumaticosinstalados.map((entry) => entry.id_neumaticos),
      ]),
    ].sort((a, b) => a - b);
    const tyres = new Map<number, LockedTyre>();
    for (const tyreId of tyreIds) tyres.set(tyreId, await lockTyre(tx, { clientId, tyreId }));
    const unit = unitOfCostType(vehicle.tipo_costo);
    request.neumaticosinstalados.forEach((entry, index) => {
      const tyre = tyres.get(entry.id_neumaticos);
      if (tyre && tyre.unidad_medida !== unit)
        throw new ValidationError(
          `neumaticosinstalados.${index}.id_neumaticos`,
          INSTALLATION_MSG.unidadDistinta(tyre.num_serie),
        );
    });

    const context: SaveContext = { tx, clientId, userId: params.userId, vehicle, tyres };
    for (const entry of request.neumaticosretirados) await applyRemoval(context, entry);

    // A slot still holding a tyre after the removals: a clear 409 rather than the unique index's.
    if (request.neumaticosinstalados.length > 0) {
      const [taken] = await tx
        .select({ ubicacion: neumaticoHistorial.ubicacion })
        .from(neumaticoHistorial)
        .where(
          and(
            eq(neumaticoHistorial.id_cliente, clientId),
            eq(neumaticoHistorial.id_vehiculo, vehicle.id),
            inArray(
              neumaticoHistorial.ubicacion,
              request.neumaticosinstalados.map((entry) => entry.ubicacion),
            ),
            openRecord,
          ),
        )
        .limit(1);
      if (taken) throw new ConflictError(LIFECYCLE_MSG.posicionOcupada);
    }
    for (const [index, entry] of request.neumaticosinstalados.entries()) {
      const slot = slots[index];
      if (slot) await applyInstall(context, entry, slot);
    }

    const readings = [
      request.kilometros,
      ...request.neumaticosretirados.map((entry) => entry.km_retiro),
      ...request.neumaticosinstalados.map((entry) => entry.km_instalacion),
    ];
    const kilometraje = Math.max(vehicle.kilometraje, ...readings);
    if (kilometraje > vehicle.kilometraje)
      await tx
        .update(vehiculos)
        .set({ kilometraje: String(kilometraje), updated_at: new Date() })
        .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.id, vehicle.id)));
    return { kilometraje };
  });
}
