import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  consolidatedReportRequest,
  consolidatedReportResponse,
  errorResponse,
} from '@huella/contracts';
import type { Db } from '../../../db/client';
import { consultasReporte } from '../../../db/schema/index';
import { clientOf, userOf } from '../../../plugins/access';
import { type ConsolidatedQuery, consolidatedQuery } from './period';
import { getConsolidatedReport } from './consolidated.service';

const tags = ['Reportes: consolidado'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** Permission id of /reporteconsolidado (packages/contracts routes.ts). */
export const CONSOLIDATED_MENU = 80;
export const consolidatedView = {
  access: { menu: CONSOLIDATED_MENU, action: ACTION.view, client: true },
} as const;

/**
 * One search ('busqueda': the data of a period answered) or download ('descarga': its PDF generated) of a
 * client's consolidated report, for the technical report's charts (spec 3 §2.16).
 */
export async function recordReportQuery(
  db: Db,
  params: { userId: number; tipo: 'busqueda' | 'descarga'; query: ConsolidatedQuery },
): Promise<void> {
  await db.insert(consultasReporte).values({
    id_usuario: params.userId,
    id_cliente: params.query.clientId,
    tipo: params.tipo,
    anio: params.query.year,
    mes_inicio: params.query.month1,
    mes_fin: params.query.month2,
  });
}

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
    async (request) => {
      const query = consolidatedQuery({ ...request.body, clientId: clientOf(request) });
      const report = await getConsolidatedReport(app.db, query);
      // Counted once answered: a refused or failed search is no search of the report.
      await recordReportQuery(app.db, { userId: userOf(request).id, tipo: 'busqueda', query });
      return report;
    },
  );
};
