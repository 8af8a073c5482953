import { type SQL, sql } from 'drizzle-orm';
import { MONTH_NAMES } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import {
  clientInScope,
  fullName,
  instantKey,
  keyInstant,
  limaDateTime,
  limaDay,
  type UsageScope,
  withinLimaDays,
} from './usage-scope';

/**
 * Searches and downloads of the consolidated report (spec 3 §2.16): rows of `consultas_reporte` made in a year
 * (counted per month) or in one month of it (per day), by Lima's calendar; of one client or of every client
 * the viewer may see. Every period of the year or month is answered, zeros included.
 */
export interface ConsolidatedUsageQuery {
  scope: UsageScope;
  clientId: number | null;
  anio: number;
  mes: number | null;
}

const pad = (value: number) => String(value).padStart(2, '0');
const daysIn = (anio: number, mes: number) => new Date(Date.UTC(anio, mes, 0)).getUTCDate();

/** The first and last day of the year, or of the month when one is given. */
function periodOf(query: ConsolidatedUsageQuery) {
  if (query.mes === null) return { from: `${query.anio}-01-01`, to: `${query.anio}-12-31`, periods: 12 };
  const days = daysIn(query.anio, query.mes);
  const month = `${query.anio}-${pad(query.mes)}`;
  return { from: `${month}-01`, to: `${month}-${pad(days)}`, periods: days };
}

/** The period's searches and downloads over alias `r` the viewer may see. */
function consultationsWhere(query: ConsolidatedUsageQuery): SQL {
  const { from, to } = periodOf(query);
  return sql`${withinLimaDays(sql`r.created_at`, from, to)}
    and ${clientInScope(query.scope, sql`r.id_cliente`)}
    ${query.clientId === null ? sql`` : sql`and r.id_cliente = ${query.clientId}`}`;
}

export interface ConsolidatedUsagePeriod {
  periodo: number;
  nombre: string;
  busquedas: number;
  descargas: number;
}

/** Searches and downloads per month (or per day of the month), every period present. */
export async function getConsolidatedUsage(
  db: Db,
  query: ConsolidatedUsageQuery,
): Promise<ConsolidatedUsagePeriod[]> {
  const { periods } = periodOf(query);
  const part = query.mes === null ? sql.raw('month') : sql.raw('day');
  const rows = await queryRows<Omit<ConsolidatedUsagePeriod, 'nombre'>>(
    db,
    sql`with c as (
        select extract(${part} from ${limaDay(sql`r.created_at`)})::int as periodo,
          count(*) filter (where r.tipo = 'busqueda')::int as busquedas,
          count(*) filter (where r.tipo = 'descarga')::int as descargas
        from consultas_reporte r where ${consultationsWhere(query)}
        group by 1
      )
      select p as periodo, coalesce(c.busquedas, 0) as busquedas, coalesce(c.descargas, 0) as descargas
      from generate_series(1, ${periods}::int) p left join c on c.periodo = p
      order by p`,
  );
  return rows.map((row) => ({
    ...row,
    nombre: query.mes === null ? (MONTH_NAMES[row.periodo - 1] ?? String(row.periodo)) : String(row.periodo),
  }));
}

/** A search or download of the detail export. */
export interface ConsultationRow {
  id: number;
  fecha: string;
  tipo: 'busqueda' | 'descarga';
  nombre: string;
  email: string;
  cliente: string;
  anio: number;
  mes_inicio: number;
  mes_fin: number;
  key: string;
}

/** One keyset batch of the period's searches and downloads, newest first. */
export async function listConsultationBatch(
  db: Db,
  params: ConsolidatedUsageQuery & { after: { key: string; id: number } | undefined; limit: number },
): Promise<ConsultationRow[]> {
  const { after } = params;
  const afterKey = after ? sql`and (r.created_at, r.id) < (${keyInstant(after.key)}, ${after.id})` : sql``;
  return queryRows<ConsultationRow>(
    db,
    sql`select r.id, ${limaDateTime(sql`r.created_at`)} as fecha, r.tipo, ${fullName('u')} as nombre, u.email,
        c.razon_social as cliente, r.anio::int as anio, r.mes_inicio::int as mes_inicio, r.mes_fin::int as mes_fin,
        ${instantKey(sql`r.created_at`)} as key
      from consultas_reporte r
      join usuarios u on u.id = r.id_usuario
      join clientes c on c.id = r.id_cliente
      where ${consultationsWhere(params)} ${afterKey}
      order by r.created_at desc, r.id desc
      limit ${params.limit}`,
  );
}
