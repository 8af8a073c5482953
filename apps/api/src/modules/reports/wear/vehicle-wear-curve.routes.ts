import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Vehicle wear curve (spec 3 §2.8) and vehiculos/showminified: filled in by its slice. */
export const vehicleWearCurveRoutes: FastifyPluginAsyncZod = async () => {};
