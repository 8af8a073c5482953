import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  type BadConditionTyre,
  badConditionEditRequest,
  badConditionEditResponse,
  badConditionExportQuery,
  badConditionListRequest,
  badConditionListResponse,
  errorResponse,
  repairRequest,
  retreadAlertsRequest,
  retreadAlertsResponse,
  retreadRequest,
  stateTyreListResponse,
  TYRE_STATE_MENUS,
  TYRE_STATES_MSG,
  tyreMoveRequest,
  tyreMoveResponse,
  tyreStateListRequest,
} from '@huella/contracts';
import { TYRE_STATE } from '@huella/domain';
import { and, eq } from 'drizzle-orm';
import { neumaticos } from '../../db/schema/index';
import { actorOf, logged } from '../../lib/action-log';
import { type ExportColumn, keysetBatches, sendExport } from '../../lib/export';
import { clientOf, userOf } from '../../plugins/access';
import { TYRES_MENU } from '../tyres/tyres.routes';
import {
  listBadConditionBatch,
  listBadConditionTyres,
  listRetreadAlerts,
  listStateTyres,
} from './tyre-states.queries';
import { registerRepair, registerRetread, sendTyre, updateBadCondition } from './tyre-states.service';

const tags = ['Neumáticos: reencauche, reparación y mal estado'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

const access = (menu: number, action: (typeof ACTION)[keyof typeof ACTION]) => ({
  access: { menu, action, client: true },
});

/** The user actions report's line of a tyre state change (spec 3 §2.15), on the list it is taken from. */
const stateAction = (vista: string, accion: string, detalle: string) =>
  ({ modulo: 'neumaticos', accion, vista, detalle }) as const;
const SEND = {
  sendToRepair: { accion: 'Enviar a reparación', detalle: 'enviado a reparación' },
  sendToRetread: { accion: 'Enviar a reencauche', detalle: 'enviado a reencauche' },
} as const;

/** The export of 'Neumáticos en mal estado': the list's columns, amounts as numbers. */
const BAD_CONDITION_COLUMNS: ExportColumn<BadConditionTyre>[] = [
  { header: 'ID', width: 8, value: (row) => row.id },
  { header: 'Serie Cliente', width: 16, value: (row) => row.num_serie },
  { header: 'DOT', width: 8, value: (row) => row.serie_cliente ?? '-' },
  { header: 'Estado', width: 14, value: (row) => row.estado_descripcion },
  { header: 'Marca', width: 16, value: (row) => row.marca },
  { header: 'Modelo', width: 16, value: (row) => row.modelo },
  { header: 'Medida', width: 14, value: (row) => row.medida },
  { header: 'Diseño', width: 16, value: (row) => row.disenio },
  { header: 'Vida', width: 8, value: (row) => row.nuevo_reenc },
  { header: 'Remanente original (mm)', width: 12, value: (row) => row.remanente_original },
  { header: 'Remanente final (mm)', width: 12, value: (row) => row.remanente_final },
  { header: 'Remanente límite (mm)', width: 12, value: (row) => row.remanente_limite },
  { header: 'Costo de la vida (USD)', width: 14, value: (row) => Math.round(row.costo * 100) / 100 },
  {
    header: 'Costo perdido (USD)',
    width: 14,
    value: (row) => (row.costo_perdido === null ? null : Math.round(row.costo_perdido * 100) / 100),
  },
  { header: 'Motivo', width: 22, value: (row) => row.motivo_scrap },
  { header: 'Fecha', width: 12, value: (row) => row.fecha_scrap },
  { header: 'Placa', width: 10, value: (row) => row.placa },
];

/**
 * Spec 2 §2 'Neumáticos retirados para reencauche' (menu 77), '… para reparación' (90) and 'Neumáticos en mal
 * estado' (78), their actions, and the top bar's retread menus (spec 1 §2.1). Reading a list needs view on its
 * menu; every action that changes a tyre needs edit on the menu of the list it is taken from
 * (docs/decisions/0028-tyre-state-lists.md).
 */
export const tyreStateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/neumaticos/enreencauche',
    {
      schema: {
        tags,
        summary: 'Neumáticos en reencauche (estado 4), paginado; los últimos enviados primero',
        body: tyreStateListRequest,
        response: { 200: stateTyreListResponse, ...errors },
      },
      config: access(TYRE_STATE_MENUS.retread, ACTION.view),
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.body;
      const resultado = await listStateTyres(app.db, {
        clientId: clientOf(request),
        estado: TYRE_STATE.inRetread,
        ...query,
      });
      return { success: { resultado } };
    },
  );

  app.post(
    '/neumaticos/enreparacion',
    {
      schema: {
        tags,
        summary: 'Neumáticos en reparación (estado 2), paginado; los últimos enviados primero',
        body: tyreStateListRequest,
        response: { 200: stateTyreListResponse, ...errors },
      },
      config: access(TYRE_STATE_MENUS.repair, ACTION.view),
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.body;
      const resultado = await listStateTyres(app.db, {
        clientId: clientOf(request),
        estado: TYRE_STATE.inRepair,
        ...query,
      });
      return { success: { resultado } };
    },
  );

  app.post(
    '/neumaticos/enmalestado',
    {
      schema: {
        tags,
        summary:
          'Neumáticos en mal estado: desinstalados por desgaste final o falla (estado 6) y, con las ' +
          'inspecciones, instalados con una lectura en mal estado; paginado',
        body: badConditionListRequest,
        response: { 200: badConditionListResponse, ...errors },
      },
      config: access(TYRE_STATE_MENUS.badCondition, ACTION.view),
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.body;
      const resultado = await listBadConditionTyres(app.db, { clientId: clientOf(request), ...query });
      return { success: { resultado } };
    },
  );

  app.get(
    '/excel/reporteneumaticosenmalestado',
    {
      schema: {
        tags,
        summary: 'Exportar los neumáticos en mal estado (Excel o CSV, en streaming)',
        querystring: badConditionExportQuery,
        response: errors,
      },
      config: access(TYRE_STATE_MENUS.badCondition, ACTION.view),
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      return sendExport(reply, {
        format: request.query.extension === '.csv' ? 'csv' : 'xlsx',
        fileName: 'NeumaticosMalEstado',
        sheetName: 'Neumáticos en mal estado',
        columns: BAD_CONDITION_COLUMNS,
        batches: keysetBatches(
          (afterId: number | undefined, limit) => listBadConditionBatch(app.db, { clientId, afterId, limit }),
          (row) => row.id,
        ),
      });
    },
  );

  for (const [path, trigger, summary] of [
    [
      '/neumaticos/enviarAreparar',
      'sendToRepair',
      'Enviar a reparación (desde 6, 1 o 5; pide remanente final)',
    ],
    [
      '/neumaticos/enviarAreencauchar',
      'sendToRetread',
      'Enviar a reencauche (desde 6, 1 o 5; pide remanente final)',
    ],
  ] as const) {
    app.post(
      path,
      {
        schema: { tags, summary, body: tyreMoveRequest, response: { 200: tyreMoveResponse, ...errors } },
        config: access(TYRE_STATE_MENUS.badCondition, ACTION.edit),
      },
      async (request) => {
        const data = await logged(
          app.db,
          actorOf(request),
          (tx) =>
            sendTyre(tx, {
              clientId: clientOf(request),
              userId: userOf(request).id,
              tyreId: request.body.id_neumatico,
              trigger,
            }),
          (tyre) =>
            stateAction(
              'En mal estado',
              SEND[trigger].accion,
              `Neumático ${tyre.num_serie} ${SEND[trigger].detalle}`,
            ),
        );
        return { message: TYRE_STATES_MSG.operacionExitosa, data };
      },
    );
  }

  app.post(
    '/neumaticos/updatemalestado',
    {
      schema: {
        tags,
        summary: 'Editar un neumático en mal estado: remanente final y foto (imagen/subirimagen)',
        body: badConditionEditRequest,
        response: { 200: badConditionEditResponse, ...errors },
      },
      config: access(TYRE_STATE_MENUS.badCondition, ACTION.edit),
    },
    async (request) => {
      const { id_neumatico, remanente_final, imagen } = request.body;
      const clientId = clientOf(request);
      const { data } = await logged(
        app.db,
        actorOf(request),
        async (tx) => {
          const edited = await updateBadCondition(tx, {
            clientId,
            userId: userOf(request).id,
            tyreId: id_neumatico,
            remanente_final,
            imagen,
          });
          const [tyre] = await tx
            .select({ num_serie: neumaticos.num_serie })
            .from(neumaticos)
            .where(and(eq(neumaticos.id_cliente, clientId), eq(neumaticos.id, id_neumatico)));
          return { data: edited, num_serie: tyre?.num_serie ?? '' };
        },
        ({ num_serie }) =>
          stateAction('En mal estado', 'Editar', `Neumático en mal estado ${num_serie} editado`),
      );
      return { message: TYRE_STATES_MSG.editado, data };
    },
  );

  app.post(
    '/neumaticos/actualizarNeumaticosReparados',
    {
      schema: {
        tags,
        summary: 'Registrar la reparación (costo, moneda, observación): el neumático vuelve a stock (2 → 5)',
        body: repairRequest,
        response: { 200: tyreMoveResponse, ...errors },
      },
      config: access(TYRE_STATE_MENUS.repair, ACTION.edit),
    },
    async (request) => {
      const { id_neumatico, costo, tipo_moneda, observacion, fecha } = request.body;
      const data = await logged(
        app.db,
        actorOf(request),
        (tx) =>
          registerRepair(tx, {
            clientId: clientOf(request),
            userId: userOf(request).id,
            tyreId: id_neumatico,
            cost: { costo, tipo_moneda, observacion, fecha },
          }),
        (tyre) =>
          stateAction(
            'En reparación',
            'Registrar reparación',
            `Reparación del neumático ${tyre.num_serie} registrada`,
          ),
      );
      return { message: TYRE_STATES_MSG.actualizado(data.num_serie), data };
    },
  );

  app.post(
    '/neumaticos/actualizarNeumaticosReencauchados',
    {
      schema: {
        tags,
        summary:
          'Registrar el reencauche (costo, moneda, diseño, empresa, nuevo remanente): empieza una vida nueva (4 → 5)',
        body: retreadRequest,
        response: { 200: tyreMoveResponse, ...errors },
      },
      config: access(TYRE_STATE_MENUS.retread, ACTION.edit),
    },
    async (request) => {
      const { id, costo, tipo_moneda, observacion, fecha, ...life } = request.body.neumatico;
      const data = await logged(
        app.db,
        actorOf(request),
        (tx) =>
          registerRetread(tx, {
            clientId: clientOf(request),
            userId: userOf(request).id,
            tyreId: id,
            cost: { costo, tipo_moneda, observacion, fecha },
            ...life,
          }),
        (tyre) =>
          stateAction(
            'En reencauche',
            'Registrar reencauche',
            `Reencauche del neumático ${tyre.num_serie} registrado`,
          ),
      );
      return { message: TYRE_STATES_MSG.actualizado(data.num_serie), data };
    },
  );

  app.post(
    '/neumaticos/alertasreencauche',
    {
      schema: {
        tags,
        summary:
          'Menús de la barra superior: neumáticos instalados próximos a reencauchar y a reencauchar ' +
          '(bandas de remanente de la aplicación del vehículo)',
        body: retreadAlertsRequest,
        response: { 200: retreadAlertsResponse, ...errors },
      },
      config: access(TYRES_MENU, ACTION.view),
    },
    async (request) => ({ success: await listRetreadAlerts(app.db, { clientId: clientOf(request) }) }),
  );
};
