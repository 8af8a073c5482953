import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Inspection registration (spec 2 §2, §4, §5, §7 `inspecciones/*`): positions, readings, checks, finish. */
export const inspectionRoutes: FastifyPluginAsyncZod = async () => {};
