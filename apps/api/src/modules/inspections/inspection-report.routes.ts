import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTION,
  errorResponse,
  idSchema,
  inspectionDetailQuery,
  inspectionDetailResponse,
  inspectionExportMinifiedQuery,
  inspectionExportQuery,
  inspectionListQuery,
  inspectionListResponse,
  vehicleOptionsRequest,
  vehicleOptionsResponse,
} from '@huella/contracts';
import { type ExportFormat, FILE_NAME_HEADER, keysetBatches, sendExport } from '../../lib/export';
import { clientOf } from '../../plugins/access';
import { INSPECTION_COLUMNS, READING_COLUMNS } from './inspection-report.export';
import {
  type ExportScope,
  getInspectionHeader,
  listInspectionBatch,
  listInspectionReadings,
  listInspections,
  listReadingBatch,
  listVehicleOptions,
  type ReadingKey,
} from './inspection-report.queries';

const tags = ['Inspecciones: reporte'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** Permission ids of /inspeccion (70) and /inspeccionreporte (71) (packages/contracts routes.ts). */
const INSPECTION_MENU = 70;
const INSPECTION_REPORT_MENU = 71;
const view = { access: { menu: INSPECTION_REPORT_MENU, action: ACTION.view, client: true } } as const;

/**
 * The inspection report (spec 2 §2 /inspeccionreporte, §7): the paged list, one inspection with its readings,
 * the header's vehicle options and the two exports. Reading needs view on /inspeccionreporte; the vehicle options
 * belong to the registration screen (/inspeccion).
 */
export const inspectionReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inspecciones/getAllInspectionsMinified',
    {
      schema: {
        tags,
        summary:
          'Reporte de inspecciones (paginado; búsqueda por código, placa, código de vehículo o identificador)',
        querystring: inspectionListQuery,
        response: { 200: inspectionListResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.query;
      return listInspections(app.db, { clientId: clientOf(request), ...query });
    },
  );

  app.get(
    '/inspecciones/getAllInspectionsMinifiedPerIdentifier/:id',
    {
      schema: {
        tags,
        summary: 'Una inspección terminada y sus lecturas por posición (Detalles y edición)',
        params: z.object({ id: idSchema }),
        querystring: inspectionDetailQuery,
        response: { 200: inspectionDetailResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const scope = { clientId: clientOf(request), inspectionId: request.params.id };
      const inspeccion = await getInspectionHeader(app.db, scope);
      return { inspeccion, detalles: await listInspectionReadings(app.db, scope) };
    },
  );

  app.post(
    '/inspecciones/list',
    {
      schema: {
        tags,
        summary: 'Vehículos activos del cliente para la inspección (por placa o código; hasta 50)',
        body: vehicleOptionsRequest,
        response: { 200: vehicleOptionsResponse, ...errors },
      },
      config: { access: { menu: INSPECTION_MENU, action: ACTION.view, client: true } },
    },
    async (request) => ({
      vehiculos: await listVehicleOptions(app.db, {
        clientId: clientOf(request),
        search: request.body.search,
      }),
    }),
  );

  app.get(
    '/excel/reporteinspecciones',
    {
      schema: {
        tags,
        summary: 'Exportar las lecturas de una inspección o de un periodo de hasta 12 meses (Excel o CSV)',
        querystring: inspectionExportQuery,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      const { identificador, fechaini, fechafin } = request.query;
      let scope: ExportScope;
      let name: string;
      if (identificador !== undefined) {
        // A JSON 404 before any byte of the file goes out.
        await getInspectionHeader(app.db, { clientId, inspectionId: identificador });
        scope = { inspectionId: identificador };
        name = `reporte-inspecciones-${identificador}`;
      } else {
        // The schema has checked the period (inspectionExportRangeForm).
        scope = { from: fechaini ?? '', to: fechafin ?? '' };
        name = `reporte-inspecciones-${scope.from}-a-${scope.to}`;
      }
      return sendNamedExport(reply, request.query.extension, name, {
        sheetName: 'Inspecciones',
        columns: READING_COLUMNS,
        batches: keysetBatches(
          (after: ReadingKey | undefined, limit) =>
            listReadingBatch(app.db, { clientId, scope, after, limit }),
          (row) => ({ inspectionId: row.identificador, posicion: row.posicion, id: row.id }),
        ),
      });
    },
  );

  app.get(
    '/excel/reporteinspeccionesminified',
    {
      schema: {
        tags,
        summary: 'Exportar el reporte de inspecciones, una fila por inspección (Excel o CSV)',
        querystring: inspectionExportMinifiedQuery,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      return sendNamedExport(reply, request.query.extension, 'reporte-inspecciones', {
        sheetName: 'Inspecciones',
        columns: INSPECTION_COLUMNS,
        batches: keysetBatches(
          (afterId: number | undefined, limit) => listInspectionBatch(app.db, { clientId, afterId, limit }),
          (row) => row.identificador,
        ),
      });
    },
  );
};

/** sendExport plus the spec's `nombre-archivo` header with the whole file name. */
function sendNamedExport<Row>(
  reply: Parameters<typeof sendExport>[0],
  format: ExportFormat,
  fileName: string,
  options: Omit<Parameters<typeof sendExport<Row>>[1], 'format' | 'fileName'>,
) {
  reply.header(FILE_NAME_HEADER, `${fileName}.${format}`);
  return sendExport(reply, { format, fileName, ...options });
}
