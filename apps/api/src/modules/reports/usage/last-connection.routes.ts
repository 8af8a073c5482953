import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lastConnectionRequest, lastConnectionResponse } from '@huella/contracts';
import { getLastConnections } from './last-connection.queries';
import { errors, tags, view } from './technical-report.access';
import { viewerScope } from './usage-scope';

/** Technical report: the last-activity table (latest login per user and the seconds since it). */
export const lastConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/reporteultimaconexion',
    {
      schema: {
        tags,
        summary:
          'Último ingreso de cada usuario y el tiempo transcurrido (segundos); búsqueda por nombre o email',
        body: lastConnectionRequest,
        response: { 200: lastConnectionResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const scope = await viewerScope(app.db, request);
      return getLastConnections(app.db, { scope, ...request.body });
    },
  );
};
