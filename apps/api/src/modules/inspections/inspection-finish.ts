import { sql } from 'drizzle-orm';
import {
  type finishInspectionRequest,
  formatIsoDay,
  formatReading,
  INSPECTION_MSG,
  type updateInspectionRequest,
} from '@huella/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { findPgError } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { dateProblem, kmProblem, vehicleFloor } from '../lifecycle/installation-checks';
import { idList, rowsOf } from './inspection-read';

/**
 * Finishing an inspection (spec 2 §4, §7 `finishedInspectionSimplified`, `updateInspectionMinified`): the header
 * and its draft readings in one transaction under the vehicle's row lock (the lock every event of a vehicle
 * queues on, lifecycle/installation-save.ts), so its date and km checks and the odometer agree.
 */

type FinishInput = z.output<typeof finishInspectionRequest>;
type HeaderInput = z.output<typeof updateInspectionRequest>;

async function lockVehicle(tx: Tx, params: { clientId: number; vehicleId: number }) {
  const [vehicle] = await rowsOf<{ id: number; tipo_costo: number; kilometraje: number }>(
    tx,
    sql`select id, tipo_costo::int as tipo_costo, kilometraje::float8 as kilometraje from vehiculos
      where id_cliente = ${params.clientId} and id = ${params.vehicleId} for update`,
  );
  if (!vehicle) throw new NotFoundError();
  return vehicle;
}

/** The date and km against the vehicle's other events (422 on the field), and the code unique (409). */
async function assertHeader(
  tx: Tx,
  params: {
    clientId: number;
    vehicle: { id: number; tipo_costo: number; kilometraje: number };
    header: FinishInput | HeaderInput;
    exceptInspection?: number;
    /**
     * An edit's stored date and km: a value kept is not checked again, so an older inspection's code or plant
     * stays editable after later events (only a changed date or km must fit the vehicle's history).
     */
    kept?: KeptReading;
  },
) {
  const { clientId, vehicle, header, kept } = params;
  const dateChanged = kept?.fecha !== header.fecha_inspeccion;
  const kmChanged = kept?.km !== header.km_inspeccion;
  if (dateChanged || kmChanged) {
    const floor = await vehicleFloor(tx, { clientId, ...vehicle }, params.exceptInspection);
    const wrongDate = dateChanged ? dateProblem(floor, header.fecha_inspeccion) : null;
    if (wrongDate) throw new ValidationError('fecha_inspeccion', wrongDate);
    const wrongKm = kmChanged ? kmProblem(floor, header.km_inspeccion) : null;
    if (wrongKm) throw new ValidationError('km_inspeccion', wrongKm);
  }
  if (
    header.codigo &&
    (await codeTaken(tx, { clientId, codigo: header.codigo, except: params.exceptInspection }))
  )
    throw new ConflictError(INSPECTION_MSG.codigoRegistrado);
}

/** The date and km an inspection was registered with. */
export interface KeptReading {
  fecha: string;
  km: number;
}

/** A finished inspection's vehicle, date and km (404 for another client's or an unknown one). */
export async function keptReading(
  db: Db | Tx,
  params: { clientId: number; identificador: number },
): Promise<KeptReading & { id_vehiculo: number }> {
  const [row] = await rowsOf<KeptReading & { id_vehiculo: number }>(
    db,
    sql`select id_vehiculo, fecha_inspeccion::text as fecha, km_inspeccion::float8 as km from inspecciones
      where id_cliente = ${params.clientId} and id = ${params.identificador}`,
  );
  if (!row) throw new NotFoundError();
  return row;
}

