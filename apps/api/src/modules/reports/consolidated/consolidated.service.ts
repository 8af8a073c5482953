import { and, asc, eq, sql } from 'drizzle-orm';
import { type ConsolidatedReport, type ConsolidatedState, trackingLabel } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { administracionReportes, clientes, recomendacionesReporte } from '../../../db/schema/index';
import { plannedStatement } from '../../../db/prepared';
import { NotFoundError } from '../../../lib/http-errors';
import { type ConsolidatedQuery, periodLabel } from './period';
import { reportLane } from './report-lanes';
import { getSectionsA } from './sections-a.queries';
import { getSectionsB } from './sections-b.queries';
import { getSectionsC } from './sections-c.queries';

/** The recommendations of the period, in the order they were written. */
export function listRecommendations(
  db: Db,
  query: Pick<ConsolidatedQuery, 'clientId' | 'year' | 'month1' | 'month2'>,
) {
  return db
    .select({ id: recomendacionesReporte.id, descripcion: recomendacionesReporte.descripcion })
    .from(recomendacionesReporte)
    .where(
      and(
        eq(recomendacionesReporte.id_cliente, query.clientId),
        eq(recomendacionesReporte.anio, query.year),
        eq(recomendacionesReporte.mes1, query.month1),
        eq(recomendacionesReporte.mes2, query.month2),
      ),
    )
    .orderBy(asc(recomendacionesReporte.id));
}

type PeriodParams = { clientId: number; from: string; to: string };

/** Finished inspections of the period, and the vehicles and tyres they read. */
const countsStatement = plannedStatement<
  { inspecciones: number; vehiculos: number; neumaticos: number },
  PeriodParams
>(sql`select
    (select count(*)::int from inspecciones i
      where i.id_cliente = ${sql.placeholder('clientId')}::int
        and i.fecha_inspeccion between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date) as inspecciones,
    (select count(distinct i.id_vehiculo)::int from inspecciones i
      where i.id_cliente = ${sql.placeholder('clientId')}::int
        and i.fecha_inspeccion between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date) as vehiculos,
    (select count(distinct d.id_neumatico)::int from inspeccion_detalles d
      where d.id_cliente = ${sql.placeholder('clientId')}::int and d.id_inspeccion is not null
        and d.fecha_inspeccion between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date) as neumaticos`);

async function periodCounts(db: Db, query: ConsolidatedQuery) {
  const [row] = await countsStatement.execute(db, {
    clientId: query.clientId,
    from: query.from,
    to: query.to,
  });
  return {
    inspecciones: row?.inspecciones ?? 0,
    vehiculos: row?.vehiculos ?? 0,
    neumaticos: row?.neumaticos ?? 0,
  };
}

/** The report sent for approval for this period, if any. */
function trackedReport(db: Db, query: ConsolidatedQuery) {
  return db
    .select({
      id: administracionReportes.id,
      estado: administracionReportes.estado,
      fecha: administracionReportes.updated_at,
    })
    .from(administracionReportes)
    .where(
      and(
        eq(administracionReportes.id_cliente, query.clientId),
        eq(administracionReportes.anio, query.year),
        eq(administracionReportes.mes1, query.month1),
        eq(administracionReportes.mes2, query.month2),
      ),
    )
    .limit(1);
}

/**
 * Everything the consolidated report shows for a client and period (spec 3 §2.5): the frame and every section.
 * The screen and the PDF read this same answer, so the document prints what the screen showed.
 */
export async function getConsolidatedReport(db: Db, query: ConsolidatedQuery): Promise<ConsolidatedReport> {
  const [client] = await db
    .select({
      id: clientes.id,
      razon_social: clientes.razon_social,
      ruc: clientes.ruc,
      ruta_logo: clientes.ruta_logo,
    })
    .from(clientes)
    .where(eq(clientes.id, query.clientId));
  if (!client) throw new NotFoundError();
  // Every statement of the report two at a time (report-lanes.ts); PGlite runs them in turn anyway.
  const [counts, [tracked], recomendaciones, sectionsA, sectionsB, sectionsC] = await Promise.all([
    reportLane(() => periodCounts(db, query)),
    reportLane(() => trackedReport(db, query)),
    reportLane(() => listRecommendations(db, query)),
    getSectionsA(db, query),
    getSectionsB(db, query),
    getSectionsC(db, query),
  ]);
  const estado = (tracked?.estado ?? null) as ConsolidatedState | null;
  return {
    cliente: { ...client, ruc: client.ruc ?? '' },
    periodo: {
      year: query.year,
      month1: query.month1,
      month2: query.month2,
      desde: query.from,
      hasta: query.to,
      etiqueta: periodLabel(query.year, query.month1, query.month2),
    },
    seguimiento: {
      estado,
      etiqueta: trackingLabel(estado),
      id_reporte: tracked?.id ?? null,
      fecha: tracked ? tracked.fecha.toISOString() : null,
      inspecciones: counts.inspecciones,
      vehiculos_inspeccionados: counts.vehiculos,
      neumaticos_inspeccionados: counts.neumaticos,
    },
    recomendaciones,
    ...sectionsA,
    ...sectionsB,
    ...sectionsC,
  };
}
