import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  userActionsExportRequest,
  userActionsRequest,
  userActionsResponse,
} from '@huella/contracts';
import { keysetBatches } from '../../../lib/export';
import { ACTION_COLUMNS } from './actions.export';
import { actionsWhere, getActions, listActionExportBatch } from './actions.queries';
import { sendUsageExport } from './usage-export';
import { viewerScope } from './usage-scope';

const tags = ['Reportes de uso: acciones de usuarios'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** /reporteaccionusuarios (spec 3 §2): permission 14, internal sessions only; its export asks for view too. */
const ACTIONS_MENU = 14;
const view = { access: { menu: ACTIONS_MENU, action: ACTION.view, internal: true } } as const;

/** The user actions report: the period's action log (paged) and its export. */
export const actionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/accionesusuario',
    {
      schema: {
        tags,
        summary: 'Acciones de los usuarios en el periodo, más recientes primero; paginado',
        body: userActionsRequest,
        response: { 200: userActionsResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const { fecha_inicial, fecha_final, page, per_page } = request.body;
      const scope = await viewerScope(app.db, request);
      return getActions(app.db, { scope, from: fecha_inicial, to: fecha_final, page, per_page });
    },
  );

  app.post(
    '/excel/reporteaccionusuarios',
    {
      schema: {
        tags,
        summary: 'Exportar cada acción del periodo, más recientes primero (Excel)',
        body: userActionsExportRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const { fecha_inicial, fecha_final } = request.body;
      const scope = await viewerScope(app.db, request);
      const where = actionsWhere({ scope, from: fecha_inicial, to: fecha_final });
      return sendUsageExport(reply, {
        fileName: `reporte-acciones-${fecha_inicial}-a-${fecha_final}`,
        sheetName: 'Acciones de usuarios',
        columns: ACTION_COLUMNS,
        batches: keysetBatches(
          (after: { key: string; id: number } | undefined, limit) =>
            listActionExportBatch(app.db, { where, after, limit }),
          (row) => ({ key: row.key, id: row.id }),
        ),
      });
    },
  );
};
