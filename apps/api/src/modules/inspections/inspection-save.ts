import { sql } from 'drizzle-orm';
import {
  GROOVE_LABELS,
  INSPECTION_MSG,
  type PartialReading,
  partialInspectionForm,
  type storeReadingRequest,
  type updateReadingRequest,
} from '@huella/contracts';
import { treadProblems, type TreadProblem } from '@huella/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { clientImagePath } from '../images/images.service';
import {
  findInspectedVehicle,
  findTyre,
  type GrooveReading,
  openTyreAt,
  previousReading,
  readReading,
  rowsOf,
} from './inspection-read';

/**
 * The per-tyre readings (spec 2 §4 inspection creation; issue 12): a draft saved from the dialog, changed, or
 * deleted before the inspection is finished. The browser's `clave` makes a retried save answer the reading the
 * first one stored instead of adding a second.
 */

type StoreInput = z.output<typeof storeReadingRequest>;
type UpdateInput = z.output<typeof updateReadingRequest>;

/** The Spanish message of a §13 problem, naming the groove as the dialog does. */
export function treadMessage(problem: TreadProblem, original: number): string {
  const label = GROOVE_LABELS[problem.groove];
  return problem.kind === 'over-original'
    ? INSPECTION_MSG.sobreOriginal(label, problem.value, original)
    : INSPECTION_MSG.sobreAnterior(label, problem.value, problem.limit - 1);
}

/** §13 against the tyre's original tread and its previous reading of the same life: 422 on the groove. */
export async function assertTread(
  db: Db,
  params: { clientId: number; tyreId: number; reading: GrooveReading; exceptReading?: number },
) {
  const problem = await treadProblem(db, params);
  if (problem) throw new ValidationError(problem.field, problem.message);
}

/** The first groove of a reading that cannot be true (domain.md §13), or null. */
export async function treadProblem(
  db: Db,
  params: { clientId: number; tyreId: number; reading: GrooveReading; exceptReading?: number },
): Promise<{ field: string; message: string } | null> {
  const tyre = await findTyre(db, { clientId: params.clientId, tyreId: params.tyreId });
  const previous = await previousReading(db, {
    clientId: params.clientId,
    tyreId: tyre.id,
    vida: tyre.cantidad_reencauche,
    exceptReading: params.exceptReading,
  });
  const [problem] = treadProblems(params.reading, { original: tyre.remanente_original, previous });
  return problem ? { field: problem.groove, message: treadMessage(problem, tyre.remanente_original) } : null;
}

/**
 * The checks a draft passes before it is written: the vehicle and tyre are the client's (404), the tyre is the
 * one mounted on that slot (409), the NSD rule with the threshold of the vehicle's application, the tread
 * against the tyre (§13) and the photo an image of this client (422). Answers the row's values.
 */
