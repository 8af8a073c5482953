import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Scrap losses (spec 3 §2.11): the tyres scrapped in a period with the tread they still had and its cost, their export. */
export const scrapLossRoutes: FastifyPluginAsyncZod = async () => {};
