import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  TYRE_COMPARISON_MSG,
  errorResponse,
  tyreComparisonExportQuery,
  tyreComparisonListRequest,
  tyreComparisonListResponse,
  tyreComparisonRequest,
  tyreComparisonResponse,
} from '@huella/contracts';
import { sendWorkbook } from '../../../lib/export';
import { NotFoundError, ValidationError } from '../../../lib/http-errors';
import { clientOf } from '../../../plugins/access';
import { tyreComparisonWorkbook } from './tyre-comparison.export';
import { getTyreComparison, getTyreComparisonRows, listTyreComparisonTyres } from './tyre-comparison.queries';

/** Permission id of /reportecomparativoconfiguracion (packages/contracts routes.ts). */
const MENU = 87;
const tags = ['Reportes: comparativos'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const config = { access: { menu: MENU, action: ACTION.view, client: true } } as const;

/** Tyre comparison (spec 3 §2.12): the picker, one tyre's comparison row, and the export of up to five. */
export const tyreComparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/neumaticoscomparativo',
    {
      schema: {
        tags,
        summary:
          'Neumáticos para comparar: 6, 12 o 18 por página, id descendente; filtros serie, marca, modelo, medida, tipo de costo, eje y condición',
        body: tyreComparisonListRequest,
        response: { 200: tyreComparisonListResponse, ...errors },
      },
      config,
    },
    async (request) => listTyreComparisonTyres(app.db, { ...request.body, clientId: clientOf(request) }),
  );

  app.post(
    '/reporte/comparativoneumatico',
    {
      schema: {
        tags,
        summary:
          'Comparativo de un neumático: costo, recorrido y costo por unidad de cada vida (N, R1…R6, R>6), acumulados, CPK y recorrido proyectado',
        body: tyreComparisonRequest,
        response: { 200: tyreComparisonResponse, ...errors },
      },
      config,
    },
    async (request) =>
      getTyreComparison(app.db, { clientId: clientOf(request), tyreId: request.body.id_neumatico }),
  );

  app.get(
    '/excel/reportecomparativoneumaticos',
    {
      schema: {
        tags,
        summary: 'Exportar el comparativo de 1 a 5 neumáticos (Excel: la misma tabla que la pantalla)',
        querystring: tyreComparisonExportQuery,
        response: errors,
      },
      config,
    },
    async (request, reply) => {
      const ids = request.query.array_id_neumaticos;
      const rows = await getTyreComparisonRows(app.db, { clientId: clientOf(request), ids });
      // Any id that is not the client's: 404, as the screen's call answers, never a partial file.
      if (rows.length !== ids.length) throw new NotFoundError();
      // domain.md §1: km and hours never meet in one figure, nor in one table.
      if (new Set(rows.map((row) => row.tipo_costo)).size > 1)
        throw new ValidationError('array_id_neumaticos', TYRE_COMPARISON_MSG.otraUnidad);
      return sendWorkbook(request, reply, async () => tyreComparisonWorkbook(rows));
    },
  );
};
