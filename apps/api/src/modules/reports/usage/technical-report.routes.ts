import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  ACTION_MODULE_LABELS,
  consolidatedUsageExportRequest,
  consolidatedUsageRequest,
  consolidatedUsageResponse,
  errorResponse,
  lastConnectionRequest,
  lastConnectionResponse,
  operationsExportRequest,
  operationsRequest,
  operationsResponse,
  productivityExportRequest,
  productivityRequest,
  productivityResponse,
  sessionTimeExportRequest,
  sessionTimeRequest,
  sessionTimeResponse,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { keysetBatches } from '../../../lib/export';
import { userOf } from '../../../plugins/access';
import { ACTION_COLUMNS } from './actions.export';
import { listActionExportBatch } from './actions.queries';
import {
  type ConsolidatedUsageQuery,
  getConsolidatedUsage,
  listConsultationBatch,
} from './consolidated-usage.queries';
import { getLastConnections } from './last-connection.queries';
import { getOperations, type OperationsQuery, operationsWhere } from './operations.queries';
import { getProductivity } from './productivity.queries';
import { getSessionTime, listSessionTimeEntryBatch, type SessionTimeQuery } from './session-time.queries';
import {
  CONSOLIDATED_USAGE_COLUMNS,
  CONSULTATION_COLUMNS,
  productivitySheet,
  SESSION_TIME_COLUMNS,
  SESSION_TIME_DETAIL_COLUMNS,
} from './technical-report.export';
import { oneBatch, sendUsageExport } from './usage-export';
import { assertClientInScope, assertUserInScope, usageScopeOf } from './usage-scope';

