import { type SQL, sql } from 'drizzle-orm';

/**
 * Per-life cost and distance of a few tyres (domain.md §4, §5, §12), as CTEs after `tyre as (…)` (the chosen
 * tyres, already narrowed to one client). Ends in `lives (tyre, nivel, costo, recorrido)`: one row per life
 * the tyre had, `nivel` 0 = N, 1..6 = R1..R6, 7 = R (more than six retreads, all summed together).
 *
 * - The level of an event or record: its n_reencauche, but at least 1 when it belongs to a retreaded life
 *   (`nuevo` 0: a tyre registered already retreaded without a counted retread is in its first retreaded life,
 *   as the retread indices and the scrap losses count it).
 * - Cost of a life: the event that opened it (purchase or retread) plus the repairs during it, costo_convertido
 *   USD; every event carries the life it belongs to.
 * - Distance of a life: Σ of its installation records (km_retiro − km_instalacion; the open record up to its
 *   vehicle's latest accepted reading; a record voided as an installation error, motivo 6, counts 0), plus the
 *   distance entered at registration (k_recorridos) on the life the purchase opened, so the lives add up to
 *   km_total.
 */
const level = (row: string) => {
  const r = sql.identifier(row);
  return sql`least(case when ${r}.nuevo = 0 then greatest(${r}.n_reencauche, 1) else ${r}.n_reencauche end, 7)`;
};

/** Span of the installation record `h` (needs `ov`, its vehicle joined only while the record is open). */
export const recordSpan = sql`(coalesce(h.km_retiro, greatest(ov.kilometraje, h.km_instalacion), h.km_instalacion)
  - h.km_instalacion)`;

export const lifeCtes: SQL = sql`
  life_costs as (
    select c.id_neumatico as tyre, ${level('c')} as nivel, sum(c.costo_convertido) as costo,
      min(case when c.motivo = 0 then ${level('c')} end) as compra
    from tyre
    join neumatico_costos c on c.id_cliente = tyre.id_cliente and c.id_neumatico = tyre.id
    group by 1, 2
  ),
  life_runs as (
    select h.id_neumatico as tyre, ${level('h')} as nivel, sum(${recordSpan}) as recorrido
    from tyre
    join neumatico_historial h on h.id_cliente = tyre.id_cliente and h.id_neumatico = tyre.id
      and h.motivo_retiro is distinct from 6
    left join vehiculos ov on h.km_retiro is null and ov.id_cliente = h.id_cliente and ov.id = h.id_vehiculo
    group by 1, 2
  ),
  registered as (
    select tyre.id as tyre,
      coalesce((select min(lc.compra) from life_costs lc where lc.tyre = tyre.id),
        case when tyre.nuevo = 0 then 1 else 0 end) as nivel,
      tyre.k_recorridos as recorrido
    from tyre
    where tyre.k_recorridos > 0
  ),
  lives as (
    select x.tyre, x.nivel, sum(x.costo) as costo, sum(x.recorrido) as recorrido
    from (
      select tyre, nivel, costo, 0 as recorrido from life_costs
      union all select tyre, nivel, 0, recorrido from life_runs
      union all select tyre, nivel, 0, recorrido from registered
    ) x
    group by 1, 2
  )`;
