import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** reporte/anios and reporte/meses: the years and months every report offers. */
export const reportPeriodRoutes: FastifyPluginAsyncZod = async () => {};
