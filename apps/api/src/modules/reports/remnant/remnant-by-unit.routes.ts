import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Remnant by unit (spec 3 §2.9): filled in by its slice. */
export const remnantByUnitRoutes: FastifyPluginAsyncZod = async () => {};
