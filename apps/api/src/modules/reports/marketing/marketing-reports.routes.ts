import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  type MarketingFilter,
  marketingDesignsResponse,
  marketingFilter,
  marketingOptionsRequest,
  marketingOptionsResponse,
  marketingPerformanceResponse,
  marketingRetreadedResponse,
  marketingSectorSizesResponse,
  marketingSizesResponse,
  REPORT_MSG,
} from '@huella/contracts';
import { sendFailedExport } from '../../../lib/export';
import { userOf } from '../../../plugins/access';
import {
  COMPANY_COLUMNS,
  CONDITION_COLUMNS,
  DESIGN_COLUMNS,
  PERFORMANCE_COLUMNS,
  SECTOR_CLIENT_COLUMNS,
  SECTOR_COLUMNS,
  SECTOR_SIZE_COLUMNS,
  type ReportSheet,
  reportSheet,
  sendReportWorkbook,
  SIZE_COLUMNS,
} from './marketing.export';
import {
  getDesignsReport,
  getPerformanceReport,
  getRetreadedReport,
  getSectorSizesReport,
  getSizesReport,
  type MarketingQuery,
} from './marketing.queries';
import { getMarketingOptions } from './marketing-options.queries';
import type { MarketingViewer } from './marketing-sql';

const tags = ['Reportes: marketing'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/**
 * Spec 1 §2.2 / 3 §2: the marketing screens' menu ids. Every route is `internal` (roles 4–5 get 403 whatever
 * their grants: these figures read across clients). The performance screen has id 0, so its calls only need an
 * internal session; so does the filter card's options call, which every marketing screen makes (the
 * performance one included) and which shows only catalogues and a millimetre range.
 */
const MENU = { reencauchados: 15, medidas: 16, diseniosxempresa: 17, medidasxsector: 18 } as const;
const screen = (menu: number) => ({ access: { menu, action: ACTION.view, internal: true } }) as const;
const anyInternal = { access: { session: true, internal: true } } as const;

const viewerOf = (request: FastifyRequest): MarketingViewer => {
  const user = userOf(request);
  return { userId: user.id, role: user.role };
};
const queryOf = (request: FastifyRequest<{ Body: MarketingFilter }>): MarketingQuery => ({
  viewer: viewerOf(request),
  filter: request.body,
});

/** The export's name: the report and its period (`nombre-archivo`, spec 3 §7). */
const exportName = (report: string, filter: MarketingFilter) =>
  `marketing-${report}-${filter.fechainicio}-a-${filter.fechafin}`;

/**
 * Reads the report, then streams its workbook; a report that cannot be read answers the spec's HTML-typed
 * `{exito: false, mensaje}` (spec 3 §7–§8), as the other exports do.
 */
async function sendReport(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  read: () => Promise<ReportSheet<unknown>[]>,
) {
  let sheets: ReportSheet<unknown>[];
  try {
    sheets = await read();
  } catch (error) {
    request.log.error({ err: error }, `export ${request.url} failed`);
    return sendFailedExport(reply, REPORT_MSG.excelGeneracion);
  }
  return sendReportWorkbook(reply, fileName, sheets);
}

/** The marketing reports (spec 3 §2.17, §7 etl/*) and their exports (§7 Exports, mkg*). */
export const marketingReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/etl/filtrosReportesMarketing',
    {
      schema: {
        tags,
        summary: 'Opciones del filtro de los reportes de marketing',
        body: marketingOptionsRequest,
        response: { 200: marketingOptionsResponse, ...errors },
      },
      config: anyInternal,
    },
    async (request) => getMarketingOptions(app.db, viewerOf(request)),
  );

  app.post(
    '/etl/condicionneumaticosxcliente',
    {
      schema: {
        tags,
        summary: 'Neumáticos por empresa y por condición, con porcentaje (cada neumático una vez)',
        body: marketingFilter,
        response: { 200: marketingRetreadedResponse, ...errors },
      },
      config: screen(MENU.reencauchados),
    },
    async (request) => getRetreadedReport(app.db, queryOf(request)),
  );

  app.post(
    '/etl/medidaneumaticosxcliente',
    {
      schema: {
        tags,
        summary: 'Medidas inspeccionadas, con porcentaje',
        body: marketingFilter,
        response: { 200: marketingSizesResponse, ...errors },
      },
      config: screen(MENU.medidas),
    },
    async (request) => getSizesReport(app.db, queryOf(request)),
  );

  app.post(
    '/etl/disenioneumaticosxcliente',
    {
      schema: {
        tags,
        summary: 'Diseños por empresa (agrupado por empresa)',
        body: marketingFilter,
        response: { 200: marketingDesignsResponse, ...errors },
      },
      config: screen(MENU.diseniosxempresa),
    },
    async (request) => getDesignsReport(app.db, queryOf(request)),
  );

  app.post(
    '/etl/medidasneumaticosxsector',
    {
      schema: {
        tags,
        summary: 'Medidas y clientes por sector (agrupado por sector)',
        body: marketingFilter,
        response: { 200: marketingSectorSizesResponse, ...errors },
      },
      config: screen(MENU.medidasxsector),
    },
    async (request) => getSectorSizesReport(app.db, queryOf(request)),
  );

  app.post(
    '/etl/rendimientoneumaticos',
    {
      schema: {
        tags,
        summary: 'Rendimiento por sector: neumáticos y km promedio',
        body: marketingFilter,
        response: { 200: marketingPerformanceResponse, ...errors },
      },
      config: anyInternal,
    },
    async (request) => getPerformanceReport(app.db, queryOf(request)),
  );

  const exportSchema = (summary: string) => ({ tags, summary, body: marketingFilter, response: errors });

  app.post(
    '/excel/mkgneumaticosreencauchados',
    {
      schema: exportSchema('Exportar neumáticos por empresa y por condición'),
      config: screen(MENU.reencauchados),
    },
    async (request, reply) =>
      sendReport(request, reply, exportName('neumaticos-reencauchados', request.body), async () => {
        const { success } = await getRetreadedReport(app.db, queryOf(request));
        return [
          reportSheet({ name: 'Por empresa', columns: COMPANY_COLUMNS, rows: success.empresas }),
          reportSheet({ name: 'Por condición', columns: CONDITION_COLUMNS, rows: success.condiciones }),
        ];
      }),
  );

  app.post(
    '/excel/mkgmedidasneumaticos',
    { schema: exportSchema('Exportar medidas inspeccionadas'), config: screen(MENU.medidas) },
    async (request, reply) =>
      sendReport(request, reply, exportName('medidas', request.body), async () => {
        const { success } = await getSizesReport(app.db, queryOf(request));
        return [reportSheet({ name: 'Medidas', columns: SIZE_COLUMNS, rows: success.medidas })];
      }),
  );

  app.post(
    '/excel/mkgdiseniosneumaticos',
    { schema: exportSchema('Exportar diseños por empresa'), config: screen(MENU.diseniosxempresa) },
    async (request, reply) =>
      sendReport(request, reply, exportName('disenios-por-empresa', request.body), async () => {
        const { success } = await getDesignsReport(app.db, queryOf(request));
        return [
          reportSheet({ name: 'Empresas', columns: COMPANY_COLUMNS, rows: success.empresas }),
          reportSheet({ name: 'Diseños', columns: DESIGN_COLUMNS, rows: success.disenios }),
        ];
      }),
  );

  // Spec 3 §7 lists no export for this report, but §2.17 gives every report its 'Exportar': ours (mkg*-named).
  app.post(
    '/excel/mkgmedidasxsector',
    { schema: exportSchema('Exportar medidas y clientes por sector'), config: screen(MENU.medidasxsector) },
    async (request, reply) =>
      sendReport(request, reply, exportName('medidas-por-sector', request.body), async () => {
        const { success } = await getSectorSizesReport(app.db, queryOf(request));
        return [
          reportSheet({ name: 'Sectores', columns: SECTOR_COLUMNS, rows: success.sectores }),
          reportSheet({ name: 'Medidas', columns: SECTOR_SIZE_COLUMNS, rows: success.medidas }),
          reportSheet({ name: 'Clientes', columns: SECTOR_CLIENT_COLUMNS, rows: success.clientes }),
        ];
      }),
  );

  app.post(
    '/excel/mkgrendimientoneumaticos',
    { schema: exportSchema('Exportar rendimiento por sector'), config: anyInternal },
    async (request, reply) =>
      sendReport(request, reply, exportName('rendimiento', request.body), async () => {
        const { success } = await getPerformanceReport(app.db, queryOf(request));
        return [reportSheet({ name: 'Rendimiento', columns: PERFORMANCE_COLUMNS, rows: success.sectores })];
      }),
  );
};