/** validateCodigoInspeccion and the finish: another inspection of the client has that code (any case). */
export async function codeTaken(
  db: Db | Tx,
  params: { clientId: number; codigo: string; except?: number },
): Promise<boolean> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id from inspecciones where id_cliente = ${params.clientId} and codigo is not null
      and lower(codigo) = lower(${params.codigo})
      ${params.except === undefined ? sql`` : sql`and id <> ${params.except}`} limit 1`,
  );
  return Boolean(row);
}

/** A code taken by a concurrent finish (the partial unique index fired): the same 409 as the check's. */
function codeConflict(error: unknown): ConflictError | undefined {
  const pgError = findPgError(error);
  return pgError?.code === '23505' && pgError.constraint === 'inspecciones_cliente_codigo'
    ? new ConflictError(INSPECTION_MSG.codigoRegistrado)
    : undefined;
}

interface DraftRow {
  id: number;
  id_inspeccion: number | null;
  id_vehiculo: number;
  id_neumatico: number;
  num_serie: string;
  posicion: number;
  ubicacion: number;
  abierto: boolean;
}

/** The readings to attach, locked: each a draft of this client and vehicle on a slot its tyre still holds. */
async function lockDrafts(tx: Tx, params: { clientId: number; vehicleId: number; ids: number[] }) {
  const rows = await rowsOf<DraftRow>(
    tx,
    sql`select d.id, d.id_inspeccion, d.id_vehiculo, d.id_neumatico, n.num_serie, d.posicion::int as posicion,
        d.ubicacion::int as ubicacion,
        exists (select 1 from neumatico_historial h where h.id_cliente = d.id_cliente
          and h.id_vehiculo = d.id_vehiculo and h.ubicacion = d.ubicacion and h.id_neumatico = d.id_neumatico
          and h.km_retiro is null and h.fecha_retiro is null) as abierto
      from inspeccion_detalles d
      join neumaticos n on n.id_cliente = d.id_cliente and n.id = d.id_neumatico
      where d.id_cliente = ${params.clientId} and d.id in (${idList(params.ids)})
      order by d.id for update of d`,
  );
  if (rows.length !== params.ids.length || rows.some((row) => row.id_vehiculo !== params.vehicleId))
    throw new NotFoundError();
  const slots = new Set<number>();
  for (const row of rows) {
    if (row.id_inspeccion !== null) throw new ConflictError(INSPECTION_MSG.lecturaRegistrada(row.posicion));
    if (slots.has(row.ubicacion)) throw new ConflictError(INSPECTION_MSG.posicionRepetida(row.posicion));
    slots.add(row.ubicacion);
    if (!row.abierto)
      throw new ConflictError(INSPECTION_MSG.neumaticoNoEnPosicion(row.num_serie, row.posicion));
  }
  return rows;
}

/**
 * inspecciones/finishedInspectionSimplified: writes the header, attaches the drafts (their km is the header's),
 * sets each tyre's current tread to the reading's NSD and raises the vehicle's odometer. Answers the new
 * inspection's identificador.
 */
export async function finishInspection(
  db: Db,
  params: { clientId: number; userId: number; input: FinishInput },
): Promise<number> {
  const { clientId, input } = params;
  if (input.inspection_id.length === 0)
    throw new ValidationError('inspection_id', INSPECTION_MSG.sinDetalles);
  const ids = [...new Set(input.inspection_id)];
  try {
    return await db.transaction(async (tx) => {
      const vehicle = await lockVehicle(tx, { clientId, vehicleId: input.vehiculo });
      await assertHeader(tx, { clientId, vehicle, header: input });
      await lockDrafts(tx, { clientId, vehicleId: vehicle.id, ids });
      const km = String(input.km_inspeccion);
      const [header] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into inspecciones (id_cliente, id_vehiculo, codigo, fecha_inspeccion, km_inspeccion, id_planta,
            repuesto, portallantas, id_usuario)
          values (${clientId}, ${vehicle.id}, ${input.codigo}, ${input.fecha_inspeccion}, ${km}, ${input.id_planta},
            ${input.llantarepuesto}, ${input.portallanta}, ${params.userId})
          returning id`,
      );
      if (!header) throw new NotFoundError();
      await tx.execute(
        sql`update inspeccion_detalles set id_inspeccion = ${header.id}, km_inspeccion_parcial = ${km},
            fecha_inspeccion = ${input.fecha_inspeccion}, updated_at = now()
          where id_cliente = ${clientId} and id in (${idList(ids)})`,
      );
      await tx.execute(
        sql`update neumaticos n set remanente_actual = d.nsd, has_inspeccion = true, updated_at = now()
          from inspeccion_detalles d
          where d.id_cliente = ${clientId} and d.id_inspeccion = ${header.id}
            and n.id_cliente = ${clientId} and n.id = d.id_neumatico`,
      );
      await raiseOdometer(tx, { clientId, vehicleId: vehicle.id, km });
      return header.id;
    });
  } catch (error) {
    throw codeConflict(error) ?? error;
  }
}

async function raiseOdometer(tx: Tx, params: { clientId: number; vehicleId: number; km: string }) {
  await tx.execute(
    sql`update vehiculos set kilometraje = greatest(kilometraje, ${params.km}::numeric), updated_at = now()
      where id_cliente = ${params.clientId} and id = ${params.vehicleId}
        and kilometraje < ${params.km}::numeric`,
  );
}

/**
 * inspecciones/updateInspectionMinified: the header of a finished inspection. A changed date or km is checked
 * like a new one against the vehicle's other events (so only the latest inspection's reading can move); the code
 * stays unique. Its vehicle cannot change (its readings are that vehicle's tyres).
 */
export async function updateInspectionHeader(
  db: Db,
  params: { clientId: number; userId: number; input: HeaderInput },
): Promise<void> {
  const { clientId, input } = params;
  try {
    await db.transaction(async (tx) => {
      const current = await keptReading(tx, { clientId, identificador: input.identificador });
      const vehicle = await lockVehicle(tx, { clientId, vehicleId: input.vehiculo });
      if (vehicle.id !== current.id_vehiculo)
        throw new ValidationError('vehiculo', INSPECTION_MSG.vehiculoNoEditable);
      await assertHeader(tx, {
        clientId,
        vehicle,
        header: input,
        exceptInspection: input.identificador,
        kept: current,
      });
      const km = String(input.km_inspeccion);
      await tx.execute(
        sql`update inspecciones set codigo = ${input.codigo}, fecha_inspeccion = ${input.fecha_inspeccion},
            km_inspeccion = ${km}, id_planta = ${input.id_planta}, repuesto = ${input.llantarepuesto},
            portallantas = ${input.portallanta}, id_usuario = ${params.userId}, updated_at = now()
          where id_cliente = ${clientId} and id = ${input.identificador}`,
      );
      await tx.execute(
        sql`update inspeccion_detalles set km_inspeccion_parcial = ${km},
            fecha_inspeccion = ${input.fecha_inspeccion}, updated_at = now()
          where id_cliente = ${clientId} and id_inspeccion = ${input.identificador}`,
      );
      await raiseOdometer(tx, { clientId, vehicleId: vehicle.id, km });
    });
  } catch (error) {
    throw codeConflict(error) ?? error;
  }
}

/** inspecciones/validate/duplicate: another inspection of the vehicle at that date and reading, or ''. */
export async function duplicateInspection(
  db: Db,
  params: { clientId: number; vehicleId: number; fecha: string; km: number; except?: number },
): Promise<string> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id from inspecciones where id_cliente = ${params.clientId} and id_vehiculo = ${params.vehicleId}
      and fecha_inspeccion = ${params.fecha} and km_inspeccion = ${String(params.km)}::numeric
      ${params.except === undefined ? sql`` : sql`and id <> ${params.except}`} limit 1`,
  );
  return row ? INSPECTION_MSG.duplicada(formatIsoDay(params.fecha), formatReading(params.km)) : '';
}
