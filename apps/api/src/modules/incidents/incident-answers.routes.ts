import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  INCIDENT_ANSWER_MSG,
  INCIDENT_STATE_LABELS,
  incidentAnswerResponse,
  incidentReplyRequest,
  incidentStateRequest,
  ownIncidentsReadResponse,
  ownIncidentsResponse,
} from '@huella/contracts';
import { type ActionEntry, actorOf, logged } from '../../lib/action-log';
import { userOf } from '../../plugins/access';
import {
  listOwnIncidents,
  markOwnRepliesRead,
  replyToIncident,
  setIncidentState,
} from './incident-answers.service';
import { incidentReplyMail } from './incident-mail';
import { assertReporter } from './incidents.service';

/** The '/incidencias' screen (docs/decisions/0032-answering-incidents.md). */
export const INCIDENTS_MENU = 98;

const tags = ['Incidencias'];

/** A change of the '/incidencias' screen for the action log (spec 3 §2.15). */
const entry = (accion: string, detalle: string): ActionEntry => ({
  modulo: 'administracion',
  accion,
  vista: 'Incidencias',
  detalle,
});
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  422: errorResponse,
};

/**
 * Answering incidents (issue 11 item 9; ADR 0032): support changes the status and replies (menu 98, edit; the
 * incident must be of a client the user reaches, else 404); the reporter reads the replies in the headset menu.
 */
export const incidentAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/incidente/estado',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado de una incidencia (abierta, en atención, resuelta)',
        body: incidentStateRequest,
        response: { 200: incidentAnswerResponse, ...errors },
      },
      config: { access: { menu: INCIDENTS_MENU, action: ACTION.edit } },
    },
    async (request) => {
      const { id, estado } = request.body;
      await logged(
        app.db,
        actorOf(request),
        (tx) => setIncidentState(tx, { user: userOf(request), id, estado }),
        (incident) =>
          entry('Editar', `Incidencia ${incident.identificador} pasó a ${INCIDENT_STATE_LABELS[estado]}`),
      );
      return { success: { message: INCIDENT_ANSWER_MSG.estadoActualizado, estado } };
    },
  );

  app.post(
    '/incidente/responder',
    {
      schema: {
        tags,
        summary: 'Responder una incidencia: la respuesta llega al usuario por correo y en su menú de soporte',
        body: incidentReplyRequest,
        response: { 200: incidentAnswerResponse, ...errors },
      },
      config: { access: { menu: INCIDENTS_MENU, action: ACTION.edit } },
    },
    async (request) => {
      const { id, mensaje, estado } = request.body;
      const answered = await logged(
        app.db,
        actorOf(request),
        (tx) => replyToIncident(tx, { user: userOf(request), id, mensaje, estado }),
        (incident) =>
          entry('Responder', `Incidencia ${incident.identificador} de ${incident.razon_social} respondida`),
      );
      if (answered.email) {
        try {
          await app.mailer.send(
            incidentReplyMail({
              to: answered.email,
              nombre: answered.nombre,
              identificador: answered.identificador,
              estado: INCIDENT_STATE_LABELS[estado],
              mensaje,
              publicUrl: app.config.publicUrl,
            }),
          );
        } catch (error) {
          // The reply is stored and the reporter sees it in the headset menu; a resend would duplicate it.
          request.log.error({ err: error, incidente: id }, 'no se pudo enviar el correo de la respuesta');
        }
      }
      return { success: { message: INCIDENT_ANSWER_MSG.respuestaEnviada, estado } };
    },
  );

  app.get(
    '/incidente/mias',
    {
      schema: {
        tags,
        summary: 'Las incidencias del usuario con su estado y respuestas, y las respuestas no leídas',
        response: { 200: ownIncidentsResponse, ...errors },
      },
      // The headset's badge polls it: like the heartbeat, it must not keep an idle session alive.
      config: { access: { session: true, heartbeat: true } },
    },
    async (request) => {
      const user = userOf(request);
      assertReporter(user);
      return listOwnIncidents(app.db, { userId: user.id });
    },
  );

  app.post(
    '/incidente/mias/leidas',
    {
      schema: {
        tags,
        summary: 'Marcar como leídas las respuestas a las incidencias del usuario',
        response: { 200: ownIncidentsReadResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const user = userOf(request);
      assertReporter(user);
      return { success: { leidas: await markOwnRepliesRead(app.db, { userId: user.id }) } };
    },
  );
};
