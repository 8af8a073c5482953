import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  detailedReportExportQuery,
  detailedReportRequest,
  detailedReportResponse,
  errorResponse,
} from '@huella/contracts';
import { FILE_NAME_HEADER, keysetBatches, sendExport } from '../../../lib/export';
import { clientOf } from '../../../plugins/access';
import { DETAILED_COLUMNS } from './detailed-report.export';
import {
  type DetailedExportKey,
  getDetailedReport,
  listDetailedExportBatch,
  periodFilter,
} from './detailed-report.queries';

const tags = ['Reportes: detallado por cliente'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/**
 * /reportedetalladoporcliente has permission 0 (spec 3 §2: any user working on the client), but its rows are
 * the inspections' readings: it asks for view on /inspeccionreporte (71), the screen those readings already
 * belong to, so a grant that hides the inspection report hides them here too (docs/decisions/0040).
 */
const INSPECTION_REPORT_MENU = 71;
const view = { access: { menu: INSPECTION_REPORT_MENU, action: ACTION.view, client: true } } as const;

/** The detailed report per client (/reportedetalladoporcliente): a page of the period, and its export. */
export const detailedReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/detalladoporcliente',
    {
      schema: {
        tags,
        summary: 'Inspecciones del periodo (más recientes primero) con sus lecturas por posición; paginado',
        body: detailedReportRequest,
        response: { 200: detailedReportResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const { fecha_inicial, fecha_final, placa, page, per_page } = request.body;
      return getDetailedReport(app.db, {
        clientId: clientOf(request),
        from: fecha_inicial,
        to: fecha_final,
        placa,
        page,
        per_page,
      });
    },
  );

  app.get(
    '/excel/reportedetalladoporcliente',
    {
      schema: {
        tags,
        summary:
          'Exportar cada lectura del periodo (hasta 12 meses), en el orden de la pantalla (Excel o CSV)',
        querystring: detailedReportExportQuery,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const { fecha_inicial, fecha_final, placa, extension } = request.query;
      const where = await periodFilter(app.db, {
        clientId: clientOf(request),
        from: fecha_inicial,
        to: fecha_final,
        placa,
      });
      const fileName = `reporte-detallado-${fecha_inicial}-a-${fecha_final}`;
      reply.header(FILE_NAME_HEADER, `${fileName}.${extension}`);
      return sendExport(reply, {
        format: extension,
        fileName,
        sheetName: 'Reporte detallado',
        columns: DETAILED_COLUMNS,
        // No unit matches the plate: the file has its header row alone.
        batches: where
          ? keysetBatches(
              (after: DetailedExportKey | undefined, limit) =>
                listDetailedExportBatch(app.db, { where, after, limit }),
              (row) => ({
                fecha: row.fecha_inspeccion,
                inspectionId: row.id_inspeccion,
                posicion: row.posicion,
                id: row.id,
              }),
            )
          : (async function* () {})(),
      });
    },
  );
};
