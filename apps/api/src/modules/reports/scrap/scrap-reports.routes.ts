import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  scrapByBrandExportQuery,
  scrapByBrandResponse,
  scrapByReasonExportQuery,
  scrapByReasonResponse,
  scrapReportRequest,
} from '@huella/contracts';
import { clientOf } from '../../../plugins/access';
import { sendWorkbook } from '../../../lib/export';
import { scrapExportFileName, scrapReportWorkbook } from './scrap-reports.export';
import { getScrapReport } from './scrap-reports.queries';

const tags = ['Reportes: scrap'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** Permission ids of /reportescrapmotivo and /reportescrapmarca (packages/contracts routes.ts). */
const MENU = { motivo: 84, marca: 85 } as const;
const view = (menu: number) => ({ access: { menu, action: ACTION.view, client: true } }) as const;
const WHOLE_YEAR = { from: 1, to: 12 } as const;

/**
 * Scrap by reason and by brand (spec 3 §2.10): the month-by-reason and month-by-brand tables of a year, their
 * exports. Each export is built from the same query as its screen, so the file and the screen agree.
 */
export const scrapReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/scrapmotivoretiro',
    {
      schema: {
        tags,
        summary: 'Scrap del año por mes y motivo de retiro: conteos, totales y porcentajes (suman 100)',
        body: scrapReportRequest,
        response: { 200: scrapByReasonResponse, ...errors },
      },
      config: view(MENU.motivo),
    },
    async (request) => {
      const { grupos, ...report } = await getScrapReport(app.db, {
        clientId: clientOf(request),
        year: request.body.year,
        grouping: 'motivo',
      });
      return { success: { ...report, motivos: grupos } };
    },
  );

  app.post(
    '/reporte/scrapmarca',
    {
      schema: {
        tags,
        summary: 'Scrap del año por mes y marca del neumático: conteos, totales y porcentajes (suman 100)',
        body: scrapReportRequest,
        response: { 200: scrapByBrandResponse, ...errors },
      },
      config: view(MENU.marca),
    },
    async (request) => {
      const { grupos, ...report } = await getScrapReport(app.db, {
        clientId: clientOf(request),
        year: request.body.year,
        grouping: 'marca',
      });
      return { success: { ...report, marcas: grupos } };
    },
  );

  app.get(
    '/excel/reportescrapmotivo',
    {
      schema: {
        tags,
        summary:
          'Exportar el scrap por mes y motivo de retiro del año, o de los meses month1 a month2 (Excel)',
        querystring: scrapByReasonExportQuery,
        response: errors,
      },
      config: view(MENU.motivo),
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      const { year } = request.query;
      const months = { from: request.query.month1 ?? 1, to: request.query.month2 ?? 12 };
      return sendWorkbook(request, reply, async () => {
        const report = await getScrapReport(app.db, {
          clientId,
          year,
          grouping: 'motivo',
          fromMonth: months.from,
          toMonth: months.to,
        });
        return {
          workbook: scrapReportWorkbook(report, { grouping: 'motivo', year, months }),
          fileName: scrapExportFileName('motivo', year, months),
        };
      });
    },
  );

  app.get(
    '/excel/reportescrapmarca',
    {
      schema: {
        tags,
        summary: 'Exportar el scrap por mes y marca del año (Excel)',
        querystring: scrapByBrandExportQuery,
        response: errors,
      },
      config: view(MENU.marca),
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      const { year } = request.query;
      return sendWorkbook(request, reply, async () => {
        const report = await getScrapReport(app.db, { clientId, year, grouping: 'marca' });
        return {
          workbook: scrapReportWorkbook(report, { grouping: 'marca', year, months: WHOLE_YEAR }),
          fileName: scrapExportFileName('marca', year, WHOLE_YEAR),
        };
      });
    },
  );
};
