import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  inspectionAnalysisRequest,
  inspectionAnalysisResponse,
  yearlyInspectionsRequest,
  yearlyInspectionsResponse,
} from '@huella/contracts';
import { clientOf } from '../../../plugins/access';
import { type AnalysisChart, analysisBars, yearlyInspections } from './inspection-analysis.queries';

const tags = ['Reportes: análisis de inspecciones'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** Permission id of /analisisinspecciones (packages/contracts routes.ts; issue 13 item 5). */
const ANALYSIS_MENU = 99;
const view = { access: { menu: ANALYSIS_MENU, action: ACTION.view, client: true } } as const;

const CHARTS: { path: string; chart: AnalysisChart; summary: string }[] = [
  {
    path: '/reporte/marcasinspeccionadas',
    chart: 'marcas',
    summary: 'Lecturas de inspecciones terminadas del periodo por marca de neumático (10 primeras y OTROS)',
  },
  {
    path: '/reporte/diseniosinspeccionados',
    chart: 'disenios',
    summary:
      'Lecturas del periodo por diseño y su remanente (NSD) promedio en mm (10 primeros y OTROS; SIN DISEÑO)',
  },
  {
    path: '/reporte/tiposvehiculoinspeccionados',
    chart: 'tiposvehiculo',
    summary: 'Vehículos distintos inspeccionados en el periodo por tipo de vehículo (10 primeros y OTROS)',
  },
];

/** 'Análisis de inspecciones' (spec 3 §2.4): the four bar charts. */
export const inspectionAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, chart, summary } of CHARTS) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          body: inspectionAnalysisRequest,
          response: { 200: inspectionAnalysisResponse, ...errors },
        },
        config: view,
      },
      async (request) => {
        const { year, mes_inicial, mes_final } = request.body;
        return {
          datos: await analysisBars(app.db, chart, {
            clientId: clientOf(request),
            year,
            mes_inicial,
            mes_final,
          }),
        };
      },
    );
  }

  app.post(
    '/reporte/inspeccionesanuales',
    {
      schema: {
        tags,
        summary: 'Inspecciones terminadas por mes del año (12 meses)',
        body: yearlyInspectionsRequest,
        response: { 200: yearlyInspectionsResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      datos: await yearlyInspections(app.db, { clientId: clientOf(request), year: request.body.year }),
    }),
  );
};
