import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  MSG,
  plantDeleteRequest,
  plantDeleteResponse,
  plantListRequest,
  plantListResponse,
  plantOptionsQuery,
  plantOptionsResponse,
  plantStoreRequest,
  plantStoreResponse,
} from '@huella/contracts';
import { actorOf, logged } from '../../lib/action-log';
import { assertGrant } from '../../lib/grants';
import { clientOf, userOf } from '../../plugins/access';
import { deletePlant, listPlantOptions, listPlants, savePlant } from './plants.service';

const tags = ['Plantas'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
/** Permission id of /plantas (spec 1 §2.2). */
const PLANTS_MENU = 29;

export const plantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/plantas/index',
    {
      schema: {
        tags,
        summary: 'Plantas del cliente (paginado, búsqueda por nombre o dirección)',
        body: plantListRequest,
        response: { 200: plantListResponse, ...errors },
      },
      config: { access: { menu: PLANTS_MENU, action: ACTION.view, client: true } },
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.body;
      return listPlants(app.db, { clientId: clientOf(request), ...query });
    },
  );

  app.get(
    '/plantas/opciones',
    {
      schema: {
        tags,
        summary: 'Plantas del cliente para selectores (id, nombre)',
        querystring: plantOptionsQuery,
        response: { 200: plantOptionsResponse, ...errors },
      },
      // Selectors of other screens (vehicle, inspection) need the names; any signed-in user of the client.
      config: { access: { session: true, client: true } },
    },
    async (request) => ({ data: await listPlantOptions(app.db, { clientId: clientOf(request) }) }),
  );

  app.post(
    '/plantas/store',
    {
      schema: {
        tags,
        summary: 'Crear (sin id) o editar (con id) una planta',
        body: plantStoreRequest,
        response: { 200: plantStoreResponse, ...errors },
      },
      // Create needs action 2, edit action 3: checked below once the body says which.
      config: { access: { menu: PLANTS_MENU, action: ACTION.view, client: true } },
    },
    async (request) => {
      const { planta } = request.body;
      await assertGrant(app.db, userOf(request).role, PLANTS_MENU, planta.id ? ACTION.edit : ACTION.add);
      const saved = await logged(
        app.db,
        actorOf(request),
        (tx) => savePlant(tx, { clientId: clientOf(request), planta }),
        (plant) => ({
          modulo: 'administracion',
          accion: planta.id ? 'Editar' : 'Registrar',
          vista: 'Plantas',
          detalle: `Planta ${plant.nombre} ${planta.id ? 'editada' : 'registrada'}`,
        }),
      );
      return { message: MSG.operacionExitosa, planta: saved };
    },
  );

  app.post(
    '/plantas/delete',
    {
      schema: {
        tags,
        summary: 'Eliminar una planta que no está en uso',
        body: plantDeleteRequest,
        response: { 200: plantDeleteResponse, ...errors },
      },
      config: { access: { menu: PLANTS_MENU, action: ACTION.delete, client: true } },
    },
    async (request) => {
      await logged(
        app.db,
        actorOf(request),
        (tx) => deletePlant(tx, { clientId: clientOf(request), plantId: request.body.id_planta }),
        (nombre) => ({
          modulo: 'administracion',
          accion: 'Eliminar',
          vista: 'Plantas',
          detalle: `Planta ${nombre} eliminada`,
        }),
      );
      return { message: MSG.operacionExitosa };
    },
  );
};
