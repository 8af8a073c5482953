import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  brandOptionsRequest,
  brandOptionsResponse,
  costDetailsRequest,
  costDetailsResponse,
  costPerKmExportQuery,
  costPerKmRequest,
  costPerKmResponse,
  errorResponse,
  retreadIndexExportQuery,
  retreadIndexRequest,
  retreadIndexResponse,
} from '@huella/contracts';
import { clientOf } from '../../../plugins/access';
import { listClientBrands } from './brand-options.queries';
import { getCostPerKm, listCostDetails } from './cost-per-km.queries';
import { sendWorkbook } from '../../../lib/export';
import { costPerKmWorkbook, retreadIndexWorkbook } from './indicators.export';
import { getRetreadIndicator, type RetreadIndicatorKind } from './retread-index.queries';

const tags = ['Reportes: indicadores'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** Permission ids of the indicator screens and of /home (packages/contracts routes.ts). */
const MENU = { costoKm: 65, reencauche: 66, reencauchabilidad: 67, home: 19 } as const;
const view = (menu: number) => ({ access: { menu, action: ACTION.view, client: true } }) as const;

const RETREAD_ROUTES: {
  kind: RetreadIndicatorKind;
  path: string;
  excel: string;
  menu: number;
  fileName: string;
  summary: string;
}[] = [
  {
    kind: 'indice',
    path: '/indicador/indice_reencauche',
    excel: '/excel/reporteindicereencauche',
    menu: MENU.reencauche,
    fileName: 'indice-reencauche',
    summary: 'Índice de reencauche por mes: vidas reencauchadas ÷ vidas iniciadas (sin scrap), y el del año',
  },
  {
    kind: 'reencauchabilidad',
    path: '/indicador/indice_reencauchabilidad',
    excel: '/excel/reporteindicereencauchabilidad',
    menu: MENU.reencauchabilidad,
    fileName: 'indice-reencauchabilidad',
    summary:
      'Índice de reencauchabilidad por mes: promedio del número de reencauche de las vidas reencauchadas (R>6 cuenta 7)',
  },
];

/**
 * The indicators (spec 3 §2.2–§2.3, §7): cost per km/hour by brand, model and size with its monthly lots, the
 * retread index and retreadability, the brands of the filter and the three exports. Each export is built from
 * the same query function as its screen, so the file and the screen show the same numbers.
 */
export const indicatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/indicador/costo_por_kilometro',
    {
      schema: {
        tags,
        summary:
          'Costo por km u hora por marca, modelo y medida: lotes mensuales (Σ costo ÷ Σ recorrido), criterios y KPI del año',
        body: costPerKmRequest,
        response: { 200: costPerKmResponse, ...errors },
      },
      config: view(MENU.costoKm),
    },
    async (request) => ({
      success: await getCostPerKm(app.db, {
        clientId: clientOf(request),
        year: request.body.year,
        unit: request.body.unidadmedida,
        brandId: request.body.marca ?? null,
      }),
    }),
  );

  app.post(
    '/reporte/detalles_costo_por_kilometro',
    {
      schema: {
        tags,
        summary: 'Lotes mensuales del costo por kilómetro del año (el «Ver más» del inicio)',
        body: costDetailsRequest,
        response: { 200: costDetailsResponse, ...errors },
      },
      config: view(MENU.home),
    },
    async (request) => ({
      success: {
        detalles: await listCostDetails(app.db, {
          clientId: clientOf(request),
          year: request.body.year,
          unit: request.body.unidadmedida,
        }),
      },
    }),
  );

  app.post(
    '/neumaticomarca/index',
    {
      schema: {
        tags,
        summary: 'Marcas de los neumáticos del cliente (filtro de los indicadores)',
        body: brandOptionsRequest,
        response: { 200: brandOptionsResponse, ...errors },
      },
      config: view(MENU.costoKm),
    },
    async (request) => ({ data: await listClientBrands(app.db, { clientId: clientOf(request) }) }),
  );

  app.get(
    '/excel/reporteindicadorcostokmhr',
    {
      schema: {
        tags,
        summary: 'Exportar el costo por km u hora del año (Excel, celdas con el color de su criterio)',
        querystring: costPerKmExportQuery,
        response: errors,
      },
      config: view(MENU.costoKm),
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      const { year, unidadmedida: unit, marca } = request.query;
      return sendWorkbook(request, reply, async () => ({
        workbook: costPerKmWorkbook(
          await getCostPerKm(app.db, { clientId, year, unit, brandId: marca ?? null }),
          { year, unit },
        ),
        fileName: `indicador-costo-por-${unit === 'K' ? 'kilometro' : 'hora'}-${year}`,
      }));
    },
  );

  for (const route of RETREAD_ROUTES) {
    app.post(
      route.path,
      {
        schema: {
          tags,
          summary: route.summary,
          body: retreadIndexRequest,
          response: { 200: retreadIndexResponse, ...errors },
        },
        config: view(route.menu),
      },
      async (request) => ({
        success: await getRetreadIndicator(app.db, {
          clientId: clientOf(request),
          year: request.body.year,
          kind: route.kind,
        }),
      }),
    );

    app.get(
      route.excel,
      {
        schema: {
          tags,
          summary: `Exportar: ${route.summary.split(':')[0] ?? route.summary} del año (Excel)`,
          querystring: retreadIndexExportQuery,
          response: errors,
        },
        config: view(route.menu),
      },
      async (request, reply) => {
        const clientId = clientOf(request);
        const { year } = request.query;
        return sendWorkbook(request, reply, async () => ({
          workbook: retreadIndexWorkbook(
            await getRetreadIndicator(app.db, { clientId, year, kind: route.kind }),
            { year, kind: route.kind },
          ),
          fileName: `${route.fileName}-${year}`,
        }));
      },
    );
  }
};
