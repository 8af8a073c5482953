import { type SQL, sql } from 'drizzle-orm';
import type { DetailedInspection, DetailedReading, Paged } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { likePattern, toPage } from '../../../lib/paging';

/**
 * The detailed report per client (docs/decisions/0040): the client's finished inspections dated in a period,
 * newest first (date, then id), optionally of the units whose plate contains a text; each with its readings per
 * position. A page is two statements: the page's inspections (a backward range of the (id_cliente,
 * fecha_inspeccion, id) index) with the period's count, then every reading of those inspections at once (the
 * (id_inspeccion, ubicacion) index) — never one query per inspection.
 *
 * Every figure is SQL's: the pressure status (domain.md §10, accessible readings of a tyre with a recommended
 * pressure only), the band of the NSD by the unit's application thresholds (§9), the condition of the life read.
 */
export interface DetailedReportQuery {
  clientId: number;
  from: string;
  to: string;
  placa: string;
}

/**
 * The period's inspections of the client over alias `i`. The units matching the plate are looked up first (few)
 * and written in as values, so the inspections are still read from the date index.
 */
export async function periodFilter(db: Db, query: DetailedReportQuery): Promise<SQL | null> {
  const base = sql`i.id_cliente = ${query.clientId}
    and i.fecha_inspeccion between ${query.from}::date and ${query.to}::date`;
  if (!query.placa) return base;
  const vehicles = await queryRows<{ id: number }>(
    db,
    sql`select v.id from vehiculos v where v.id_cliente = ${query.clientId} and v.placa ilike ${likePattern(query.placa)}`,
  );
  if (vehicles.length === 0) return null;
  const ids = sql.join(
    vehicles.map((vehicle) => sql`${vehicle.id}`),
    sql`, `,
  );
  return sql`${base} and i.id_vehiculo in (${ids})`;
}

type HeaderRow = Omit<DetailedInspection, 'detalle'>;

/** The header of an inspection over `i`, its unit `v` read by key (LATERAL … LIMIT 1). */
const HEADER = sql.raw(`i.id, coalesce(nullif(i.codigo, ''), '-') as codigo,
  i.fecha_inspeccion::text as fecha_inspeccion, i.km_inspeccion::float8 as km_inspeccion,
  v.tipo_costo::int as tipo_costo, v.id as id_vehiculo, v.placa,
  (select x.descripcion from vehiculo_tipos x where x.id = v.id_tipo) as tipovehiculo,
  (select x.descripcion from vehiculo_marcas x where x.id = v.id_marca) as marcavehiculo,
  (select x.aplicacion from aplicaciones x where x.id_cliente = v.id_cliente and x.id = v.ruta) as aplicacion`);
const VEHICLE_OF_I = sql.raw(
  'cross join lateral (select * from vehiculos v where v.id_cliente = i.id_cliente and v.id = i.id_vehiculo limit 1) v',
);

/** A reading over `d` (reading), `n` (its tyre), `v` (its unit) and `r` (the unit's application thresholds). */
const READING = sql.raw(`d.id, d.id_inspeccion, d.posicion::int as posicion,
  (select x.descripcion from neumatico_marcas x where x.id = coalesce(d.id_marca, n.id_marca)) as marcaneumatico,
  (select x.descripcion from neumatico_medidas x where x.id = n.id_medida) as medidaneumatico,
  (select x.descripcion from neumatico_modelos x where x.id = n.id_modelo) as modeloneumatico,
  (select x.nombre from neumatico_disenios x where x.id = coalesce(d.id_disenio, n.id_disenio)) as disenioneumatico,
  case when d.vida = 0 then 'N' when d.vida > 6 then 'R' else d.vida::text end as condicion,
  case when d.vida > 0 then (select x.razon_social from empresas_reencauche x where x.id = n.id_empresa) end
    as razon_social,
  n.num_serie, coalesce((select x.dato from tipos_valvula x where x.codigo = d.valvula), d.valvula) as valvula,
  d.accesibilidad::int as accesibilidad, d.presion::float8 as presionactual,
  nullif(n.presion_recomendada, 0)::float8 as presion_recomendada,
  case when d.accesibilidad = 1 and n.presion_recomendada > 0 then
    case when (d.presion - n.presion_recomendada) / n.presion_recomendada < -0.2 then 'critica'
      when (d.presion - n.presion_recomendada) / n.presion_recomendada < -0.1 then 'baja'
      when (d.presion - n.presion_recomendada) / n.presion_recomendada <= 0.1 then 'normal'
      else 'alta' end
  end as estadopresion,
  n.remanente_original::float8 as remanente_original, d.exterior::float8 as exterior,
  d.medio::float8 as medio, d.interior::float8 as interior, d.nsd::float8 as nsk_minimo,
  case when r.reencauche is null or r.prox_reencauche is null then null
    when d.nsd <= r.reencauche then 'a-reencauchar' when d.nsd <= r.prox_reencauche then 'proximo'
    else 'operativo' end as banda,
  r.reencauche::float8 as rem_reencauche, r.prox_reencauche::float8 as rem_proximo, d.recomendacion`);
