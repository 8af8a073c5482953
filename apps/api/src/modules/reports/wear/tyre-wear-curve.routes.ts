import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Tyre wear curve (spec 3 §2.7): filled in by its slice. */
export const tyreWearCurveRoutes: FastifyPluginAsyncZod = async () => {};
