import { sql } from 'drizzle-orm';
import {
  type ConsolidatedSectionsB,
  INSPECTION_DETAIL_LIMIT,
  type InspectionDetail,
  type InspectionDetailTyre,
  PRESSURE_BANDS,
} from '@huella/contracts';
import type { Db } from '../../../../db/client';
import { queryRows } from '../../../../db/prepared';
import type { ConsolidatedQuery } from '../period';

/** Ours: the reading's accessibility, and whether the tyre was read 'Neumático en Mal estado' (verdict 4). */
export const DETAIL_TEXTS = { accesible: 'Accesible', si: 'Sí', no: 'No' } as const;

type Row = Omit<InspectionDetail, 'detalle'> & { rank: number } & Partial<InspectionDetailTyre>;

/**
 * Detalle de inspecciones: the last finished inspection of each vehicle in the period (date, then id), vehicles by
 * plate, one over the cap, with every reading of those inspections — one statement (inspections left-joined to
 * their readings), grouped here. Pressure status as the domain's pressureStatus, computed in SQL.
 */
export async function getInspectionDetail(
  db: Db,
  query: ConsolidatedQuery,
): Promise<ConsolidatedSectionsB['detalle_inspecciones']> {
  const rows = await queryRows<Row>(
    db,
    sql`with ultima as (
        select distinct on (i.id_vehiculo) i.id, i.id_vehiculo, i.fecha_inspeccion, i.km_inspeccion
        from inspecciones i
        where i.id_cliente = ${query.clientId}
          and i.fecha_inspeccion between ${query.from}::date and ${query.to}::date
        order by i.id_vehiculo, i.fecha_inspeccion desc, i.id desc
      ),
      cabecera as (
        select u.id as id_inspeccion, to_char(u.fecha_inspeccion, 'YYYY-MM-DD') as fecha_inspeccion,
          u.km_inspeccion::float8 as km_inspeccion, vt.descripcion::text as tipovehiculo,
          vm.descripcion::text as marcavehiculo, v.placa::text as placa,
          row_number() over (order by v.placa, u.id)::int as rank
        from ultima u
          join vehiculos v on v.id_cliente = ${query.clientId} and v.id = u.id_vehiculo
          join vehiculo_tipos vt on vt.id = v.id_tipo
          join vehiculo_marcas vm on vm.id = v.id_marca
        order by v.placa, u.id
        limit ${INSPECTION_DETAIL_LIMIT + 1}
      )
      select c.*, d.posicion::int as posicion, ma.descripcion::text as marcaneumatico,
        me.descripcion::text as medidaneumatico, mo.descripcion::text as modeloneumatico,
        case when d.vida > 0 or n.nuevo = 0 then 'Reencauchado' else 'Nuevo' end as condicion,
        di.nombre::text as disenioneumatico, n.num_serie::text as num_serie,
        coalesce(tv.dato, d.valvula)::text as valvula,
        case when d.accesibilidad = 1 then ${DETAIL_TEXTS.accesible} else mi.dato end::text as accesibilidad,
        case when d.estado = 4 then ${DETAIL_TEXTS.si} else ${DETAIL_TEXTS.no} end as malogrado,
        case when d.accesibilidad = 1 then d.presion::float8 end as presionactual,
        nullif(n.presion_recomendada, 0)::float8 as presion_recomendada,
        case when d.accesibilidad = 1 and n.presion_recomendada > 0 then
          case when (d.presion - n.presion_recomendada) / n.presion_recomendada < -0.2 then ${PRESSURE_BANDS.critica}
            when (d.presion - n.presion_recomendada) / n.presion_recomendada < -0.1 then ${PRESSURE_BANDS.baja}
            when (d.presion - n.presion_recomendada) / n.presion_recomendada <= 0.1 then ${PRESSURE_BANDS.normal}
            else ${PRESSURE_BANDS.alta} end
        end as estadopresion,
        n.remanente_original::float8 as remanente_original, d.exterior::float8 as exterior,
        d.medio::float8 as medio, d.interior::float8 as interior, d.nsd::float8 as nsk_minimo,
        d.recomendacion::text as recomendacion
      from cabecera c
        left join inspeccion_detalles d on d.id_cliente = ${query.clientId} and d.id_inspeccion = c.id_inspeccion
        left join neumaticos n on n.id_cliente = ${query.clientId} and n.id = d.id_neumatico
        left join neumatico_marcas ma on ma.id = coalesce(d.id_marca, n.id_marca)
        left join neumatico_medidas me on me.id = n.id_medida
        left join neumatico_modelos mo on mo.id = n.id_modelo
        left join neumatico_disenios di on di.id = coalesce(d.id_disenio, n.id_disenio)
        left join tipos_valvula tv on tv.codigo = d.valvula
        left join motivos_inaccesibilidad mi on mi.numero = d.motivo_inaccesibilidad
      order by c.rank, d.posicion`,
  );
  const byInspection = new Map<number, InspectionDetail>();
  let limitado = false;
  for (const row of rows) {
    if (row.rank > INSPECTION_DETAIL_LIMIT) {
      limitado = true;
      continue;
    }
    let head = byInspection.get(row.id_inspeccion);
    if (!head) {
      head = {
        id_inspeccion: row.id_inspeccion,
        fecha_inspeccion: row.fecha_inspeccion,
        km_inspeccion: row.km_inspeccion,
        tipovehiculo: row.tipovehiculo,
        marcavehiculo: row.marcavehiculo,
        placa: row.placa,
        detalle: [],
      };
      byInspection.set(row.id_inspeccion, head);
    }
    if (row.posicion == null) continue;
    head.detalle.push({
      posicion: row.posicion,
      marcaneumatico: row.marcaneumatico ?? '',
      medidaneumatico: row.medidaneumatico ?? '',
      modeloneumatico: row.modeloneumatico ?? '',
      condicion: row.condicion ?? '',
      disenioneumatico: row.disenioneumatico ?? null,
      num_serie: row.num_serie ?? '',
      valvula: row.valvula ?? '',
      accesibilidad: row.accesibilidad ?? '',
      malogrado: row.malogrado ?? '',
      presionactual: row.presionactual ?? null,
      presion_recomendada: row.presion_recomendada ?? null,
      estadopresion: row.estadopresion ?? null,
      remanente_original: row.remanente_original ?? 0,
      exterior: row.exterior ?? 0,
      medio: row.medio ?? null,
      interior: row.interior ?? 0,
      nsk_minimo: row.nsk_minimo ?? 0,
      recomendacion: row.recomendacion ?? '',
    });
  }
  return { data: [...byInspection.values()], limitado };
}
