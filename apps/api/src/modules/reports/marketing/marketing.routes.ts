import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etlRoutes } from './etl.routes';
import { marketingReportRoutes } from './marketing-reports.routes';

/**
 * The provider's marketing reports and the inspections ETL export (spec 3 §2.17–§2.18): the inspected fleets of
 * the whole market, grouped by the clients' sectors. Internal sessions only; each endpoint file registers here.
 */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(marketingReportRoutes);
  await app.register(etlRoutes);
};
