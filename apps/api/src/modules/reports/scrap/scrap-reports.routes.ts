import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Scrap by reason and by brand (spec 3 §2.10): the month-by-reason and month-by-brand tables of a year, their exports. */
export const scrapReportRoutes: FastifyPluginAsyncZod = async () => {};
