import { type SQL, sql } from 'drizzle-orm';
import { type InspectionsByClientResponse, REPORT_MSG } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import {
  lifeOfCondition,
  lifeRetreader,
  type MarketingViewer,
  NO_SECTOR,
  viewerClients,
} from './marketing-sql';

/**
 * The ETL inspections export of /marketing (spec 3 §2.18): every finished reading of the period of the viewer's
 * clients, of the condition's lives, one row each; and the count per client the screen shows before it.
 */
export interface EtlQuery {
  viewer: MarketingViewer;
  fechainicio: string;
  fechafin: string;
  condicion?: number;
}

/** One row of the export. */
export interface EtlExportRow {
  id_cliente: number;
  cliente: string;
  sector: string;
  id_inspeccion: number;
  codigo: string | null;
  fecha_inspeccion: string;
  km_inspeccion: number;
  placa: string;
  tipovehiculo: string | null;
  ubicacion: number;
  posicion: number;
  num_serie: string;
  marca: string | null;
  medida: string | null;
  modelo: string | null;
  disenio: string | null;
  condicion: string;
  empresa: string | null;
  remanente_original: number;
  exterior: number;
  medio: number | null;
  interior: number;
  nsd: number;
  presion: number;
  recomendacion: string;
}

/** Where a batch stopped: the inspection (client, date, id) and the reading's slot in it. */
export interface EtlExportKey {
  clientId: number;
  fecha: string;
  inspectionId: number;
  ubicacion: number;
}

const inPeriod = (query: EtlQuery, alias: string) =>
  sql`${sql.identifier(alias)}.fecha_inspeccion between ${query.fechainicio}::date and ${query.fechafin}::date`;

/** The viewer's clients in id order: the export reads them one after the other. */
export async function listViewerClientIds(db: Db, viewer: MarketingViewer): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select c.id from clientes c where ${viewerClients(viewer)} order by c.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * One keyset batch: the next `limit` readings after `after`, client by client (`clientIds`, ascending), each
 * client's in the order of the index inspecciones_cliente_fecha (client, date, inspection), then the reading's
 * slot. One client at a time, so every statement is an equality on the index's first column and a range on its
 * date: the plan follows the index whatever share of the readings the condition keeps, and each batch starts
 * where the last stopped. A market of millions of readings is read once, a thousand rows at a time, never held
 * whole. A batch may span clients; it comes back short only at the end of the market.
 */
export async function listEtlExportBatch(
  db: Db,
  params: { query: EtlQuery; clientIds: number[]; after: EtlExportKey | undefined; limit: number },
): Promise<EtlExportRow[]> {
  const { after } = params;
  const rows: EtlExportRow[] = [];
  for (const clientId of params.clientIds) {
    if (after && clientId < after.clientId) continue;
    const from = after?.clientId === clientId ? after : undefined;
    rows.push(...(await readingsOfClient(db, params.query, clientId, from, params.limit - rows.length)));
    if (rows.length >= params.limit) break;
  }
  return rows;
}

async function readingsOfClient(
  db: Db,
  query: EtlQuery,
  clientId: number,
  after: EtlExportKey | undefined,
  limit: number,
): Promise<EtlExportRow[]> {
  const afterKey: SQL = after
    ? sql`and (i.fecha_inspeccion, i.id) >= (${after.fecha}::date, ${after.inspectionId})
        and ((i.fecha_inspeccion, i.id) > (${after.fecha}::date, ${after.inspectionId})
          or d.ubicacion > ${after.ubicacion})`
    : sql``;
  const life = query.condicion === undefined ? sql`true` : lifeOfCondition(query.condicion);
  return queryRows<EtlExportRow>(
    db,
    sql`select i.id_cliente, c.razon_social as cliente,
        coalesce((select x.name from sectors x where x.id = c.id_sectors), ${NO_SECTOR}) as sector,
        i.id as id_inspeccion, i.codigo, i.fecha_inspeccion::text as fecha_inspeccion,
        i.km_inspeccion::float8 as km_inspeccion, v.placa,
        (select x.descripcion from vehiculo_tipos x where x.id = v.id_tipo) as tipovehiculo,
        d.ubicacion::int as ubicacion, d.posicion::int as posicion, n.num_serie,
        (select x.descripcion from neumatico_marcas x where x.id = coalesce(d.id_marca, n.id_marca)) as marca,
        (select x.descripcion from neumatico_medidas x where x.id = n.id_medida) as medida,
        (select x.descripcion from neumatico_modelos x where x.id = n.id_modelo) as modelo,
        (select x.nombre from neumatico_disenios x where x.id = coalesce(d.id_disenio, n.id_disenio)) as disenio,
        case when d.vida = 0 then 'N' when d.vida > 6 then 'R' else d.vida::text end as condicion,
        (select x.razon_social from empresas_reencauche x where x.id = ${lifeRetreader('d.vida')}) as empresa,
        n.remanente_original::float8 as remanente_original, d.exterior::float8 as exterior,
        d.medio::float8 as medio, d.interior::float8 as interior, d.nsd::float8 as nsd,
        d.presion::float8 as presion, d.recomendacion
      from inspecciones i
      join clientes c on c.id = i.id_cliente
      cross join lateral (
        select * from inspeccion_detalles d
        where d.id_cliente = i.id_cliente and d.id_inspeccion = i.id and ${life}
      ) d
      cross join lateral (
        select * from neumaticos n where n.id_cliente = d.id_cliente and n.id = d.id_neumatico limit 1) n
      cross join lateral (
        select * from vehiculos v where v.id_cliente = i.id_cliente and v.id = i.id_vehiculo limit 1) v
      where i.id_cliente = ${clientId} and ${inPeriod(query, 'i')} ${afterKey}
      order by i.fecha_inspeccion, i.id, d.ubicacion
      limit ${limit}`,
  );
}

export const etlExportKey = (row: EtlExportRow): EtlExportKey => ({
  clientId: row.id_cliente,
  fecha: row.fecha_inspeccion,
  inspectionId: row.id_inspeccion,
  ubicacion: row.ubicacion,
});

/**
 * etl/inspeccionesxcliente: per client of the viewer with inspections in the period, the finished inspections
 * and the readings the export would write (of the condition's lives, when given); largest first.
 */
export async function getInspectionsByClient(db: Db, query: EtlQuery) {
  const life = query.condicion === undefined ? sql`true` : lifeOfCondition(query.condicion);
  const clientes = await queryRows<{ cliente: string; sector: string; cantidad: number; lecturas: number }>(
    db,
    sql`select c.razon_social as cliente,
        coalesce((select x.name from sectors x where x.id = c.id_sectors), ${NO_SECTOR}) as sector,
        k.cantidad, l.lecturas
      from clientes c
      cross join lateral (
        select count(*)::int as cantidad from inspecciones i where i.id_cliente = c.id and ${inPeriod(query, 'i')}
      ) k
      cross join lateral (
        select count(*)::int as lecturas from inspeccion_detalles d
        where d.id_cliente = c.id and d.id_inspeccion is not null and ${inPeriod(query, 'd')} and ${life}
      ) l
      where ${viewerClients(query.viewer)} and k.cantidad > 0
      order by k.cantidad desc, c.razon_social, c.id`,
  );
  const total = clientes.reduce((sum, row) => sum + row.cantidad, 0);
  const lecturas = clientes.reduce((sum, row) => sum + row.lecturas, 0);
  return {
    success: { clientes, total, lecturas, mensaje: total === 0 ? REPORT_MSG.sinDatosTabla : null },
  } satisfies InspectionsByClientResponse;
}
