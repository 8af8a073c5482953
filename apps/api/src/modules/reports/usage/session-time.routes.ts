import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionTimeExportRequest, sessionTimeRequest, sessionTimeResponse } from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { keysetBatches } from '../../../lib/export';
import { getSessionTime, listSessionTimeEntryBatch, type SessionTimeQuery } from './session-time.queries';
import { errors, type KeysetAfter, keyOf, tags, view } from './technical-report.access';
import { SESSION_TIME_COLUMNS, SESSION_TIME_DETAIL_COLUMNS } from './technical-report.export';
import { oneBatch, sendUsageExport } from './usage-export';
import { viewerScope } from './usage-scope';

/** Technical report: session time per user (the chart) and its exports (summary and each entry). */
export const sessionTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessionTimeQuery = async (
    request: FastifyRequest,
    body: { id_cliente?: number | null; fecha_inicial: string; fecha_final: string },
  ): Promise<SessionTimeQuery> => {
    const clientId = body.id_cliente ?? null;
    const scope = await viewerScope(app.db, request, { clientId });
    return { scope, clientId, from: body.fecha_inicial, to: body.fecha_final };
  };

  app.post(
    '/reporte/tiemposesionusuarios',
    {
      schema: {
        tags,
        summary: 'Tiempo en sesión por usuario (segundos) de los ingresos del periodo',
        body: sessionTimeRequest,
        response: { 200: sessionTimeResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      data: await getSessionTime(app.db, await sessionTimeQuery(request, request.body)),
    }),
  );

  app.post(
    '/excel/reportetiemposesionusuario',
    {
      schema: {
        tags,
        summary:
          "Exportar el tiempo en sesión: reporte '' resumen por usuario, 'detalles' cada ingreso (Excel)",
        body: sessionTimeExportRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const query = await sessionTimeQuery(request, request.body);
      const period = `${query.from}-a-${query.to}`;
      if (request.body.reporte === 'detalles') {
        return sendUsageExport(reply, {
          fileName: `reporte-tiempo-sesion-detalle-${period}`,
          sheetName: 'Detalle',
          columns: SESSION_TIME_DETAIL_COLUMNS,
          batches: keysetBatches(
            (after: KeysetAfter, limit) => listSessionTimeEntryBatch(app.db, { ...query, after, limit }),
            keyOf,
          ),
        });
      }
      return sendUsageExport(reply, {
        fileName: `reporte-tiempo-sesion-${period}`,
        sheetName: 'Resumen',
        columns: SESSION_TIME_COLUMNS,
        batches: oneBatch(() => getSessionTime(app.db, query)),
      });
    },
  );
};
