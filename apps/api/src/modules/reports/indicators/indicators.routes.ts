import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The indicators (spec 3 §2.2–§2.3): cost per km/hour, retread index, retreadability, their exports. */
export const indicatorRoutes: FastifyPluginAsyncZod = async () => {};
