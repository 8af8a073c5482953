import { and, count, desc, eq, ne, sql, type AnyColumn } from 'drizzle-orm';
import {
  CRITERIA_INDICATORS,
  CRITERIA_MSG,
  type Criterion,
  type CriterionForm,
  type Paged,
} from '@huella/contracts';
import type { Db } from '../../db/client';
import { criteriosAceptacion } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { offsetOf, toPage } from '../../lib/paging';

const c = criteriosAceptacion;
const float = (column: AnyColumn) => sql<number>`${column}::float8`.mapWith(Number);
const floatOrNull = (column: AnyColumn) => sql<number | null>`${column}::float8`;

const columns = {
  id: c.id,
  costoindicador: c.costoindicador,
  anio: c.anio,
  modelomedida: c.modelomedida,
  criterio_superior: float(c.criterioobjetivo),
  criterio_inferior: float(c.criteriodeficiente),
  rango_c_superior: float(c.tolerablemaximo),
  rango_c_inferior: float(c.tolerableminimo),
  criterioobjetivo_calculo: floatOrNull(c.criterioobjetivo_calculo),
  criteriodeficiente_calculo: floatOrNull(c.criteriodeficiente_calculo),
};

type CriterionRow = Omit<Criterion, 'indicador' | 'modelo' | 'medida'>;

/** Adds the indicator's name and splits the free-text 'MODELO - MEDIDA' key for the table's columns. */
function present(row: CriterionRow): Criterion {
  const [modelo = '', ...rest] = row.modelomedida.split(' - ');
  return {
    ...row,
    indicador: CRITERIA_INDICATORS.find((indicator) => indicator.id === row.costoindicador)?.nombre ?? '',
    modelo: rest.length > 0 ? modelo : row.modelomedida,
    medida: rest.join(' - '),
  };
}

/** The criteria table: one client's criteria of a year and/or indicator, 5 a page. */
export async function listCriteria(
  db: Db,
  params: {
    clientId: number;
    anio?: number | null;
    select_indicador?: number | null;
    page: number;
    per_page: number;
  },
): Promise<Paged<Criterion>> {
  const where = and(
    eq(c.id_cliente, params.clientId),
    params.anio ? eq(c.anio, params.anio) : undefined,
    params.select_indicador ? eq(c.costoindicador, params.select_indicador) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(c)
      .where(where)
      .orderBy(desc(c.anio), c.costoindicador, c.modelomedida, desc(c.id))
      .limit(params.per_page)
      .offset(offsetOf(params)),
    db.select({ total: count() }).from(c).where(where),
  ]);
  return toPage(rows.map(present), Number(total?.total ?? 0), params);
}

/** criteriosaceptacion/consulta: whether the client already has that criterion (another id than `id`). */
export async function isCriterionRegistered(
  db: Db,
  params: { clientId: number; id?: number | null; indicador: number; anio: number; modelomedida: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.id_cliente, params.clientId),
        eq(c.costoindicador, params.indicador),
        eq(c.anio, params.anio),
        eq(c.modelomedida, params.modelomedida),
        params.id ? ne(c.id, params.id) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const toColumns = (criterio: CriterionForm) => ({
  costoindicador: criterio.costoindicador,
  anio: criterio.anio,
  modelomedida: criterio.modelomedida,
  criterioobjetivo: String(criterio.criterioobjetivo),
  criteriodeficiente: String(criterio.criteriodeficiente),
  tolerablemaximo: String(criterio.tolerablemaximo),
  tolerableminimo: String(criterio.tolerableminimo),
  criterioobjetivo_calculo:
    criterio.criterioobjetivo_calculo === null ? null : String(criterio.criterioobjetivo_calculo),
  criteriodeficiente_calculo:
    criterio.criteriodeficiente_calculo === null ? null : String(criterio.criteriodeficiente_calculo),
});

/** Inserts criteria (the import passes many, in its transaction); a registered one is 'Este criterio ya…'. */
export async function insertCriteria(db: Db, params: { clientId: number; criterios: CriterionForm[] }) {
  try {
    return await db
      .insert(c)
      .values(params.criterios.map((criterio) => ({ id_cliente: params.clientId, ...toColumns(criterio) })))
      .returning(columns);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(CRITERIA_MSG.yaRegistrado);
    throw error;
  }
}

/** Creates a criterion, or edits it when `criterio.id` is given (another client's id is not found). */
export async function saveCriterion(
  db: Db,
  params: { clientId: number; criterio: CriterionForm },
): Promise<Criterion> {
  const { criterio } = params;
  if (!criterio.id) {
    const [created] = await insertCriteria(db, { clientId: params.clientId, criterios: [criterio] });
    if (!created) throw new Error('criterion not created');
    return present(created);
  }
  try {
    const [updated] = await db
      .update(c)
      .set({ ...toColumns(criterio), updated_at: new Date() })
      .where(and(eq(c.id_cliente, params.clientId), eq(c.id, criterio.id)))
      .returning(columns);
    if (!updated) throw new NotFoundError();
    return present(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(CRITERIA_MSG.yaRegistrado);
    throw error;
  }
}

/** Answers the deleted criterion, so the action log can name it. */
export async function deleteCriterion(db: Db, params: { clientId: number; id: number }): Promise<Criterion> {
  const [deleted] = await db
    .delete(c)
    .where(and(eq(c.id_cliente, params.clientId), eq(c.id, params.id)))
    .returning(columns);
  if (!deleted) throw new NotFoundError();
  return present(deleted);
}

/** How the action log names a criterion: its indicator, year and, for cost indicators, model and size. */
export const criterionLabel = (criterion: Criterion) =>
  [criterion.indicador, criterion.anio, criterion.modelomedida].filter(Boolean).join(' ');
