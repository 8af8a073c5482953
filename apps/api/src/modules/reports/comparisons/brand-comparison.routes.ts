import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  brandComparisonExportQuery,
  brandComparisonListRequest,
  brandComparisonListResponse,
  brandComparisonOptionsRequest,
  brandComparisonOptionsResponse,
  brandComparisonRequest,
  brandComparisonResponse,
  errorResponse,
} from '@huella/contracts';
import { sendWorkbook } from '../../../lib/export';
import { clientOf } from '../../../plugins/access';
import { brandComparisonFileName, brandComparisonWorkbook } from './brand-comparison.export';
import {
  getBrandColumns,
  getBrandComparison,
  getBrandComparisonOptions,
  listBrandsOrDesigns,
} from './brand-comparison.queries';

const tags = ['Reportes: comparativos'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** Permission id of /reportecomparativomarca (packages/contracts routes.ts). */
const MENU = 88;
const view = { access: { menu: MENU, action: ACTION.view, client: true } } as const;

/** Comparison of tyres by brand or design (spec 3 §2.13): filter options, selectable list, columns, export. */
export const brandComparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/filtros',
    {
      schema: {
        tags,
        summary:
          'Opciones de los filtros del comparativo por marca: modelos, medidas, diseños de reencauche, niveles de reencauche y aplicaciones del cliente',
        body: brandComparisonOptionsRequest,
        response: { 200: brandComparisonOptionsResponse, ...errors },
      },
      config: view,
    },
    async (request) => getBrandComparisonOptions(app.db, { clientId: clientOf(request) }),
  );

  app.post(
    '/reporte/marcas_o_disenios_comparativo',
    {
      schema: {
        tags,
        summary:
          'Marcas (o diseños de reencauche si la condición es reencauchado) con la cantidad de neumáticos que cuentan bajo los filtros',
        body: brandComparisonListRequest,
        response: { 200: brandComparisonListResponse, ...errors },
      },
      config: view,
    },
    async (request) => listBrandsOrDesigns(app.db, { ...request.body, clientId: clientOf(request) }),
  );

  app.post(
    '/reporte/comparativomarca',
    {
      schema: {
        tags,
        summary:
          'Una columna del comparativo: cantidad, recorrido promedio, costo por km (u hora) promedio, costo promedio, desgaste por mm y km proyectados',
        body: brandComparisonRequest,
        response: { 200: brandComparisonResponse, ...errors },
      },
      config: view,
    },
    async (request) => getBrandComparison(app.db, { ...request.body, clientId: clientOf(request) }),
  );

  app.get(
    '/excel/reportecomparativomarcas',
    {
      schema: {
        tags,
        summary: 'Exportar el comparativo de hasta cinco marcas o diseños (Excel, la tabla de la pantalla)',
        querystring: brandComparisonExportQuery,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const query = { ...request.query, clientId: clientOf(request) };
      return sendWorkbook(request, reply, async () => ({
        workbook: brandComparisonWorkbook(await getBrandColumns(app.db, query, query.array_id_neumaticos), {
          tipoCosto: query.tipo_costo,
          condicion: query.condicion_neumatico,
        }),
        fileName: brandComparisonFileName(query.condicion_neumatico),
      }));
    },
  );
};
