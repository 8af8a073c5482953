import { sql } from 'drizzle-orm';

/**
 * The report's row of a vehicle (spec 2 §3) over alias `v`: the vehicle with the names of what it points to, one
 * shape for the list, one vehicle and the export. The names are scalar subqueries by primary key rather than
 * joins: PostgreSQL spent ~9 ms per list request weighing every order of seven joined tables against 0.3 ms of
 * execution (bench/README.md); a subquery per name is planned on its own, in microseconds. Numbers are cast and
 * the timestamp written as text, so both drivers give the answer's types without mapping.
 */
export const VEHICLE_COLUMNS = sql.raw(`v.id, v.placa, coalesce(v.codigo, '') as codigo,
  v.id_tipo, (select x.descripcion from vehiculo_tipos x where x.id = v.id_tipo) as tipo,
  v.id_marca, (select x.descripcion from vehiculo_marcas x where x.id = v.id_marca) as marca,
  v.id_modelo, (select x.descripcion from vehiculo_modelos x where x.id = v.id_modelo) as modelo,
  v.ruta, (select x.aplicacion from aplicaciones x where x.id = v.ruta) as aplicacion,
  v.id_planta, coalesce((select x.nombre from plantas x where x.id = v.id_planta), '') as nomplanta,
  v.id_configuracion,
  (select x.nombre from vehiculo_configuraciones x where x.id = v.id_configuracion) as configuracion,
  (select x.nroneumaticos::int from vehiculo_configuraciones x where x.id = v.id_configuracion) as nroneumaticos,
  v.tipo_costo::int as tipo_costo, coalesce(v.fecha_fabricacion::text, '') as fecha_fabricacion,
  v.estado::int as estado, case when v.estado = 1 then 'Activo' else 'No Activo' end as nomestado,
  v.kilometraje::float8 as kilometraje, v.flag_id,
  to_char(v.fecha_registro at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as fecha_registro`);
