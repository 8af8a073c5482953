import { sql } from 'drizzle-orm';
import {
  REMNANT_BY_UNIT_MSG,
  type RemnantApplication,
  type RemnantByUnitResponse,
  type RemnantUnitRow,
} from '@huella/contracts';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';

/**
 * Remnant by unit (spec 3 §2.9; domain.md §8, §9). For each of the client's units inspected in the period, its
 * latest finished inspection in the period (date, then id: the later of two on one day); each reading of it
 * is a tyre with its NSD (least groove), banded by the thresholds of the unit's application:
 *   'R' a reencauchar   NSD ≤ reencauche
 *   'P' próximo         reencauche < NSD ≤ prox_reencauche
 *   'O' operativo       NSD > prox_reencauche
 * (no band when the application has no thresholds row). One statement reads them once for the unit table, the
 * per-size bucket counts and the per-application totals with the whole answer's totals (grouping sets).
 *
 * The latest inspection is one probe per unit of (id_cliente, id_vehiculo, fecha_inspeccion) — 5 000 at the bench's
 * large client — instead of a scan of the period's inspections; its readings, one probe of
 * (id_inspeccion, ubicacion). Units and readings are always the client's: every join carries id_cliente.
 * NSD is in mm whatever the unit's cost type, so km and hours never meet here.
 */

export type RemnantByUnitQuery = { clientId: number; placa: string; from: string; to: string };
type Params = { clientId: number; placa: string; from: string; to: string };

const p = {
  clientId: sql`${sql.placeholder('clientId')}::int`,
  placa: sql`${sql.placeholder('placa')}::text`,
  from: sql`${sql.placeholder('from')}::date`,
  to: sql`${sql.placeholder('to')}::date`,
};

/** The period's readings: one row per tyre read in a unit's latest inspection of the period. */
const readings = sql`
  with unit as (
    select v.id as id_vehiculo, v.placa, vt.descripcion as tipovehiculo, a.id as id_aplicacion, a.aplicacion,
      r.reencauche, r.prox_reencauche, i.id as id_inspeccion, i.fecha_inspeccion
    from vehiculos v
    cross join lateral (
      select i.id, i.fecha_inspeccion
      from inspecciones i
      where i.id_cliente = v.id_cliente and i.id_vehiculo = v.id
        and i.fecha_inspeccion between ${p.from} and ${p.to}
      order by i.fecha_inspeccion desc, i.id desc
      limit 1
    ) i
    join vehiculo_tipos vt on vt.id = v.id_tipo
    join aplicaciones a on a.id_cliente = v.id_cliente and a.id = v.ruta
    left join remanentes_aplicacion r on r.id_cliente = v.id_cliente and r.id_aplicacion = v.ruta
    where v.id_cliente = ${p.clientId}
      and (${p.placa} = '' or lower(v.placa) = lower(${p.placa}))
  ),
  reading as (
    select u.*, d.posicion, d.nsd, me.descripcion as medida,
      case when d.nsd <= u.reencauche then 'R' when d.nsd <= u.prox_reencauche then 'P'
        when u.prox_reencauche is not null then 'O' end as banda
    from unit u
    join inspeccion_detalles d on d.id_cliente = ${p.clientId} and d.id_inspeccion = u.id_inspeccion
    join neumaticos n on n.id_cliente = d.id_cliente and n.id = d.id_neumatico
    join neumatico_medidas me on me.id = n.id_medida
  )`;

type UnitRow = RemnantUnitRow & { nsk: Record<string, number> };

type SizeRow = {
  id_aplicacion: number;
  es_total: boolean;
  tipovehiculo: string | null;
  medida: string | null;
  total_vehiculo_medidas: number;
  niveles: Record<string, number>;
};

type ApplicationRow = {
  id_aplicacion: number | null;
  aplicacion: string | null;
  rem_reencauche: number | null;
  rem_proximo: number | null;
  niveles: number[];
  posiciones: number[];
  neumaticos_reencauchar: number;
  neumaticos_proximo_reencauchar: number;
  neumaticos_operativos: number;
  total_general: number;
};

/**
 * One statement, so the readings (a few hundred ms of index probes for the whole large client over two years)
 * are read once and shared by the three parts, each a JSON array:
 *  - units: one row per unit, its least NSD per position as an object of nsk_minimo_{pos}, its band counts;
 *  - sizes: tyres per application, vehicle type, size and whole-mm bucket floor(NSD), pivoted into
 *    totalneumaticos_nsk_minimo_{n}; the row with es_total holds the application's column totals;
 *  - applications: tyres per band of each application, its buckets (every mm from the lowest read to the
 *    highest), and (id null, grouping set ()) the whole answer's totals and positions.
 */
const remnantStatement = preparedStatement<
  { units: UnitRow[]; sizes: SizeRow[]; applications: ApplicationRow[] },
  Params
