import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** 'Análisis de inspecciones' (spec 3 §2.4): the four bar charts. */
export const inspectionAnalysisRoutes: FastifyPluginAsyncZod = async () => {};
