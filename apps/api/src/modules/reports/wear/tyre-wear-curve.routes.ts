import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  tyreWearCurveRequest,
  tyreWearCurveResponse,
  wearCurveTyreListRequest,
  wearCurveTyreListResponse,
} from '@huella/contracts';
import { clientOf } from '../../../plugins/access';
import { getTyreWearCurve, listWearCurveTyres } from './tyre-wear-curve.queries';

/** Permission id of /reportecurvadesgasteneumatico (spec 3 §2). */
const MENU = 81;
const tags = ['Reportes: curvas de desgaste'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const config = { access: { menu: MENU, action: ACTION.view, client: true } };

/**
 * Tyre wear curve (spec 3 §2.7). Its own tyre list rather than neumaticos/index: that one is guarded by the tyre
 * screen's permission (75) and searches DOT, brand and model too; this screen's list is by serial, id descending,
 * 5 per page, for whoever may see the report.
 */
export const tyreWearCurveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/curvaneumaticos',
    {
      schema: {
        tags,
        summary: 'Neumáticos de la curva de desgaste: 5 por página, por id descendente, búsqueda por serie',
        body: wearCurveTyreListRequest,
        response: { 200: wearCurveTyreListResponse, ...errors },
      },
      config,
    },
    async (request) =>
      listWearCurveTyres(app.db, {
        clientId: clientOf(request),
        page: request.body.page,
        search: request.body.num_serie || null,
      }),
  );

  app.post(
    '/reporte/curvaremanenteneumatico',
    {
      schema: {
        tags,
        summary:
          'Curva de desgaste de un neumático: sus lecturas [km o horas de la vida, NSD] por vida, km por mm, km proyectados y restantes, porcentaje y costo por unidad',
        body: tyreWearCurveRequest,
        response: { 200: tyreWearCurveResponse, ...errors },
      },
      config,
    },
    async (request) =>
      getTyreWearCurve(app.db, {
        clientId: clientOf(request),
        tyreId: request.body.id_neumatico,
        history: request.body.inspecciones_antiguas,
      }),
  );
};