>(
  'remnant_by_unit',
  sql`
  ${readings},
  per_position as (
    select id_vehiculo, posicion, min(nsd)::float8 as nsd
    from reading group by id_vehiculo, posicion
  ),
  nsk as (
    select id_vehiculo, json_object_agg('nsk_minimo_' || posicion, nsd order by posicion) as nsk
    from per_position group by id_vehiculo
  ),
  counts as (
    select id_vehiculo, count(*)::int as total_neumaticos,
      count(*) filter (where banda = 'R')::int as neumaticos_reencauchar,
      count(*) filter (where banda = 'P')::int as neumaticos_proximos_reencauchar
    from reading group by id_vehiculo
  ),
  units as (
    select u.id_vehiculo, u.id_inspeccion, u.tipovehiculo, to_char(u.fecha_inspeccion, 'YYYY-MM-DD') as fecha,
      u.placa, u.aplicacion, u.reencauche::float8 as rem_reencauche, u.prox_reencauche::float8 as rem_proximo,
      c.total_neumaticos, c.neumaticos_reencauchar, c.neumaticos_proximos_reencauchar, k.nsk
    from unit u
    join counts c on c.id_vehiculo = u.id_vehiculo
    join nsk k on k.id_vehiculo = u.id_vehiculo
  ),
  cells as (
    select id_aplicacion, tipovehiculo, medida, floor(nsd)::int as nivel, count(*)::int as cantidad,
      grouping(tipovehiculo, medida) > 0 as es_total
    from reading
    group by grouping sets ((id_aplicacion, tipovehiculo, medida, floor(nsd)), (id_aplicacion, floor(nsd)))
  ),
  sizes as (
    select id_aplicacion, es_total, tipovehiculo, medida, sum(cantidad)::int as total_vehiculo_medidas,
      json_object_agg('totalneumaticos_nsk_minimo_' || nivel, cantidad order by nivel) as niveles
    from cells
    group by id_aplicacion, es_total, tipovehiculo, medida
  ),
  applications as (
    select id_aplicacion, aplicacion, reencauche::float8 as rem_reencauche, prox_reencauche::float8 as rem_proximo,
      (select coalesce(array_agg(g order by g), '{}')
        from generate_series(min(floor(nsd))::int, max(floor(nsd))::int) g) as niveles,
      coalesce(array_agg(distinct posicion::int order by posicion::int), '{}') as posiciones,
      count(*) filter (where banda = 'R')::int as neumaticos_reencauchar,
      count(*) filter (where banda = 'P')::int as neumaticos_proximo_reencauchar,
      count(*) filter (where banda = 'O')::int as neumaticos_operativos,
      count(*)::int as total_general
    from reading
    group by grouping sets ((id_aplicacion, aplicacion, reencauche, prox_reencauche), ())
  )
  select
    coalesce((select json_agg(x order by x.placa, x.id_vehiculo) from units x), '[]') as units,
    coalesce((select json_agg(x order by x.id_aplicacion, x.es_total, x.tipovehiculo, x.medida) from sizes x),
      '[]') as sizes,
    coalesce((select json_agg(x order by x.aplicacion nulls last, x.id_aplicacion nulls last) from applications x),
      '[]') as applications`,
);

function paramsOf(query: RemnantByUnitQuery): Params {
  return { clientId: query.clientId, placa: query.placa.trim(), from: query.from, to: query.to };
}

/**
 * The whole answer of reporte/nivelesremanenteunidad. A clean service: the consolidated report reuses it for
 * its 'remnant levels per unit and per size per application' sections.
 */
export async function getRemnantByUnit(db: Db, query: RemnantByUnitQuery): Promise<RemnantByUnitResponse> {
  const params = paramsOf(query);
  const [answer] = await remnantStatement.execute(db, params);
  const { units = [], sizes = [], applications = [] } = answer ?? {};
  const total = applications.find((row) => row.id_aplicacion === null);
  const datos = units.map(({ nsk, ...unit }) => ({ ...unit, ...nsk }));
  const aplicaciones: RemnantApplication[] = applications
    .filter((row) => row.id_aplicacion !== null)
    .map((row) => {
      const own = sizes.filter((size) => size.id_aplicacion === row.id_aplicacion);
      const totals = own.find((size) => size.es_total);
      return {
        aplicacion: {
          id: row.id_aplicacion ?? 0,
          aplicacion: row.aplicacion ?? '',
          rem_reencauche: row.rem_reencauche,
          rem_proximo: row.rem_proximo,
        },
        niveles: row.niveles,
        datos: own
          .filter((size) => !size.es_total)
          .map((size) => ({
            tipovehiculo: size.tipovehiculo ?? '',
            medida: size.medida ?? '',
            total_vehiculo_medidas: size.total_vehiculo_medidas,
            ...size.niveles,
          })),
        totales: { total_vehiculo_medidas: totals?.total_vehiculo_medidas ?? 0, ...totals?.niveles },
        neumaticos_reencauchar: row.neumaticos_reencauchar,
        neumaticos_proximo_reencauchar: row.neumaticos_proximo_reencauchar,
        neumaticos_operativos: row.neumaticos_operativos,
        total_general: row.total_general,
      };
    });
  return {
    posiciones: total?.posiciones ?? [],
    datos,
    aplicaciones,
    resumen: {
      total_neumaticos: total?.total_general ?? 0,
      total_neumaticos_reencauchar: total?.neumaticos_reencauchar ?? 0,
      total_neumaticos_proximos_reencauchar: total?.neumaticos_proximo_reencauchar ?? 0,
    },
    mensaje: datos.length === 0 ? REMNANT_BY_UNIT_MSG.sinDatos : null,
  };
}
