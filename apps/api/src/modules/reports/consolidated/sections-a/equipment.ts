import { sql } from 'drizzle-orm';
import {
  AXLE_NAMES,
  type ConsolidatedSectionsA,
  type InspectedEquipmentRow,
  SECTIONS_A_LIMIT,
} from '@huella/contracts';
import type { Db } from '../../../../db/client';
import { queryRows } from '../../../../db/prepared';
import type { ConsolidatedQuery } from '../period';

interface EquipmentRow {
  nomtipo: string;
  marca: string;
  modelo: string;
  total_vehiculos: number;
  direccional: number;
  traccion: number;
  libre: number;
}

/**
 * Equipos inspeccionados: the vehicles with a finished inspection in the period, per type, brand and model, and
 * the tyre slots of their configurations per axle type (1 direccional, 2 tracción, 3 eje libre).
 */
export async function getInspectedEquipment(
  db: Db,
  query: ConsolidatedQuery,
): Promise<ConsolidatedSectionsA['equipos_inspeccionados']> {
  const rows = await queryRows<EquipmentRow>(
    db,
    sql`with vehiculos_periodo as (
        select distinct i.id_vehiculo from inspecciones i
        where i.id_cliente = ${query.clientId}
          and i.fecha_inspeccion between ${query.from}::date and ${query.to}::date
      ), v as (
        select v.id_tipo, v.id_marca, v.id_modelo, v.id_configuracion
        from vehiculos_periodo p join vehiculos v on v.id_cliente = ${query.clientId} and v.id = p.id_vehiculo
      ), ranuras as (
        select p.id_configuracion,
          count(*) filter (where p.id_ejes = 1)::int as direccional,
          count(*) filter (where p.id_ejes = 2)::int as traccion,
          count(*) filter (where p.id_ejes = 3)::int as libre
        from vehiculo_configuracion_posiciones p
        where p.id_configuracion in (select id_configuracion from v)
        group by p.id_configuracion
      )
      select t.descripcion::text as nomtipo, ma.descripcion::text as marca, mo.descripcion::text as modelo,
        count(*)::int as total_vehiculos,
        coalesce(sum(r.direccional), 0)::int as direccional,
        coalesce(sum(r.traccion), 0)::int as traccion,
        coalesce(sum(r.libre), 0)::int as libre
      from v
        join vehiculo_tipos t on t.id = v.id_tipo
        join vehiculo_marcas ma on ma.id = v.id_marca
        join vehiculo_modelos mo on mo.id = v.id_modelo
        left join ranuras r on r.id_configuracion = v.id_configuracion
      group by t.descripcion, ma.descripcion, mo.descripcion
      order by t.descripcion, ma.descripcion, mo.descripcion
      limit ${SECTIONS_A_LIMIT + 1}`,
  );
  const data: InspectedEquipmentRow[] = rows.slice(0, SECTIONS_A_LIMIT).map((row) => ({
    nomtipo: row.nomtipo,
    marca: row.marca,
    modelo: row.modelo,
    total_vehiculos: row.total_vehiculos,
    ejes_delanteros: { descripcion: AXLE_NAMES[1] ?? '', cantidad: row.direccional },
    ejes_posteriores: { descripcion: AXLE_NAMES[2] ?? '', cantidad: row.traccion },
    ejes_libres: { descripcion: AXLE_NAMES[3] ?? '', cantidad: row.libre },
    total_neumaticos: row.direccional + row.traccion + row.libre,
  }));
  return { data, limitado: rows.length > SECTIONS_A_LIMIT };
}
