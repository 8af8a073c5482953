import { and, eq, sql } from 'drizzle-orm';
import { RECOMMENDATION_MSG } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { administracionReportes, recomendacionesReporte } from '../../../db/schema/index';
import { NotFoundError, ValidationError } from '../../../lib/http-errors';

interface Period {
  clientId: number;
  year: number;
  month1: number;
  month2: number;
}

const returned = { id: recomendacionesReporte.id, descripcion: recomendacionesReporte.descripcion };

/** The period's report is APROBADO: what was approved (and mailed) must not change under it. */
const approvedReport = sql`exists (select 1 from ${administracionReportes} a
  where a.id_cliente = ${recomendacionesReporte.id_cliente} and a.anio = ${recomendacionesReporte.anio}
    and a.mes1 = ${recomendacionesReporte.mes1} and a.mes2 = ${recomendacionesReporte.mes2}
    and a.estado = 'APROBADO')`;

/**
 * A new recommendation of the client's report for the period: one INSERT … SELECT that writes nothing when the
 * period's report is already approved (check and write in one statement, like the edit and the delete).
 */
export async function addRecommendation(db: Db, params: Period & { userId: number; descripcion: string }) {
  const { clientId, year, month1, month2 } = params;
  const result = (await db.execute(sql`insert into ${recomendacionesReporte}
      (id_cliente, anio, mes1, mes2, descripcion, id_usuario)
    select ${clientId}::int, ${year}::int, ${month1}::int, ${month2}::int, ${params.descripcion}, ${params.userId}::int
    where not exists (select 1 from ${administracionReportes} a
      where a.id_cliente = ${clientId}::int and a.anio = ${year}::int and a.mes1 = ${month1}::int
        and a.mes2 = ${month2}::int and a.estado = 'APROBADO')
    returning id, descripcion`)) as unknown as { rows: { id: number; descripcion: string }[] };
  const [row] = result.rows;
  if (!row) throw new ValidationError('recomendacion', RECOMMENDATION_MSG.aprobado);
  return row;
}

/** Why a write by id touched nothing: not the client's (404) or its period was approved (422). */
async function refuseMissing(db: Db, clientId: number, id: number): Promise<never> {
  const [row] = await db
    .select({ anio: recomendacionesReporte.anio })
    .from(recomendacionesReporte)
    .where(and(eq(recomendacionesReporte.id_cliente, clientId), eq(recomendacionesReporte.id, id)));
  if (!row) throw new NotFoundError();
  throw new ValidationError('recomendacion', RECOMMENDATION_MSG.aprobado);
}

/**
 * Edits one of the client's recommendations. Its period is the row's own (the id names it); one conditional
 * UPDATE so another client's id or an approved period changes nothing.
 */
export async function editRecommendation(
  db: Db,
  params: { clientId: number; id: number; userId: number; descripcion: string },
) {
  const [row] = await db
    .update(recomendacionesReporte)
    .set({ descripcion: params.descripcion, id_usuario: params.userId, updated_at: sql`now()` })
    .where(
      and(
        eq(recomendacionesReporte.id_cliente, params.clientId),
        eq(recomendacionesReporte.id, params.id),
        sql`not ${approvedReport}`,
      ),
    )
    .returning(returned);
  return row ?? refuseMissing(db, params.clientId, params.id);
}

/** Deletes one of the client's recommendations, unless its period's report was approved. */
export async function deleteRecommendation(db: Db, params: { clientId: number; id: number }) {
  const [row] = await db
    .delete(recomendacionesReporte)
    .where(
      and(
        eq(recomendacionesReporte.id_cliente, params.clientId),
        eq(recomendacionesReporte.id, params.id),
        sql`not ${approvedReport}`,
      ),
    )
    .returning({ id: recomendacionesReporte.id });
  if (!row) await refuseMissing(db, params.clientId, params.id);
}
