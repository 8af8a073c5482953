import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consolidatedUsageExportRequest,
  consolidatedUsageRequest,
  consolidatedUsageResponse,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { keysetBatches } from '../../../lib/export';
import {
  type ConsolidatedUsageQuery,
  getConsolidatedUsage,
  listConsultationBatch,
} from './consolidated-usage.queries';
import { errors, type KeysetAfter, keyOf, tags, view } from './technical-report.access';
import { CONSOLIDATED_USAGE_COLUMNS, CONSULTATION_COLUMNS } from './technical-report.export';
import { oneBatch, sendUsageExport } from './usage-export';
import { viewerScope } from './usage-scope';

/** Technical report: searches and downloads of the consolidated report (two charts) and their export. */
export const consolidatedUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  const consolidatedQuery = async (
    request: FastifyRequest,
    body: { id_cliente?: number | null; anio: number; mes?: number | null },
  ): Promise<ConsolidatedUsageQuery> => {
    const clientId = body.id_cliente ?? null;
    const scope = await viewerScope(app.db, request, { clientId });
    return { scope, clientId, anio: body.anio, mes: body.mes ?? null };
  };

  for (const [path, tipo, label] of [
    ['reportebusquedasconsolidado', 'busquedas', 'Búsquedas'],
    ['reportedescargasconsolidado', 'descargas', 'Descargas'],
  ] as const) {
    app.post(
      `/reporte/${path}`,
      {
        schema: {
          tags,
          summary: `${label} del reporte consolidado por mes del año (o por día del mes elegido)`,
          body: consolidatedUsageRequest,
          response: { 200: consolidatedUsageResponse, ...errors },
        },
        config: view,
      },
      async (request) => {
        const periods = await getConsolidatedUsage(app.db, await consolidatedQuery(request, request.body));
        return {
          data: periods.map((period) => ({
            periodo: period.periodo,
            nombre: period.nombre,
            total: period[tipo],
          })),
        };
      },
    );
  }

  app.post(
    '/excel/reportedescargasconsolidado',
    {
      schema: {
        tags,
        summary:
          "Exportar búsquedas y descargas del reporte consolidado: reporte '' por periodo, 'detalles' cada una (Excel)",
        body: consolidatedUsageExportRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const query = await consolidatedQuery(request, request.body);
      const period =
        query.mes === null ? `${query.anio}` : `${query.anio}-${String(query.mes).padStart(2, '0')}`;
      if (request.body.reporte === 'detalles') {
        return sendUsageExport(reply, {
          fileName: `reporte-consolidado-uso-detalle-${period}`,
          sheetName: 'Detalle',
          columns: CONSULTATION_COLUMNS,
          batches: keysetBatches(
            (after: KeysetAfter, limit) => listConsultationBatch(app.db, { ...query, after, limit }),
            keyOf,
          ),
        });
      }
      return sendUsageExport(reply, {
        fileName: `reporte-consolidado-uso-${period}`,
        sheetName: 'Resumen',
        columns: CONSOLIDATED_USAGE_COLUMNS(query.mes !== null),
        batches: oneBatch(() => getConsolidatedUsage(app.db, query)),
      });
    },
  );
};
