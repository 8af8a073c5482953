import { sql } from 'drizzle-orm';
import {
  SCRAP_LOSS_MSG,
  SCRAP_LOSS_ROW_LIMIT,
  type ScrapLossCondition,
  type ScrapLossFilter,
  type ScrapLossResponse,
  type ScrapLossRow,
  type ScrapLossTotals,
} from '@huella/contracts';
import type { Db } from '../../../db/client';
import { plannedStatement } from '../../../db/prepared';

/**
 * Scrap losses (spec 3 §2.11; domain.md §11): the client's scrap records of a period, newest first, with the
 * tread each tyre still had above its limit and what that tread cost.
 *
 * The figures are the ones stored on the scrap record (neumatico_scrap: remanentes, costo_vida, costo_perdido),
 * computed by the lifecycle module when the tyre was scrapped (packages/domain scrapLoss). The report shows what
 * was recorded: recomputing here would let a later cost correction or exchange-rate change rewrite a loss that
 * was already reported, and would give a second formula to keep in step with the domain's.
 *
 * The condition is the scrapped life (spec 3 §4): N, retreads 1 to 6, R beyond six. A tyre registered already
 * retreaded (nuevo 0) without a counted retread is in its first retreaded life, as the retread indices count it
 * (docs/decisions/0038). Scrap is terminal, so the tyre's retread count is still the one of the scrapped life.
 */

export type ScrapLossQuery = { clientId: number } & ScrapLossFilter;

type Params = {
  clientId: number;
  start: string;
  end: string;
  brandId: number | null;
  modelId: number | null;
  sizeId: number | null;
  condition: ScrapLossCondition | null;
};
type RowParams = Params & { afterDate: string | null; afterId: number | null; limit: number };

const p = {
  clientId: sql`${sql.placeholder('clientId')}::int`,
  start: sql`${sql.placeholder('start')}::date`,
  end: sql`${sql.placeholder('end')}::date`,
  brandId: sql`${sql.placeholder('brandId')}::int`,
  modelId: sql`${sql.placeholder('modelId')}::int`,
  sizeId: sql`${sql.placeholder('sizeId')}::int`,
  condition: sql`${sql.placeholder('condition')}::text`,
  afterDate: sql`${sql.placeholder('afterDate')}::date`,
  afterId: sql`${sql.placeholder('afterId')}::int`,
  limit: sql`${sql.placeholder('limit')}::int`,
};

/** The retread level of the scrapped life: 0 new, else the retread count (at least 1 when registered retreaded). */
const level = sql`greatest(n.cantidad_reencauche, case when n.nuevo = 0 then 1 else 0 end)`;
const conditionCode = sql`case when ${level} = 0 then 'N' when ${level} > 6 then 'R' else ${level}::text end`;

/**
 * The period's records and filters. The records are read from (id_cliente, fecha_scrap, id) and each joined to
 * its tyre by (id_cliente, id); an absent filter is a null parameter, folded away when the statement is planned
 * with its values (report statements are planned per call).
 */
const records = sql`
  from neumatico_scrap s
  join neumaticos n on n.id_cliente = s.id_cliente and n.id = s.id_neumatico`;
const filters = sql`
  where s.id_cliente = ${p.clientId}
    and s.fecha_scrap between ${p.start} and ${p.end}
    and (${p.brandId} is null or n.id_marca = ${p.brandId})
    and (${p.modelId} is null or n.id_modelo = ${p.modelId})
    and (${p.sizeId} is null or n.id_medida = ${p.sizeId})
    and (${p.condition} is null or ${conditionCode} = ${p.condition})`;

/** A page of rows in (fecha_scrap desc, id desc) order, after the keyset (afterDate, afterId) when given. */
const rowStatement = plannedStatement<ScrapLossRow, RowParams>(sql`
  select s.id, s.id_neumatico, n.num_serie, n.serie_cliente,
    ma.descripcion as marca, mo.descripcion as modelo, me.descripcion as medida,
    case when ${level} = 0 then 'N' when ${level} > 6 then 'R' else 'R' || ${level} end as condicion,
    to_char(s.fecha_scrap, 'YYYY-MM-DD') as fecha_scrap, ms.motivo,
    s.remanente_original::float8 as remanente_original,
    s.remanente_final::float8 as remanente_final,
    s.remanente_limite::float8 as remanente_limite,
    round(s.costo_vida, 2)::float8 as costo,
    round(s.costo_perdido, 2)::float8 as costo_perdido
  ${records}
  join neumatico_marcas ma on ma.id = n.id_marca
  join neumatico_modelos mo on mo.id = n.id_modelo
  join neumatico_medidas me on me.id = n.id_medida
  join motivos_scrap ms on ms.id = s.id_motivo_scrap
  ${filters}
    and (${p.afterDate} is null or (s.fecha_scrap, s.id) < (${p.afterDate}, ${p.afterId}))
  order by s.fecha_scrap desc, s.id desc
  limit ${p.limit}`);

/** Count and sums of the whole period (money summed at 4 decimals as stored, rounded once at the end). */
const totalStatement = plannedStatement<ScrapLossTotals, Params>(sql`
  select count(*)::int as cantidad,
    round(coalesce(sum(s.costo_vida), 0), 2)::float8 as costo,
    round(coalesce(sum(s.costo_perdido), 0), 2)::float8 as costo_perdido
  ${records}
  ${filters}`);

function paramsOf(query: ScrapLossQuery): Params {
  return {
    clientId: query.clientId,
    start: query.fecha_inicial,
    end: query.fecha_final,
    brandId: query.id_marca ?? null,
    modelId: query.id_modelo ?? null,
    sizeId: query.id_medida ?? null,
    condition: query.condicion ?? null,
  };
}

export function listScrapLossRows(
  db: Db,
  query: ScrapLossQuery,
  page: { after?: { fecha_scrap: string; id: number }; limit: number },
): Promise<ScrapLossRow[]> {
  return rowStatement.execute(db, {
    ...paramsOf(query),
    afterDate: page.after?.fecha_scrap ?? null,
    afterId: page.after?.id ?? null,
    limit: page.limit,
  });
}

export async function getScrapLossTotals(db: Db, query: ScrapLossQuery): Promise<ScrapLossTotals> {
  const [totals] = await totalStatement.execute(db, paramsOf(query));
  return totals ?? { cantidad: 0, costo: 0, costo_perdido: 0 };
}

/**
 * The screen's answer: every row of the period up to SCRAP_LOSS_ROW_LIMIT, and the totals of all of it. Not
 * paged, because the spec's table shows the period with its totals and the big client scraps ~5 000 tyres in
 * its whole history, so a period rarely comes near the cap; past it the screen says the list was cut
 * (`limitado`) and the export still carries every row.
 */
export async function getScrapLosses(db: Db, query: ScrapLossQuery): Promise<ScrapLossResponse> {
  const totales = await getScrapLossTotals(db, query);
  const data =
    totales.cantidad === 0 ? [] : await listScrapLossRows(db, query, { limit: SCRAP_LOSS_ROW_LIMIT });
  return {
    data,
    totales,
    total: totales.cantidad,
    limitado: totales.cantidad > data.length,
    mensaje: totales.cantidad === 0 ? SCRAP_LOSS_MSG.sinDatos : null,
  };
}
