import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The inspection report (spec 2 §2 /inspeccionreporte, §7): list, details, vehicle options and exports. */
export const inspectionReportRoutes: FastifyPluginAsyncZod = async () => {};
