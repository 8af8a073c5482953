import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionsRoutes } from './actions.routes';
import { sessionsRoutes } from './sessions.routes';
import { technicalReportRoutes } from './technical-report.routes';

/**
 * The provider's usage reports (spec 3 §2.14–§2.16): user sessions, user actions and the technical report.
 * Internal sessions only; each endpoint file registers here.
 */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionsRoutes);
  await app.register(actionsRoutes);
  await app.register(technicalReportRoutes);
};