async function checkedReading(
  db: Db,
  params: { clientId: number; input: StoreInput | UpdateInput; exceptReading?: number },
) {
  const { clientId, input } = params;
  const vehicle = await findInspectedVehicle(db, { clientId, vehicleId: input.id_vehiculo });
  const tyre = await findTyre(db, { clientId, tyreId: input.id_neumaticos });
  const open = await openTyreAt(db, { clientId, vehicleId: vehicle.id, ubicacion: input.ubicacion });
  if (!open || open.id_neumatico !== tyre.id)
    throw new ConflictError(INSPECTION_MSG.neumaticoNoEnPosicion(tyre.num_serie, input.posicion));
  // The NSD rule's threshold is the server's, whatever the browser had.
  const checked = partialInspectionForm({ remProximo: vehicle.rem_proximo }).safeParse(input);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw new ValidationError(
      String(issue?.path[0] ?? 'body'),
      issue?.message ?? INSPECTION_MSG.numeroInvalido,
    );
  }
  const reading = checked.data;
  await assertTread(db, {
    clientId,
    tyreId: tyre.id,
    reading: { exterior: reading.exterior, medio: reading.medio ?? null, interior: reading.interior },
    exceptReading: params.exceptReading,
  });
  const imagen = reading.ruta
    ? await clientImagePath(db, { clientId, nombre: reading.ruta, field: 'ruta' })
    : null;
  return {
    id_vehiculo: vehicle.id,
    id_neumatico: tyre.id,
    // Slot, position and axle come from the installation record, not from the browser.
    posicion: open.posicion,
    ubicacion: input.ubicacion,
    id_ejes: open.id_ejes,
    vida: tyre.cantidad_reencauche,
    // Brand and design as read (the month totals of migration 0019 group by them; a later retread keeps these).
    id_marca: tyre.id_marca,
    id_disenio: tyre.id_disenio,
    tipo_presion: reading.tipo_presion,
    presion: String(reading.presion),
    valvula: reading.valvula,
    accesibilidad: reading.accesibilidad,
    motivo_inaccesibilidad: reading.motivo_inaccesibilidad,
    exterior: String(reading.exterior),
    medio: reading.medio === undefined ? null : String(reading.medio),
    interior: String(reading.interior),
    resultado: reading.resultado,
    separaciond: reading.separaciond,
    otros: reading.otros,
    desgirregular: reading.desgirregular,
    parareparar: reading.parareparar,
    fallasflanco: reading.fallasflanco,
    tuercaestado: reading.tuercaestado,
    tuercacantidad: reading.tuercacantidad,
    estado: reading.estado,
    recomendacion: reading.recomendacion,
    imagen,
  };
}

