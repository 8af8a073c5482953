import { type SQL, sql } from 'drizzle-orm';

/**
 * km_total of a tyre (domain.md §4) in SQL: the distance entered at registration (`k_recorridos`), plus the
 * closed, non-voided installation records (`km_recorrido`, a running total kept by the triggers of migration
 * 0013), plus the open record's span so far: the vehicle's latest accepted reading (`vehiculos.kilometraje`)
 * minus the record's `km_instalacion`. Hours for a tyre of unit H: the vehicle's meter is its hour meter.
 *
 * Two forms of the same figure:
 * - `openRecordJoin(tyre)` + `kmTotal(tyre)`: a plain LEFT JOIN, so the planner may hash the client's open
 *   records once when a query reads thousands of tyres (the indicators).
 * - `tyreKmTotal(tyre)`: one scalar subquery, for a query that reads a few tyres (one index probe on the
 *   unique open-record index per tyre).
 */

/** Aliases the join gives the open record and its vehicle (unlikely to clash with a caller's own). */
const OPEN = sql.identifier('km_abierto_h');
const VEHICLE = sql.identifier('km_abierto_v');

/** The open record's span; 0 without an open record (or a record without vehicle). Never negative. */
const openSpan = sql`coalesce(greatest(${VEHICLE}.kilometraje - ${OPEN}.km_instalacion, 0), 0)`;

/**
 * `left join …` the tyre's open installation record and its vehicle; put it after `from neumaticos <tyre>`.
 * Both joins carry id_cliente (the composite foreign keys), so they stay inside the client's rows.
 */
export function openRecordJoin(tyre: string): SQL {
  const n = sql.identifier(tyre);
  return sql`left join neumatico_historial ${OPEN}
      on ${OPEN}.id_cliente = ${n}.id_cliente and ${OPEN}.id_neumatico = ${n}.id and ${OPEN}.km_retiro is null
    left join vehiculos ${VEHICLE}
      on ${VEHICLE}.id_cliente = ${OPEN}.id_cliente and ${VEHICLE}.id = ${OPEN}.id_vehiculo`;
}

/** km_total (numeric) of the tyre `tyre`; needs `openRecordJoin(tyre)` in the FROM. */
export function kmTotal(tyre: string): SQL {
  const n = sql.identifier(tyre);
  return sql`(${n}.k_recorridos + ${n}.km_recorrido + ${openSpan})`;
}

/** km_total (numeric) of the tyre `tyre` as a self-contained expression (no join needed). */
export function tyreKmTotal(tyre: string): SQL {
  const n = sql.identifier(tyre);
  return sql`(${n}.k_recorridos + ${n}.km_recorrido + coalesce((
      select greatest(v.kilometraje - h.km_instalacion, 0)
      from neumatico_historial h
      join vehiculos v on v.id_cliente = h.id_cliente and v.id = h.id_vehiculo
      where h.id_cliente = ${n}.id_cliente and h.id_neumatico = ${n}.id and h.km_retiro is null
    ), 0))`;
}
