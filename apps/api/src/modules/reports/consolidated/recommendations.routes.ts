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
import { assertGrant } from '../../../lib/grants';
import { clientOf, userOf } from '../../../plugins/access';
import { CONSOLIDATED_MENU, consolidatedView } from './consolidated.routes';
import { addRecommendation, deleteRecommendation, editRecommendation } from './recommendations.service';

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
        const row = await editRecommendation(app.db, { clientId, id, userId: user.id, descripcion });
        return { message: RECOMMENDATION_MSG.editado, recomendacion: row };
      }
      const row = await addRecommendation(app.db, {
        clientId,
        year,
        month1,
        month2,
        userId: user.id,
        descripcion,
      });
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
      await deleteRecommendation(app.db, { clientId: clientOf(request), id: request.body.id_recomendacion });
      return { message: RECOMMENDATION_MSG.eliminado };
    },
  );
};
