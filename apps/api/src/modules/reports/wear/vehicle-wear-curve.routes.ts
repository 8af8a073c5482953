import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION, errorResponse, vehicleWearCurveRequest, vehicleWearCurveResponse } from '@huella/contracts';
import { clientOf } from '../../../plugins/access';
import { getVehicleWearCurve } from './vehicle-wear-curve.queries';

/** Permission id of /reportecurvadesgastevehiculo (spec 3 §2). */
const MENU = 82;

/**
 * Vehicle wear curve (spec 3 §2.8). The screen's vehicle selector reads vehiculos/showminified (modules/vehicles).
 */
export const vehicleWearCurveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/curvaremanentevehiculo',
    {
      schema: {
        tags: ['Reportes: curvas de desgaste'],
        summary:
          'Curva de desgaste de un vehículo: sus datos y, por neumático y vida, las lecturas [km, NSD] tomadas en él, km por mm, km proyectados y costo por km proyectado',
        body: vehicleWearCurveRequest,
        response: {
          200: vehicleWearCurveResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
      config: { access: { menu: MENU, action: ACTION.view, client: true } },
    },
    async (request) =>
      getVehicleWearCurve(app.db, {
        clientId: clientOf(request),
        vehicleId: request.body.id_vehiculo,
        history: request.body.inspecciones_antiguas,
      }),
  );
};
