import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productivityExportRequest, productivityRequest, productivityResponse } from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { getProductivity } from './productivity.queries';
import { errors, tags, view } from './technical-report.access';
import { productivitySheet } from './technical-report.export';
import { oneBatch, sendUsageExport } from './usage-export';
import { viewerScope } from './usage-scope';

/** Technical report: productivity of a client (stacked bars per user, pie per type) and its export. */
export const productivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const productivityOf = async (
    request: FastifyRequest,
    body: { id_cliente: number; fecha_inicial: string; fecha_final: string },
  ) => {
    await viewerScope(app.db, request, { clientId: body.id_cliente });
    return getProductivity(app.db, {
      clientId: body.id_cliente,
      from: body.fecha_inicial,
      to: body.fecha_final,
    });
  };

  app.post(
    '/reporte/reporteproductividad',
    {
      schema: {
        tags,
        summary:
          'Operaciones del cliente en el periodo por usuario y tipo, y totales por tipo con porcentaje',
        body: productivityRequest,
        response: { 200: productivityResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const { usuariosoperaciones, operaciones_x_usuario, operaciones_totales } = await productivityOf(
        request,
        request.body,
      );
      return { usuariosoperaciones, operaciones_x_usuario, operaciones_totales };
    },
  );

  app.post(
    '/excel/reporteproductividad',
    {
      schema: {
        tags,
        summary: 'Exportar la productividad: usuarios por tipo de operación, totales y porcentajes (Excel)',
        body: productivityExportRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const { columns, lines } = productivitySheet(await productivityOf(request, request.body));
      const { id_cliente, fecha_inicial, fecha_final } = request.body;
      return sendUsageExport(reply, {
        fileName: `reporte-productividad-${id_cliente}-${fecha_inicial}-a-${fecha_final}`,
        sheetName: 'Productividad',
        columns,
        batches: oneBatch(async () => lines),
      });
    },
  );
};
