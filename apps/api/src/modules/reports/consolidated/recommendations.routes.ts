import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  RECOMMENDATION_MSG,
  recommendationDeleteRequest,
  recommendationDeleteResponse,
  recommendationStoreRequest,
  recommendationStoreResponse,
} from '@huella/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recomendacionesReporte } from '../../../db/schema/index';
import { actorOf, logged } from '../../../lib/action-log';
import { assertGrant } from '../../../lib/grants';
import { clientOf, userOf } from '../../../plugins/access';
import { CONSOLIDATED_MENU, consolidatedView } from './consolidated.routes';
import { periodLabel } from './period';
import { addRecommendation, deleteRecommendation, editRecommendation } from './recommendations.service';

/** The user actions report's line of a recommendation change (spec 3 §2.15). */
const recommendationAction = (accion: string, detalle: string) =>
  ({ modulo: 'reportes', accion, vista: 'Reporte consolidado', detalle }) as const;

/** The period of one of the client's recommendations, as the report names it ('' when it is not there). */
async function recommendationPeriod(db: Db, params: { clientId: number; id: number }): Promise<string> {
  const [row] = await db
    .select({
      anio: recomendacionesReporte.anio,
      mes1: recomendacionesReporte.mes1,
      mes2: recomendacionesReporte.mes2,
    })
    .from(recomendacionesReporte)
    .where(
      and(eq(recomendacionesReporte.id_cliente, params.clientId), eq(recomendacionesReporte.id, params.id)),
    );
  return row ? periodLabel(row.anio, row.mes1, row.mes2) : '';
}

const tags = ['Reportes: consolidado'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** recomendacion/store, recomendacion/delete (spec 3 §2.5, §7). */
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recomendacion/store',
    {
      schema: {
        tags,
        summary:
          'Agregar una recomendación al reporte consolidado del periodo, o editarla (con recomendacion.id)',
        body: recommendationStoreRequest,
        response: { 200: recommendationStoreResponse, ...errors },
      },
      // Add needs action 2, edit action 3 on the report's menu: checked below once the body says which.
      config: consolidatedView,
    },
    async (request) => {
      const { year, month1, month2, recomendacion } = request.body;
      const clientId = clientOf(request);
      const user = userOf(request);
      const { id, descripcion } = recomendacion;
      await assertGrant(app.db, user.role, CONSOLIDATED_MENU, id ? ACTION.edit : ACTION.add);
      if (id) {
        const { row } = await logged(
          app.db,
          actorOf(request),
          async (tx) => ({
            row: await editRecommendation(tx, { clientId, id, userId: user.id, descripcion }),
            periodo: await recommendationPeriod(tx, { clientId, id }),
          }),
          ({ periodo }) =>
            recommendationAction('Editar', `Recomendación del reporte consolidado ${periodo} editada`),
        );
        return { message: RECOMMENDATION_MSG.editado, recomendacion: row };
      }
      const row = await logged(
        app.db,
        actorOf(request),
        (tx) => addRecommendation(tx, { clientId, year, month1, month2, userId: user.id, descripcion }),
        () =>
          recommendationAction(
            'Registrar',
            `Recomendación agregada al reporte consolidado ${periodLabel(year, month1, month2)}`,
          ),
      );
      return { message: RECOMMENDATION_MSG.agregado, recomendacion: row };
    },
  );

  app.post(
    '/recomendacion/delete',
    {
      schema: {
        tags,
        summary: 'Eliminar una recomendación del reporte consolidado',
        body: recommendationDeleteRequest,
        response: { 200: recommendationDeleteResponse, ...errors },
      },
      // Removing a line of the report edits the report: the technician's grants are view, add and edit.
      config: { access: { menu: CONSOLIDATED_MENU, action: ACTION.edit, client: true } },
    },
    async (request) => {
      const clientId = clientOf(request);
      const id = request.body.id_recomendacion;
      await logged(
        app.db,
        actorOf(request),
        async (tx) => {
          const periodo = await recommendationPeriod(tx, { clientId, id });
          await deleteRecommendation(tx, { clientId, id });
          return periodo;
        },
        (periodo) =>
          recommendationAction('Eliminar', `Recomendación del reporte consolidado ${periodo} eliminada`),
      );
      return { message: RECOMMENDATION_MSG.eliminado };
    },
  );
};
