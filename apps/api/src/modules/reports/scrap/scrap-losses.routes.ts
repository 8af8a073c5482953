import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  REPORT_MSG,
  type ScrapLossTotals,
  errorResponse,
  scrapLossRequest,
  scrapLossResponse,
} from '@huella/contracts';
import type { Db } from '../../../db/client';
import { FILE_NAME_HEADER, keysetBatches, sendExport, sendFailedExport } from '../../../lib/export';
import { clientOf } from '../../../plugins/access';
import { SCRAP_LOSS_COLUMNS, type ScrapLossExportRow, scrapLossFileName } from './scrap-losses.export';
import {
  getScrapLosses,
  getScrapLossTotals,
  listScrapLossRows,
  type ScrapLossQuery,
} from './scrap-losses.queries';

const tags = ['Reportes: scrap'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** Permission id of /reporteperdidasscrap (packages/contracts routes.ts). */
const MENU = 86;
const view = { access: { menu: MENU, action: ACTION.view, client: true } } as const;

/** Scrap losses (spec 3 §2.11): the tyres scrapped in a period with the tread they still had and its cost, their export. */
export const scrapLossRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/perdidasscrap',
    {
      schema: {
        tags,
        summary:
          'Pérdidas por scrap del periodo: neumáticos en scrap con su remanente y el costo perdido (costo × (final − límite) ÷ (original − límite)), y los totales',
        body: scrapLossRequest,
        response: { 200: scrapLossResponse, ...errors },
      },
      config: view,
    },
    async (request) => getScrapLosses(app.db, { ...request.body, clientId: clientOf(request) }),
  );

  app.get(
    '/excel/reporteperdidasscrap',
    {
      schema: {
        tags,
        summary: 'Exportar las pérdidas por scrap del periodo (Excel: todas las filas y la línea de totales)',
        querystring: scrapLossRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const query: ScrapLossQuery = { ...request.query, clientId: clientOf(request) };
      // The totals are read before any header goes out: a failure here is the spec's failed export.
      let totales: ScrapLossTotals;
      try {
        totales = await getScrapLossTotals(app.db, query);
      } catch (error) {
        request.log.error({ err: error }, 'export excel/reporteperdidasscrap failed');
        return sendFailedExport(reply, REPORT_MSG.excelGeneracion);
      }
      const fileName = scrapLossFileName(query.fecha_inicial, query.fecha_final);
      reply.header(FILE_NAME_HEADER, `${fileName}.xlsx`);
      return sendExport<ScrapLossExportRow>(reply, {
        format: 'xlsx',
        fileName,
        sheetName: 'Pérdidas por scrap',
        columns: SCRAP_LOSS_COLUMNS,
        batches: withTotals(app.db, query, totales),
      });
    },
  );
};

/** Every row of the period in keyset batches (newest scrap first), then the totals line. */
async function* withTotals(
  db: Db,
  query: ScrapLossQuery,
  totales: ScrapLossTotals,
): AsyncGenerator<ScrapLossExportRow[]> {
  yield* keysetBatches(
    (after: { fecha_scrap: string; id: number } | undefined, limit) =>
      listScrapLossRows(db, query, { after, limit }),
    (row) => ({ fecha_scrap: row.fecha_scrap, id: row.id }),
  );
  yield [{ totales }];
}
