import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolidatedUsageRoutes } from './consolidated-usage.routes';
import { lastConnectionRoutes } from './last-connection.routes';
import { operationsRoutes } from './operations.routes';
import { productivityRoutes } from './productivity.routes';
import { sessionTimeRoutes } from './session-time.routes';

/**
 * The technical report (/reporteinformetecnicos, spec 3 §2.16): last activity, session time, consolidated
 * report use, productivity and operations per day; each part in its own file, all on permission 15.
 */
export const technicalReportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lastConnectionRoutes);
  await app.register(sessionTimeRoutes);
  await app.register(consolidatedUsageRoutes);
  await app.register(productivityRoutes);
  await app.register(operationsRoutes);
};
