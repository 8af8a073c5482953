import { sql } from 'drizzle-orm';
import type { ConsolidatedQuery } from '../period';

/**
 * The finished readings of the period, driven by the inspections of the period on inspecciones_cliente_fecha
 * (id_cliente, fecha_inspeccion) and their readings by inspeccion_detalles_posicion (id_inspeccion, …): no scan
 * of the client's readings. The CTE is named `lecturas` (a reading's columns, `fecha` the inspection's date).
 */
export function readingsOfPeriod(query: ConsolidatedQuery) {
  return sql`lecturas as (
    select d.*, i.fecha_inspeccion as fecha, i.km_inspeccion as km
    from inspecciones i
      join inspeccion_detalles d on d.id_cliente = i.id_cliente and d.id_inspeccion = i.id
    where i.id_cliente = ${query.clientId}
      and i.fecha_inspeccion between ${query.from}::date and ${query.to}::date
  )`;
}
