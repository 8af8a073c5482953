import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Tyre comparison (spec 3 §2.12): filled in by its slice. */
export const tyreComparisonRoutes: FastifyPluginAsyncZod = async () => {};