const JOINS_OF_D = sql.raw(`cross join lateral (
    select * from neumaticos n where n.id_cliente = d.id_cliente and n.id = d.id_neumatico limit 1) n
  cross join lateral (
    select * from vehiculos v where v.id_cliente = d.id_cliente and v.id = d.id_vehiculo limit 1) v
  left join remanentes_aplicacion r on r.id_cliente = v.id_cliente and r.id_aplicacion = v.ruta`);

/** One page of the period's inspections, newest first, each with its readings by position. */
export async function getDetailedReport(
  db: Db,
  query: DetailedReportQuery & { page: number; per_page: number },
): Promise<Paged<DetailedInspection>> {
  const where = await periodFilter(db, query);
  if (!where) return toPage([], 0, query);
  const [headers, [count]] = await Promise.all([
    queryRows<HeaderRow>(
      db,
      sql`select ${HEADER} from (
          select i.id from inspecciones i where ${where}
          order by i.fecha_inspeccion desc, i.id desc
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}
        ) page
        cross join lateral (select * from inspecciones x where x.id = page.id limit 1) i
        ${VEHICLE_OF_I}
        order by i.fecha_inspeccion desc, i.id desc`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from inspecciones i where ${where}`),
  ]);
  const readings =
    headers.length === 0
      ? []
      : await queryRows<DetailedReading>(
          db,
          sql`select ${READING} from inspeccion_detalles d ${JOINS_OF_D}
            where d.id_cliente = ${query.clientId} and d.id_inspeccion in (${sql.join(
              headers.map((header) => sql`${header.id}`),
              sql`, `,
            )})
            order by d.id_inspeccion, d.posicion, d.id`,
        );
  const byInspection = new Map<number, DetailedReading[]>();
  for (const reading of readings) {
    const list = byInspection.get(reading.id_inspeccion);
    if (list) list.push(reading);
    else byInspection.set(reading.id_inspeccion, [reading]);
  }
  const rows = headers.map((header) => ({ ...header, detalle: byInspection.get(header.id) ?? [] }));
  return toPage(rows, count?.total ?? 0, query);
}

/** A reading of the export: its inspection's header beside it. */
export type DetailedExportRow = DetailedReading & Omit<HeaderRow, 'id'>;

/** Where an export batch stopped: the inspection (date, id descending) and the reading (position, id). */
export interface DetailedExportKey {
  fecha: string;
  inspectionId: number;
  posicion: number;
  id: number;
}

/**
 * One keyset batch of the export, in the screen's order (inspections newest first, readings by position): the
 * same rows the screen's pages hold, one per reading.
 */
export async function listDetailedExportBatch(
  db: Db,
  params: { where: SQL; after: DetailedExportKey | undefined; limit: number },
): Promise<DetailedExportRow[]> {
  const { after } = params;
  const afterKey = after
    ? sql`and (i.fecha_inspeccion, i.id) <= (${after.fecha}::date, ${after.inspectionId})
        and ((i.fecha_inspeccion, i.id) < (${after.fecha}::date, ${after.inspectionId})
          or (d.posicion, d.id) > (${after.posicion}, ${after.id}))`
    : sql``;
  return queryRows<DetailedExportRow>(
    db,
    sql`select ${READING}, coalesce(nullif(i.codigo, ''), '-') as codigo,
        i.fecha_inspeccion::text as fecha_inspeccion, i.km_inspeccion::float8 as km_inspeccion,
        v.tipo_costo::int as tipo_costo, v.id as id_vehiculo, v.placa,
        (select x.descripcion from vehiculo_tipos x where x.id = v.id_tipo) as tipovehiculo,
        (select x.descripcion from vehiculo_marcas x where x.id = v.id_marca) as marcavehiculo,
        (select x.aplicacion from aplicaciones x where x.id_cliente = v.id_cliente and x.id = v.ruta) as aplicacion
      from inspecciones i
      join inspeccion_detalles d on d.id_cliente = i.id_cliente and d.id_inspeccion = i.id
      ${JOINS_OF_D}
      where ${params.where} ${afterKey}
      order by i.fecha_inspeccion desc, i.id desc, d.posicion, d.id
      limit ${params.limit}`,
  );
}
