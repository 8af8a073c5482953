import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The home dashboard (spec 3 §2.1): its data, the counts and the six exports. */
export const dashboardRoutes: FastifyPluginAsyncZod = async () => {};
