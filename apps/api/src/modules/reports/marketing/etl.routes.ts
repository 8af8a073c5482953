import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  etlExportRequest,
  inspectionsByClientRequest,
  inspectionsByClientResponse,
} from '@huella/contracts';
import { FILE_NAME_HEADER, keysetBatches, sendExport } from '../../../lib/export';
import { userOf } from '../../../plugins/access';
import {
  etlExportKey,
  getInspectionsByClient,
  listEtlExportBatch,
  listViewerClientIds,
} from './etl-export.queries';
import { ETL_COLUMNS } from './marketing.export';

const tags = ['Reportes: marketing'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** /marketing has permission 0 (spec 1 §2.2): any internal session; members never (`internal`). */
const anyInternal = { access: { session: true, internal: true } } as const;

/** The ETL inspections screen (/marketing, spec 3 §2.18): its count per client and its export. */
export const etlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/etl/inspeccionesxcliente',
    {
      schema: {
        tags,
        summary: 'Inspecciones y lecturas del periodo por cliente (lo que la exportación ETL escribirá)',
        body: inspectionsByClientRequest,
        response: { 200: inspectionsByClientResponse, ...errors },
      },
      config: anyInternal,
    },
    async (request) => {
      const user = userOf(request);
      return getInspectionsByClient(app.db, {
        viewer: { userId: user.id, role: user.role },
        ...request.body,
      });
    },
  );

  app.post(
    '/excel/reporteetlinspecciones',
    {
      schema: {
        tags,
        summary: 'Exportar cada lectura del periodo de neumáticos reencauchados (todas las flotas), en Excel',
        body: etlExportRequest,
        response: errors,
      },
      config: anyInternal,
    },
    async (request, reply) => {
      const user = userOf(request);
      const query = { viewer: { userId: user.id, role: user.role }, ...request.body };
      const clientIds = await listViewerClientIds(app.db, query.viewer);
      const fileName = `reporte-etl-inspecciones-${query.fechainicio}-a-${query.fechafin}`;
      reply.header(FILE_NAME_HEADER, `${fileName}.xlsx`);
      return sendExport(reply, {
        format: 'xlsx',
        fileName,
        sheetName: 'Inspecciones',
        columns: ETL_COLUMNS,
        batches: keysetBatches(
          (after, limit) => listEtlExportBatch(app.db, { query, clientIds, after, limit }),
          etlExportKey,
        ),
      });
    },
  );
};