async function readingIdByKey(db: Db, clientId: number, clave: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id from inspeccion_detalles where id_cliente = ${clientId} and clave = ${clave}::uuid`,
  );
  return row?.id;
}

/**
 * inspecciones/storeInspeccion: a new draft reading. A save whose `clave` is already stored (a retry, or the
 * same save sent twice at once) answers that reading: the unique (id_cliente, clave) index lets one insert in.
 */
export async function storeReading(
  db: Db,
  params: { clientId: number; userId: number; input: StoreInput },
): Promise<PartialReading> {
  const { clientId, input } = params;
  const existing = await readingIdByKey(db, clientId, input.clave);
  if (existing !== undefined) return readReading(db, clientId, existing);
  const values = await checkedReading(db, { clientId, input });
  const [inserted] = await rowsOf<{ id: number }>(
    db,
    sql`insert into inspeccion_detalles (id_cliente, clave, id_vehiculo, id_neumatico, posicion, ubicacion,
        id_ejes, vida, km_inspeccion_parcial, tipo_presion, presion, valvula, accesibilidad, motivo_inaccesibilidad,
        exterior, medio, interior, resultado, separaciond, otros, desgirregular, parareparar, fallasflanco,
        tuercaestado, tuercacantidad, estado, recomendacion, imagen, id_marca, id_disenio, id_usuario)
      values (${clientId}, ${input.clave}::uuid, ${values.id_vehiculo}, ${values.id_neumatico}, ${values.posicion},
        ${values.ubicacion}, ${values.id_ejes}, ${values.vida}, ${input.km_inspeccion_parcial ?? null},
        ${values.tipo_presion}, ${values.presion}, ${values.valvula}, ${values.accesibilidad},
        ${values.motivo_inaccesibilidad}, ${values.exterior}, ${values.medio}, ${values.interior},
        ${textArray(values.resultado)}, ${values.separaciond}, ${textArray(values.otros)},
        ${intArray(values.desgirregular)}, ${intArray(values.parareparar)}, ${intArray(values.fallasflanco)},
        ${values.tuercaestado}, ${values.tuercacantidad}, ${values.estado}, ${values.recomendacion},
        ${values.imagen}, ${values.id_marca}, ${values.id_disenio}, ${params.userId})
      on conflict (id_cliente, clave) do nothing
      returning id`,
  );
  const id = inserted?.id ?? (await readingIdByKey(db, clientId, input.clave));
  if (id === undefined) throw new NotFoundError();
  return readReading(db, clientId, id);
}

/** Arrays as PostgreSQL array literals: both drivers take them as text. */
const textArray = (values: string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::varchar[]`;
const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::smallint[]`;

/** Whether the reading belongs to a finished inspection (the caller checks the grant that needs). */
export async function isFinishedReading(db: Db, params: { clientId: number; id: number }): Promise<boolean> {
  const [row] = await rowsOf<{ id_inspeccion: number | null }>(
    db,
    sql`select id_inspeccion from inspeccion_detalles where id_cliente = ${params.clientId} and id = ${params.id}`,
  );
  if (!row) throw new NotFoundError();
  return row.id_inspeccion !== null;
}

/**
 * inspecciones/updateInspeccion: the reading `id` changed from the dialog, a draft or one of a finished
 * inspection (then its tyre's current tread follows when it is the tyre's newest reading). The vehicle, the
 * slot and the tyre stay the reading's own.
 */
export async function updateReading(
  db: Db,
  params: { clientId: number; userId: number; input: UpdateInput },
): Promise<PartialReading> {
  const { clientId, input } = params;
  const current = await readReading(db, clientId, input.id);
  // A reading stays the reading of its tyre: another tyre mounted since on that slot is not what was read.
  if (
    current.id_vehiculo !== input.id_vehiculo ||
    current.ubicacion !== input.ubicacion ||
    current.id_neumaticos !== input.id_neumaticos
  )
    throw new ConflictError(INSPECTION_MSG.neumaticoNoEnPosicion(current.num_serie, current.posicion));
  const values = await checkedReading(db, { clientId, input, exceptReading: input.id });
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update inspeccion_detalles set id_neumatico = ${values.id_neumatico}, posicion = ${values.posicion},
          id_ejes = ${values.id_ejes}, tipo_presion = ${values.tipo_presion}, presion = ${values.presion},
          valvula = ${values.valvula}, accesibilidad = ${values.accesibilidad},
          motivo_inaccesibilidad = ${values.motivo_inaccesibilidad}, exterior = ${values.exterior},
          medio = ${values.medio}, interior = ${values.interior}, resultado = ${textArray(values.resultado)},
          separaciond = ${values.separaciond}, otros = ${textArray(values.otros)},
          desgirregular = ${intArray(values.desgirregular)}, parareparar = ${intArray(values.parareparar)},
          fallasflanco = ${intArray(values.fallasflanco)}, tuercaestado = ${values.tuercaestado},
          tuercacantidad = ${values.tuercacantidad}, estado = ${values.estado},
          recomendacion = ${values.recomendacion}, imagen = ${values.imagen}, id_usuario = ${params.userId},
          updated_at = now()
        where id_cliente = ${clientId} and id = ${input.id}`,
    );
    if (current.id_inspeccion !== null)
      await tx.execute(
        sql`update neumaticos n set remanente_actual = d.nsd, updated_at = now()
          from inspeccion_detalles d
          where d.id_cliente = ${clientId} and d.id = ${input.id} and n.id_cliente = d.id_cliente
            and n.id = d.id_neumatico and d.id = (select max(x.id) from inspeccion_detalles x
              where x.id_cliente = d.id_cliente and x.id_neumatico = d.id_neumatico and x.id_inspeccion is not null)`,
      );
  });
  return readReading(db, clientId, input.id);
}

/** inspecciones/deleteInspeccion: a draft only (its slot is free again); a finished inspection's reading: 409. */
export async function deleteReading(db: Db, params: { clientId: number; id: number }): Promise<void> {
  const reading = await readReading(db, params.clientId, params.id);
  if (reading.id_inspeccion !== null)
    throw new ConflictError(INSPECTION_MSG.lecturaRegistrada(reading.posicion));
  await db.execute(
    sql`delete from inspeccion_detalles
      where id_cliente = ${params.clientId} and id = ${params.id} and id_inspeccion is null`,
  );
}
