import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  REPORT_MSG,
  countRequest,
  countResponse,
  dashboardRequest,
  dashboardResponse,
  errorResponse,
  reportExportQuery,
} from '@huella/contracts';
import { FILE_NAME_HEADER, sendExport, sendFailedExport } from '../../../lib/export';
import { clientOf } from '../../../plugins/access';
import { HOME_EXPORTS } from './dashboard.export';
import {
  type CountName,
  countOf,
  type DashboardData,
  getDashboard,
  getDashboardData,
} from './dashboard.queries';

const tags = ['Reportes: inicio'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** Permission id of /home (packages/contracts routes.ts). */
const HOME_MENU = 19;
const view = { access: { menu: HOME_MENU, action: ACTION.view, client: true } } as const;

/** Spec 3 §7: the browser reads the download's name from this header (Content-Disposition carries it too). */

const COUNTS: { name: CountName; summary: string }[] = [
  { name: 'totalvehiculo', summary: 'Vehículos activos del cliente' },
  { name: 'totalneumatico', summary: 'Neumáticos del cliente que no están en scrap' },
  { name: 'totalcriterio', summary: 'Criterios de aceptación del cliente para el año actual' },
  {
    name: 'reportscount',
    summary: 'Inspecciones terminadas del cliente en el año actual (aún no hay reportes consolidados)',
  },
];

/** The home dashboard (spec 3 §2.1): its data, the counts and the six exports. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/home/reportesvistaprincipal',
    {
      schema: {
        tags,
        summary:
          'Datos del inicio: neumáticos por marca, estado, modelo y diseño, medida y condición (sin scrap); scrap de los últimos 5 años',
        body: dashboardRequest,
        response: { 200: dashboardResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({ success: await getDashboard(app.db, { clientId: clientOf(request) }) }),
  );

  for (const count of COUNTS) {
    app.post(
      `/neumaticos/${count.name}`,
      {
        schema: {
          tags,
          summary: count.summary,
          body: countRequest,
          response: { 200: countResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({ total: await countOf(app.db, count.name, { clientId: clientOf(request) }) }),
    );
  }

  for (const file of HOME_EXPORTS) {
    app.get(
      file.path,
      {
        schema: { tags, summary: file.summary, querystring: reportExportQuery, response: errors },
        config: view,
      },
      async (request, reply) => {
        const clientId = clientOf(request);
        // A handful of rows, read before any header goes out: a failure here is the spec's failed export.
        let data: DashboardData;
        try {
          data = await getDashboardData(app.db, { clientId, allBrands: file.allBrands });
        } catch (error) {
          request.log.error({ err: error }, `export ${file.path} failed`);
          return sendFailedExport(reply, REPORT_MSG.excelGeneracion);
        }
        const rows = file.rows(data);
        reply.header(FILE_NAME_HEADER, `${file.fileName}.xlsx`);
        return sendExport(reply, {
          format: 'xlsx',
          fileName: file.fileName,
          sheetName: file.sheetName,
          columns: file.columns,
          batches: oneBatch(rows),
        });
      },
    );
  }
};

async function* oneBatch<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  if (rows.length > 0) yield rows;
}