const tags = ['Reportes de uso: informe técnico'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** /reporteinformetecnicos (spec 3 §2): permission 15, internal sessions only; its exports ask for view too. */
const TECHNICAL_REPORT_MENU = 15;
const view = { access: { menu: TECHNICAL_REPORT_MENU, action: ACTION.view, internal: true } } as const;

type KeysetAfter = { key: string; id: number } | undefined;
const keyOf = (row: { key: string; id: number }) => ({ key: row.key, id: row.id });

/** The technical report: last activity, session time, consolidated report use, productivity, operations. */
export const technicalReportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The viewer's scope, after refusing (404) a client or user filter outside it. */
  async function scopeFor(
    request: FastifyRequest,
    filters: { clientId?: number | null; userId?: number | null },
  ) {
    const scope = await usageScopeOf(app.db, userOf(request));
    if (filters.clientId != null) await assertClientInScope(app.db, scope, filters.clientId);
    if (filters.userId != null) await assertUserInScope(app.db, scope, filters.userId);
    return scope;
  }

  app.post(
    '/reporte/reporteultimaconexion',
    {
      schema: {
        tags,
        summary:
          'Último ingreso de cada usuario y el tiempo transcurrido (segundos); búsqueda por nombre o email',
        body: lastConnectionRequest,
        response: { 200: lastConnectionResponse, ...errors },
      },
      config: view,
    },
    async (request) => {
      const scope = await scopeFor(request, {});
      return getLastConnections(app.db, { scope, ...request.body });
    },
  );

  const sessionTimeQuery = async (
    request: FastifyRequest,
    body: { id_cliente?: number | null; fecha_inicial: string; fecha_final: string },
  ): Promise<SessionTimeQuery> => {
    const clientId = body.id_cliente ?? null;
    const scope = await scopeFor(request, { clientId });
    return { scope, clientId, from: body.fecha_inicial, to: body.fecha_final };
  };

  app.post(
    '/reporte/tiemposesionusuarios',
    {
      schema: {
        tags,
        summary: 'Tiempo en sesión por usuario (segundos) de los ingresos del periodo',
        body: sessionTimeRequest,
        response: { 200: sessionTimeResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      data: await getSessionTime(app.db, await sessionTimeQuery(request, request.body)),
    }),
  );

  app.post(
    '/excel/reportetiemposesionusuario',
    {
      schema: {
        tags,
        summary:
          "Exportar el tiempo en sesión: reporte '' resumen por usuario, 'detalles' cada ingreso (Excel)",
        body: sessionTimeExportRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const query = await sessionTimeQuery(request, request.body);
      const period = `${query.from}-a-${query.to}`;
      if (request.body.reporte === 'detalles') {
        return sendUsageExport(reply, {
          fileName: `reporte-tiempo-sesion-detalle-${period}`,
          sheetName: 'Detalle',
          columns: SESSION_TIME_DETAIL_COLUMNS,
          batches: keysetBatches(
            (after: KeysetAfter, limit) => listSessionTimeEntryBatch(app.db, { ...query, after, limit }),
            keyOf,
          ),
        });
      }
      return sendUsageExport(reply, {
        fileName: `reporte-tiempo-sesion-${period}`,
        sheetName: 'Resumen',
        columns: SESSION_TIME_COLUMNS,
        batches: oneBatch(() => getSessionTime(app.db, query)),
      });
    },
  );

  const consolidatedQuery = async (
    request: FastifyRequest,
    body: { id_cliente?: number | null; anio: number; mes?: number | null },
  ): Promise<ConsolidatedUsageQuery> => {
    const clientId = body.id_cliente ?? null;
    const scope = await scopeFor(request, { clientId });
    return { scope, clientId, anio: body.anio, mes: body.mes ?? null };
  };

  for (const [path, tipo, label] of [
    ['reportebusquedasconsolidado', 'busquedas', 'Búsquedas'],
    ['reportedescargasconsolidado', 'descargas', 'Descargas'],
  ] as const) {
    app.post(
      `/reporte/${path}`,
      {
        schema: {
          tags,
          summary: `${label} del reporte consolidado por mes del año (o por día del mes elegido)`,
          body: consolidatedUsageRequest,
          response: { 200: consolidatedUsageResponse, ...errors },
        },
        config: view,
      },
      async (request) => {
        const periods = await getConsolidatedUsage(app.db, await consolidatedQuery(request, request.body));
        return {
          data: periods.map((period) => ({
            periodo: period.periodo,
            nombre: period.nombre,
            total: period[tipo],
          })),
        };
      },
    );
  }

  app.post(
    '/excel/reportedescargasconsolidado',
    {
      schema: {
        tags,
        summary:
          "Exportar búsquedas y descargas del reporte consolidado: reporte '' por periodo, 'detalles' cada una (Excel)",
        body: consolidatedUsageExportRequest,
        response: errors,
      },
      config: view,
    },
    async (request, reply) => {
      const query = await consolidatedQuery(request, request.body);
      const period =
        query.mes === null ? `${query.anio}` : `${query.anio}-${String(query.mes).padStart(2, '0')}`;
      if (request.body.reporte === 'detalles') {
        return sendUsageExport(reply, {
          fileName: `reporte-consolidado-uso-detalle-${period}`,
          sheetName: 'Detalle',
          columns: CONSULTATION_COLUMNS,
          batches: keysetBatches(
            (after: KeysetAfter, limit) => listConsultationBatch(app.db, { ...query, after, limit }),
            keyOf,
          ),
        });
      }
      return sendUsageExport(reply, {
        fileName: `reporte-consolidado-uso-${period}`,
        sheetName: 'Resumen',
        columns: CONSOLIDATED_USAGE_COLUMNS(query.mes !== null),
        batches: oneBatch(() => getConsolidatedUsage(app.db, query)),
      });
    },
  );

  const productivityOf = async (
    request: FastifyRequest,
    body: { id_cliente: number; fecha_inicial: string; fecha_final: string },
  ) => {
    await scopeFor(request, { clientId: body.id_cliente });
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

  const operationsQuery = async (
    request: FastifyRequest,
    body: { id_cliente: number; id_usuario?: number | null; fecha_inicial: string; fecha_final: string },
  ): Promise<OperationsQuery> => {
    const userId = body.id_usuario ?? null;
    await scopeFor(request, { clientId: body.id_cliente, userId });
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
