import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION, errorResponse, remnantByUnitRequest, remnantByUnitResponse } from '@huella/contracts';
import { clientOf } from '../../../plugins/access';
import { getRemnantByUnit } from './remnant-by-unit.queries';

const tags = ['Reportes: remanentes'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** Permission id of /reporteremanenterodadovehiculo (spec 3 §2). */
const MENU = 83;

/** Remnant by unit (spec 3 §2.9): the least NSD per position of each unit inspected in a period, and by size. */
export const remnantByUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/nivelesremanenteunidad',
    {
      schema: {
        tags,
        summary:
          'Remanente por unidad: la última inspección de cada unidad en el periodo, su NSD mínimo por posición con las bandas de su aplicación (a reencauchar, próximo), y por aplicación los neumáticos por medida y milímetro entero',
        body: remnantByUnitRequest,
        response: { 200: remnantByUnitResponse, ...errors },
      },
      config: { access: { menu: MENU, action: ACTION.view, client: true } },
    },
    async (request) =>
      getRemnantByUnit(app.db, {
        clientId: clientOf(request),
        placa: request.body.placa,
        from: request.body.fecha_inicial,
        to: request.body.fecha_final,
      }),
  );
};
