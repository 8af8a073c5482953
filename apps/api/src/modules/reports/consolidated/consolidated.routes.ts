import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  consolidatedReportRequest,
  consolidatedReportResponse,
  errorResponse,
} from '@huella/contracts';
import { clientOf } from '../../../plugins/access';
import { consolidatedQuery } from './period';
import { getConsolidatedReport } from './consolidated.service';

const tags = ['Reportes: consolidado'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** Permission id of /reporteconsolidado (packages/contracts routes.ts). */
export const CONSOLIDATED_MENU = 80;
export const consolidatedView = {
  access: { menu: CONSOLIDATED_MENU, action: ACTION.view, client: true },
} as const;

/** reporte/datosreporteconsolidado (spec 3 §2.5, §7): every section of the client's report for a period. */
export const consolidatedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/datosreporteconsolidado',
    {
      schema: {
        tags,
        summary:
          'Reporte consolidado del periodo (año, primer y último mes): seguimiento, recomendaciones y todas las secciones',
        body: consolidatedReportRequest,
        response: { 200: consolidatedReportResponse, ...errors },
      },
      config: consolidatedView,
    },
    async (request) =>
      getConsolidatedReport(app.db, consolidatedQuery({ ...request.body, clientId: clientOf(request) })),
  );
};
