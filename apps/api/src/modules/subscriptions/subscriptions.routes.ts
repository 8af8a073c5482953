import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  SUBSCRIPTION_MSG,
  subscriptionClientsResponse,
  subscriptionIdRequest,
  subscriptionListQuery,
  subscriptionListResponse,
  subscriptionMessageResponse,
  subscriptionStoreRequest,
  subscriptionStoreResponse,
  trialAnswerRequest,
  trialRequest,
  trialResponse,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { type ActionEntry, actorOf, logged } from '../../lib/action-log';
import { NotFoundError } from '../../lib/http-errors';
import { clientOf, userOf } from '../../plugins/access';
import { grantedMenu } from '../../lib/grants';
import { MENU } from '../clients/grants';
import { canUseClient } from '../session/client-access';
import {
  answerTrial,
  findNoticeClient,
  findSubscriptionClient,
  getTrial,
  listSubscriptionClients,
  listSubscriptions,
  restartTrial,
  saveSubscription,
  sendNotice,
} from './subscriptions.service';

const tags = ['Suscripciones'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/** A change of a subscription for the action log (spec 3 §2.15). */
const entry = (accion: string, detalle: string): ActionEntry => ({
  modulo: 'administracion',
  accion,
  vista: 'Suscripciones',
  detalle,
});

/** Calls that name only a subscription or notice id: its client must be the user's, else 404. */
async function assertOwnClient(request: FastifyRequest, clientId: number) {
  if (!(await canUseClient(request.server.db, userOf(request), clientId))) throw new NotFoundError();
  return clientId;
}

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clientesuscripcion/index',
    {
      schema: {
        tags,
        summary: 'Clientes con suscripción (paginado)',
        querystring: subscriptionListQuery,
        response: { 200: subscriptionListResponse, ...errors },
      },
      config: { access: { menu: MENU.subscriptions, action: ACTION.view } },
    },
    async (request) => listSubscriptions(app.db, request.query),
  );

  app.get(
    '/clientesuscripcion/clientes',
    {
      schema: {
        tags,
        summary: 'Clientes elegibles en el diálogo de suscripción',
        response: { 200: subscriptionClientsResponse, ...errors },
      },
      config: { access: { menu: MENU.subscriptions, action: ACTION.view } },
    },
    async () => ({ success: { resultado: await listSubscriptionClients(app.db) } }),
  );

  app.post(
    '/clientesuscripcion/store',
    {
      schema: {
        tags,
        summary: 'Crear o editar una suscripción',
        body: subscriptionStoreRequest,
        response: { 200: subscriptionStoreResponse, ...errors },
      },
      // The action depends on the body (new or edit): the handler checks add or edit below.
      config: { access: { menu: MENU.subscriptions, action: ACTION.view } },
    },
    async (request) => {
      const form = request.body.suscripcion;
      await grantedMenu(
        app.db,
        userOf(request).role,
        [MENU.subscriptions],
        form.id ? ACTION.edit : ACTION.add,
      );
      const saved = await logged(
        app.db,
        actorOf(request),
        (tx) => saveSubscription(tx, { form, userId: userOf(request).id }),
        (result) =>
          result.isNew
            ? entry(
                'Registrar',
                `Suscripción de ${result.cliente} registrada (${form.date_start} a ${form.date_end})`,
              )
            : entry('Editar', `Suscripción de ${result.cliente} editada (vence ${form.date_end})`),
      );
      return {
        id: saved.id,
        message: saved.isNew ? SUBSCRIPTION_MSG.agregado : SUBSCRIPTION_MSG.actualizado,
      };
    },
  );

  app.post(
    '/clientesuscripcion/trialperiod',
    {
      schema: {
        tags,
        summary: 'Periodo de prueba del cliente (cada 100 s)',
        body: trialRequest,
        response: { 200: trialResponse, ...errors },
      },
      config: { access: { session: true, heartbeat: true, client: true } },
    },
    async (request) => ({ data: await getTrial(app.db, { clientId: clientOf(request) }) }),
  );

  app.post(
    '/clientesuscripcion/rptaClienteConPeriodoPrueba',
    {
      schema: {
        tags,
        summary: "Respuesta SI/NO a 'vence hoy. Desea continuar ?'",
        body: trialAnswerRequest,
        response: { 200: subscriptionMessageResponse, ...errors },
      },
      config: { access: { session: true, client: true } },
    },
    async (request) => {
      const { rpta } = request.body;
      await logged(
        app.db,
        actorOf(request),
        (tx) => answerTrial(tx, { clientId: clientOf(request), id: request.body.id, rpta }),
        () =>
          entry(
            'Responder',
            `Periodo de prueba vencido: ${rpta === 'SI' ? 'desea continuar' : 'no desea continuar'}`,
          ),
      );
      return { message: 'Registrado' };
    },
  );

  app.post(
    '/clientesuscripcion/envioMensajePorFecha',
    {
      schema: {
        tags,
        summary: 'Enviar el aviso de vencimiento de una fecha de aviso (una vez)',
        body: subscriptionIdRequest,
        response: { 200: subscriptionMessageResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const clientId = await assertOwnClient(
        request,
        await findNoticeClient(app.db, { noticeId: request.body.id }),
      );
      const actor = { ...actorOf(request), clientId };
      const { sent } = await sendNotice(app.db, app.mailer, { clientId, noticeId: request.body.id, actor });
      return { message: sent > 0 ? 'Aviso enviado' : 'Sin avisos pendientes' };
    },
  );

  app.post(
    '/clientesuscripcion/reinicioAplicacion',
    {
      schema: {
        tags,
        summary: 'Reinicio de una suscripción vencida y respondida',
        body: subscriptionIdRequest,
        response: { 200: subscriptionMessageResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const clientId = await assertOwnClient(
        request,
        await findSubscriptionClient(app.db, { id: request.body.id }),
      );
      await logged(
        app.db,
        { ...actorOf(request), clientId },
        (tx) => restartTrial(tx, { clientId, id: request.body.id }),
        (cliente) => entry('Reiniciar', `Suscripción de ${cliente} reiniciada`),
      );
      return { message: 'Reiniciado' };
    },
  );
};
