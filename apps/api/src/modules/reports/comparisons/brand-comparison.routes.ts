import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Comparison of tyres by brand or design (spec 3 §2.13): filled in by its slice. */
export const brandComparisonRoutes: FastifyPluginAsyncZod = async () => {};
