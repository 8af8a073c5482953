import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION_MODULE_LABELS,
  operationsExportRequest,
  operationsRequest,
  operationsResponse,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { keysetBatches } from '../../../lib/export';
import { ACTION_COLUMNS } from './actions.export';
import { listActionExportBatch } from './actions.queries';
import { getOperations, type OperationsQuery, operationsWhere } from './operations.queries';
import { errors, type KeysetAfter, keyOf, tags, view } from './technical-report.access';
import { sendUsageExport } from './usage-export';
import { viewerScope } from './usage-scope';

/** Technical report: operations per day of a client (three series) and the export of one series. */
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const operationsQuery = async (
    request: FastifyRequest,
    body: { id_cliente: number; id_usuario?: number | null; fecha_inicial: string; fecha_final: string },
  ): Promise<OperationsQuery> => {
    const userId = body.id_usuario ?? null;
    await viewerScope(app.db, request, { clientId: body.id_cliente, userId });
    return { clientId: body.id_cliente, userId, from: body.fecha_inicial, to: body.fecha_final };
  };

  app.post(
    '/reporte/reporteoperacionesxfecha',
    {
      schema: {
        tags,
        summary: 'Operaciones por día (neumáticos, vehículos, inspecciones) del cliente, hasta 12 meses',
        body: operationsRequest,
        response: { 200: operationsResponse, ...errors },
      },
      config: view,
    },
    async (request) => getOperations(app.db, await operationsQuery(request, request.body)),
  );

  app.post(
    '/excel/reporteoperacionesxfecha',
    {
      schema: {
        tags,
        summary:
          'Exportar las acciones de una serie (neumaticos, vehiculos o inspecciones) del periodo (Excel)',
        body: operationsExportRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const query = await operationsQuery(request, request.body);
      const where = operationsWhere(query, request.body.reporte);
      return sendUsageExport(reply, {
        fileName: `reporte-operaciones-${request.body.reporte}-${query.from}-a-${query.to}`,
        sheetName: ACTION_MODULE_LABELS[request.body.reporte],
        columns: ACTION_COLUMNS,
        batches: keysetBatches(
          (after: KeysetAfter, limit) => listActionExportBatch(app.db, { where, after, limit }),
          keyOf,
        ),
      });
    },
  );
};
