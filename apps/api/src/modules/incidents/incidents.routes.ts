import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  INCIDENT_MSG,
  incidentCreateRequest,
  incidentCreateResponse,
  incidentImageResponse,
  incidentListQuery,
  incidentListResponse,
  incidentLookupQuery,
  incidentShowParams,
  incidentShowResponse,
  incidentTyreOptions,
  incidentVehicleOptions,
  protectedFileUrl,
} from '@huella/contracts';
import { actorOf, logged } from '../../lib/action-log';
import { HttpError } from '../../lib/http-errors';
import { MAX_UPLOAD_BYTES, readMultipart, removeStoredFile, storeFile } from '../../lib/uploads';
import { clientOf, userOf } from '../../plugins/access';
import { incidentMail } from './incident-mail';
import {
  assertReporter,
  assertSupport,
  createIncident,
  getIncident,
  INCIDENT_FOLDER,
  listIncidents,
  lookupTyres,
  lookupVehicles,
  recordUpload,
} from './incidents.service';

const tags = ['Incidencias'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

/**
 * Spec 3 §2.19: client users report incidents from the headset (upload images, then send); the provider's staff
 * read them from the notification menu. The spec names no menu id for either, so the role decides
 * (docs/decisions/0015-incidents-and-protected-files.md).
 */
export const incidentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support/message/image',
    {
      schema: {
        tags,
        summary: 'Subir una imagen de incidencia (multipart: image_support, png o jpeg ≤ 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: incidentImageResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const user = userOf(request);
      assertReporter(user);
      const { file } = await readMultipart(request, { kinds: ['png', 'jpeg'], maxBytes: MAX_UPLOAD_BYTES });
      if (!file) throw new HttpError(400, INCIDENT_MSG.imagenRequerida);
      const stored = await storeFile(app.uploadsDir, INCIDENT_FOLDER, file);
      try {
        await recordUpload(app.db, { userId: user.id, stored });
      } catch (error) {
        await removeStoredFile(app.uploadsDir, stored);
        throw error;
      }
      const nombre = stored.slice(INCIDENT_FOLDER.length + 1);
      return { success: { nombre, url: protectedFileUrl(stored) } };
    },
  );

  app.post(
    '/support/message/email',
    {
      schema: {
        tags,
        summary: 'Registrar una incidencia y enviarla por correo a soporte',
        body: incidentCreateRequest,
        response: { 200: incidentCreateResponse, ...errors },
      },
      config: { access: { session: true, client: true } },
    },
    async (request) => {
      const user = userOf(request);
      assertReporter(user);
      const incident = await logged(
        app.db,
        actorOf(request),
        (tx) => createIncident(tx, { clientId: clientOf(request), userId: user.id, input: request.body }),
        (created) => ({
          modulo: 'administracion',
          accion: 'Registrar',
          vista: 'Incidencias',
          detalle: `Incidencia ${created.identificador} registrada`,
        }),
      );
      try {
        await app.mailer.send(
          incidentMail({
            to: app.config.supportEmail,
            incident,
            reporter: { name: `${user.nombre} ${user.apellidos}`.trim(), email: user.email },
            publicUrl: app.config.publicUrl,
          }),
        );
      } catch (error) {
        // The incident is stored and support sees it in the notification menu; a resend would duplicate it.
        request.log.error(
          { err: error, incidente: incident.id },
          'no se pudo enviar el correo de la incidencia',
        );
      }
      return {
        success: { message: INCIDENT_MSG.enviada, id: incident.id, identificador: incident.identificador },
      };
    },
  );

  app.get(
    '/incidente/vehiculos',
    {
      schema: {
        tags,
        summary: 'Vehículos del cliente por placa (selector de la incidencia)',
        querystring: incidentLookupQuery,
        response: { 200: incidentVehicleOptions, ...errors },
      },
      config: { access: { session: true, client: true } },
    },
    async (request) => {
      assertReporter(userOf(request));
      return lookupVehicles(app.db, { clientId: clientOf(request), search: request.query.search });
    },
  );

  app.get(
    '/incidente/neumaticos',
    {
      schema: {
        tags,
        summary: 'Neumáticos del cliente por serie (selector de la incidencia)',
        querystring: incidentLookupQuery,
        response: { 200: incidentTyreOptions, ...errors },
      },
      config: { access: { session: true, client: true } },
    },
    async (request) => {
      assertReporter(userOf(request));
      return lookupTyres(app.db, { clientId: clientOf(request), search: request.query.search });
    },
  );

  app.get(
    '/incidente/index',
    {
      schema: {
        tags,
        summary: 'Incidencias de los clientes que el usuario alcanza (más recientes primero) y no leídas',
        querystring: incidentListQuery,
        response: { 200: incidentListResponse, ...errors },
      },
      // The badge polls it every minute: like the heartbeat, it must not keep an idle session alive.
      config: { access: { session: true, heartbeat: true } },
    },
    async (request) => {
      const user = userOf(request);
      assertSupport(user);
      return listIncidents(app.db, { user, query: request.query });
    },
  );

  app.get(
    '/incidente/show/:id',
    {
      schema: {
        tags,
        summary: 'Una incidencia (la marca como leída para este usuario)',
        params: incidentShowParams,
        response: { 200: incidentShowResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const user = userOf(request);
      assertSupport(user);
      return { success: await getIncident(app.db, { user, id: request.params.id }) };
    },
  );
};
