import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  applicationOptionsQuery,
  applicationOptionsResponse,
  applicationStoreRequest,
  applicationStoreResponse,
  errorResponse,
  MSG,
  remnantListQuery,
  remnantListResponse,
  remnantStoreRequest,
  remnantStoreResponse,
} from '@huella/contracts';
import { type ActionEntry, actorOf, logged } from '../../lib/action-log';
import { assertGrant } from '../../lib/grants';
import { clientOf, userOf } from '../../plugins/access';
import {
  createApplication,
  listApplicationOptions,
  listRemnants,
  storeRemnant,
} from './applications.service';

const tags = ['Remanente por aplicación'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
/** Permission id of /aplicacion (spec 1 §2.2). */
const APPLICATIONS_MENU = 23;

/** A change of the '/aplicacion' screen for the action log (spec 3 §2.15). */
const entry = (accion: string, detalle: string): ActionEntry => ({
  modulo: 'catalogos',
  accion,
  vista: 'Remanente por aplicación',
  detalle,
});

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/aplicacion',
    {
      schema: {
        tags,
        summary: 'Aplicaciones del cliente con su remanente (paginado, por nombre)',
        querystring: remnantListQuery,
        response: { 200: remnantListResponse, ...errors },
      },
      config: { access: { menu: APPLICATIONS_MENU, action: ACTION.view, client: true } },
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.query;
      return listRemnants(app.db, { clientId: clientOf(request), ...query });
    },
  );

  app.get(
    '/aplicacioncmb',
    {
      schema: {
        tags,
        summary: 'Aplicaciones con remanente registrado, para el formulario de vehículos',
        querystring: applicationOptionsQuery,
        response: { 200: applicationOptionsResponse, ...errors },
      },
      // The vehicle dialog needs them whatever the role's grants on this screen.
      config: { access: { session: true, client: true } },
    },
    async (request) => ({
      data: await listApplicationOptions(app.db, { clientId: clientOf(request), withThresholds: true }),
    }),
  );

  app.get(
    '/aplicacion/opciones',
    {
      schema: {
        tags,
        summary: 'Todas las aplicaciones del cliente (con o sin remanente), para el diálogo de remanente',
        querystring: applicationOptionsQuery,
        response: { 200: applicationOptionsResponse, ...errors },
      },
      config: { access: { menu: APPLICATIONS_MENU, action: ACTION.view, client: true } },
    },
    async (request) => ({
      data: await listApplicationOptions(app.db, { clientId: clientOf(request), withThresholds: false }),
    }),
  );

  app.post(
    '/aplicacion/store',
    {
      schema: {
        tags,
        summary: 'Registrar (sin id_remanente) o editar el remanente de una aplicación',
        body: remnantStoreRequest,
        response: { 200: remnantStoreResponse, ...errors },
      },
      // Create needs action 2, edit action 3: checked below once the body says which.
      config: { access: { menu: APPLICATIONS_MENU, action: ACTION.view, client: true } },
    },
    async (request) => {
      const { remanente } = request.body;
      await assertGrant(
        app.db,
        userOf(request).role,
        APPLICATIONS_MENU,
        remanente.id_remanente ? ACTION.edit : ACTION.add,
      );
      const saved = await logged(
        app.db,
        actorOf(request),
        (tx) => storeRemnant(tx, { clientId: clientOf(request), remanente }),
        (row) =>
          remanente.id_remanente
            ? entry('Editar', `Remanente de la aplicación ${row.aplicacion_nom} editado`)
            : entry('Registrar', `Remanente de la aplicación ${row.aplicacion_nom} registrado`),
      );
      return { message: MSG.operacionExitosa, remanente: saved };
    },
  );

  app.post(
    '/aplicacion/storeaplicacion',
    {
      schema: {
        tags,
        summary: 'Agregar una aplicación al catálogo del cliente',
        body: applicationStoreRequest,
        response: { 200: applicationStoreResponse, ...errors },
      },
      config: { access: { menu: APPLICATIONS_MENU, action: ACTION.add, client: true } },
    },
    async (request) => {
      const aplicacion = await logged(
        app.db,
        actorOf(request),
        (tx) => createApplication(tx, { clientId: clientOf(request), aplicacion: request.body.aplicacion }),
        (created) => entry('Registrar', `Aplicación ${created.aplicacion} registrada`),
      );
      return { message: MSG.operacionExitosa, aplicacion };
    },
  );
};
