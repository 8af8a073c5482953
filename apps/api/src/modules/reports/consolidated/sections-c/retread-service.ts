import { sql } from 'drizzle-orm';
import { RETREAD_SERVICE_LIMIT, type RetreadService, type RetreadServiceRow } from '@huella/contracts';
import type { Db } from '../../../../db/client';
import { plannedStatement } from '../../../../db/prepared';

/**
 * Tyres for the retread service (spec 3 §2.5; domain.md §8–§9): the client's tyres not scrapped whose tread at
 * the end of the period, the NSD of their current life's last finished reading up to that day, is at or under
 * `reencauche` of the application of the vehicle they run on then (or, when not installed, the vehicle of that
 * reading: the one they last ran on).
 *
 * **[decision]** The current life (reading.vida = the tyre's retread count): a tyre retreaded since its last
 * reading has a new tread and has had the service, so it is not listed, also when the retread came after the
 * period. The top-bar 'NEUMÁTICOS A REENCAUCHAR' list (lifecycle/tyre-states.queries.ts) answers today's
 * installed tyres only, so it does not fit a past period nor tyres in stock.
 *
 * Each tyre takes its reading as the first row of inspeccion_detalles_cliente_neumatico_vida (id_cliente,
 * id_neumatico, vida, fecha_inspeccion desc, id desc) and its installation at the period's end from
 * neumatico_historial (id_cliente, id_neumatico, fecha_instalacion): two top-1 reads per tyre, no sort of its
 * readings. Most worn first (furthest under the limit); at most RETREAD_SERVICE_LIMIT rows, with the full count.
 */
type Params = { clientId: number; to: string; limit: number };
type Row = RetreadServiceRow & { total: number };

const clientId = sql`${sql.placeholder('clientId')}::int`;
const periodEnd = sql`${sql.placeholder('to')}::date`;

/** The retread level of the tyre's life: 0 new, else its retread count (at least 1 when registered retreaded). */
const level = sql`greatest(n.cantidad_reencauche, case when n.nuevo = 0 then 1 else 0 end)`;

const statement = plannedStatement<Row, Params>(sql`
  with candidatos as (
    select n.id, n.num_serie, n.id_marca, n.id_medida, n.id_disenio,
      case when ${level} = 0 then 'N' when ${level} > 6 then 'R' else ${level}::text end as condicion,
      u.nsd, u.id_vehiculo as id_vehiculo_lectura,
      inst.id_vehiculo as id_vehiculo_montado, inst.posicion
    from neumaticos n
    cross join lateral (
      select d.nsd, d.id_vehiculo
      from inspeccion_detalles d
      where d.id_cliente = n.id_cliente and d.id_neumatico = n.id and d.vida = n.cantidad_reencauche
        and d.id_inspeccion is not null and d.fecha_inspeccion <= ${periodEnd}
      order by d.fecha_inspeccion desc, d.id desc
      limit 1
    ) u
    left join lateral (
      select h.id_vehiculo, h.posicion
      from neumatico_historial h
      where h.id_cliente = n.id_cliente and h.id_neumatico = n.id and h.fecha_instalacion <= ${periodEnd}
        and (h.fecha_retiro is null or h.fecha_retiro > ${periodEnd})
      order by h.fecha_instalacion desc, h.id desc
      limit 1
    ) inst on true
    where n.id_cliente = ${clientId} and n.estado <> 0
  ), servicio as (
    select k.*, vm.placa, r.reencauche
    from candidatos k
    join vehiculos va on va.id_cliente = ${clientId}
      and va.id = coalesce(k.id_vehiculo_montado, k.id_vehiculo_lectura)
    join remanentes_aplicacion r on r.id_cliente = va.id_cliente and r.id_aplicacion = va.ruta
    left join vehiculos vm on vm.id_cliente = ${clientId} and vm.id = k.id_vehiculo_montado
    where k.nsd <= r.reencauche
  )
  select s.id, s.placa, s.posicion::int as posicion, s.num_serie, ma.descripcion as marca,
    me.descripcion as medida, di.nombre as disenio, s.condicion, s.nsd::float8 as nsd,
    s.reencauche::float8 as remanente_limite, (count(*) over ())::int as total
  from servicio s
  join neumatico_marcas ma on ma.id = s.id_marca
  join neumatico_medidas me on me.id = s.id_medida
  left join neumatico_disenios di on di.id = s.id_disenio
  order by s.nsd - s.reencauche, s.placa nulls last, s.posicion, s.id
  limit ${sql.placeholder('limit')}::int`);

export async function getRetreadService(
  db: Db,
  query: { clientId: number; to: string },
): Promise<RetreadService> {
  const rows = await statement.execute(db, { ...query, limit: RETREAD_SERVICE_LIMIT });
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map(({ total: _total, ...row }) => row),
    total,
    limitado: total > rows.length,
  };
}
