import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  type SessionCountRow,
  sessionCountsExportRequest,
  sessionCountsRequest,
  sessionCountsResponse,
  sessionsExportRequest,
  sessionsRequest,
  sessionsResponse,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { type ExportColumn, keysetBatches } from '../../../lib/export';
import {
  getSessionCounts,
  getSessions,
  listSessionExportBatch,
  type SessionExportRow,
  type SessionGrain,
} from './sessions.queries';
import { localDate, oneBatch, sendUsageExport } from './usage-export';
import { viewerScope } from './usage-scope';

const tags = ['Reportes de uso: sesiones de usuarios'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** /reportesesionesusuarios (spec 3 §2): permission 13, internal sessions only; its exports ask for view too. */
const SESSIONS_MENU = 13;
const view = { access: { menu: SESSIONS_MENU, action: ACTION.view, internal: true } } as const;

const LOGIN_COLUMNS: ExportColumn<SessionExportRow>[] = [
  { header: 'Id', width: 10, value: (row) => row.id },
  { header: 'Nombre', width: 30, value: (row) => row.name },
  { header: 'Email', width: 32, value: (row) => row.email },
  { header: 'Fecha', width: 20, value: (row) => row.fecha },
];

const countColumns = (grain: SessionGrain): ExportColumn<SessionCountRow>[] => [
  { header: 'Nombre', width: 30, value: (row) => row.name },
  { header: 'Email', width: 32, value: (row) => row.email },
  { header: 'Total ingresos', width: 14, value: (row) => row.cantidad },
  { header: grain === 'day' ? 'Fecha' : 'Mes', width: 14, value: (row) => localDate(row.fecha_session) },
];

/** The counts per user and day or month, after checking the user filter is one the viewer may see. */
async function sessionCounts(
  db: Db,
  request: FastifyRequest,
  body: { fecha_inicial: string; fecha_final: string; id_usuario?: number | null },
  grain: SessionGrain,
) {
  const userId = body.id_usuario ?? null;
  const scope = await viewerScope(db, request, { userId });
  return getSessionCounts(db, { scope, from: body.fecha_inicial, to: body.fecha_final, grain, userId });
}

/** The user sessions report: the period's logins (paged), their counts per day and month, and the exports. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reporte/sesionesusuarios',
    {
      schema: {
        tags,
        summary: 'Ingresos (inicios de sesión) del periodo, más recientes primero; paginado',
        body: sessionsRequest,
        response: { 200: sessionsResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const { fecha_inicial, fecha_final, page, per_page } = request.body;
      const scope = await viewerScope(app.db, request);
      return getSessions(app.db, { scope, from: fecha_inicial, to: fecha_final, page, per_page });
    },
  );

  for (const [path, grain, label] of [
    ['sesionesusuariosdiario', 'day', 'día'],
    ['sesionesusuariosmensual', 'month', 'mes'],
  ] as const) {
    app.post(
      `/reporte/${path}`,
      {
        schema: {
          tags,
          summary: `Ingresos por usuario y ${label} del periodo (opcionalmente de un usuario)`,
          body: sessionCountsRequest,
          response: { 200: sessionCountsResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({ data: await sessionCounts(app.db, request, request.body, grain) }),
    );

    app.post(
      `/excel/reporte${path}`,
      {
        schema: {
          tags,
          summary: `Exportar los ingresos por usuario y ${label} (Excel)`,
          body: sessionCountsExportRequest,
          response: errors,
        },
        config: view,
      },
      async (request, reply) => {
        const { fecha_inicial, fecha_final } = request.body;
        const rows = await sessionCounts(app.db, request, request.body, grain);
        return sendUsageExport(reply, {
          fileName: `reporte-sesiones-${grain === 'day' ? 'diario' : 'mensual'}-${fecha_inicial}-a-${fecha_final}`,
          sheetName: grain === 'day' ? 'Reporte Diario' : 'Reporte Mensual',
          columns: countColumns(grain),
          batches: oneBatch(async () => rows),
        });
      },
    );
  }

  app.post(
    '/excel/reportesesionesusuarios',
    {
      schema: {
        tags,
        summary: 'Exportar cada ingreso del periodo, más recientes primero (Excel)',
        body: sessionsExportRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const { fecha_inicial, fecha_final } = request.body;
      const scope = await viewerScope(app.db, request);
      return sendUsageExport(reply, {
        fileName: `reporte-ingresos-${fecha_inicial}-a-${fecha_final}`,
        sheetName: 'Reporte Ingreso',
        columns: LOGIN_COLUMNS,
        batches: keysetBatches(
          (after: { key: string; id: number } | undefined, limit) =>
            listSessionExportBatch(app.db, { scope, from: fecha_inicial, to: fecha_final, after, limit }),
          (row) => ({ key: row.key, id: row.id }),
        ),
      });
    },
  );
};
