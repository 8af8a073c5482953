import { type SQL, sql } from 'drizzle-orm';

/**
 * `records as (…)`: a CTE of one tyre's installation records in its current life (and, when `history`, its
 * earlier lives), for the wear curves (domain.md §4). A record voided as an installation error (motivo_retiro 6)
 * counts 0 km and is left out. Each row: id, vida, id_vehiculo, fecha_instalacion, km_instalacion, `span` (its
 * km: to km_retiro, or for the open record to its vehicle's latest accepted reading) and `antes` (km of the
 * earlier records of the same life), so a reading at km k on that record sits at `antes + (k − km_instalacion)`
 * of the life.
 */
export function lifeRecords(clientId: SQL, tyreId: SQL, currentLife: SQL, history: SQL): SQL {
  return sql`records as (
    select h.id, h.n_reencauche as vida, h.id_vehiculo, h.fecha_instalacion, h.km_instalacion, s.span,
      sum(s.span) over (partition by h.n_reencauche order by h.fecha_instalacion, h.id) - s.span as antes
    from neumatico_historial h
    left join vehiculos ov on h.km_retiro is null and ov.id_cliente = h.id_cliente and ov.id = h.id_vehiculo
    cross join lateral (
      select coalesce(h.km_retiro, greatest(ov.kilometraje, h.km_instalacion), h.km_instalacion)
        - h.km_instalacion as span
    ) s
    where h.id_cliente = ${clientId} and h.id_neumatico = ${tyreId} and h.motivo_retiro is distinct from 6
      and (h.n_reencauche = ${currentLife} or (${history} and h.n_reencauche < ${currentLife}))
  )`;
}
