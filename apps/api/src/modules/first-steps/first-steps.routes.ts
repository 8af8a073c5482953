import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, firstStepsQuery, firstStepsResponse } from '@huella/contracts';
import { clientOf } from '../../plugins/access';
import { getFirstSteps } from './first-steps.service';

/** 'Primeros pasos' of the home (issue 11 item 1; docs/decisions/0035-first-steps.md). */
export const firstStepsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cliente/primerospasos',
    {
      schema: {
        tags: ['Inicio'],
        summary:
          'Lo que el cliente ya configuró: plantas, aplicaciones con umbrales, tipo de cambio, vehículos…',
        querystring: firstStepsQuery,
        response: {
          200: firstStepsResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
      // The home of any user of the client shows it; the links follow the user's own grants.
      config: { access: { session: true, client: true } },
    },
    async (request) => getFirstSteps(app.db, { clientId: clientOf(request) }),
  );
};
