import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  CONFIGURATION_MSG,
  configurationIdRequest,
  configurationInUseRequest,
  configurationInUseResponse,
  configurationIndexRequest,
  configurationIndexResponse,
  configurationListRequest,
  configurationListResponse,
  configurationPositionsResponse,
  configurationShowResponse,
  configurationStoreRequest,
  configurationStoreResponse,
  configurationValidateRequest,
  configurationValidateResponse,
  errorResponse,
  MSG,
  configurationDeleteResponse,
} from '@huella/contracts';
import { type ActionEntry, actorOf, logged } from '../../lib/action-log';
import { assertGrant } from '../../lib/grants';
import { ForbiddenError } from '../../lib/http-errors';
import { userOf } from '../../plugins/access';
import { canUseClient, listAllowedClients } from '../session/client-access';
import { countConfigurationUses } from './configuration-usage';
import { catalogueActor } from './shared-catalogues';
import {
  deleteConfiguration,
  findDuplicateConfiguration,
  getConfiguration,
  listAllConfigurations,
  listConfigurationPositions,
  listConfigurations,
  saveConfiguration,
} from './configurations.service';
import { CATALOG_MENU } from './vehicle-catalog.routes';

const tags = ['Configuraciones de vehículo'];

/** A change of the configurations screen for the action log (spec 3 §2.15). */
const entry = (accion: string, detalle: string): ActionEntry => ({
  modulo: 'catalogos',
  accion,
  vista: 'Configuración vehicular',
  detalle,
});
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/**
 * Vehicle configurations (spec 2 §7 `vehiculoconfiguracion/*`, `core/*`, `vehiculos/existeconfiguracion`).
 * The list screen needs 74 view; writes 74 add/edit/delete (the editor routes have permission id 0 in the
 * route table, so the API asks for 74). Reads used by selectors need only a session: global, non-sensitive.
 */
export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vehiculoconfiguracion/list',
    {
      schema: {
        tags,
        summary: 'Configuraciones (paginado, búsqueda por nombre, tipo de vehículo o tipo de configuración)',
        body: configurationListRequest,
        response: { 200: configurationListResponse, ...errors },
      },
      config: { access: { menu: CATALOG_MENU, action: ACTION.view } },
    },
    async (request) => listConfigurations(app.db, request.body),
  );

  for (const url of ['/vehiculoconfiguracion/index', '/core/configuraciones']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Todas las configuraciones (de un tipo de vehículo con id_vehiculotipo)',
          body: configurationIndexRequest,
          response: { 200: configurationIndexResponse, ...errors },
        },
        config: { access: { session: true } },
      },
      async (request) => ({
        success: {
          resultado: await listAllConfigurations(app.db, { vehicleTypeId: request.body.id_vehiculotipo }),
        },
      }),
    );
  }

  app.post(
    '/vehiculoconfiguracion/show',
    {
      schema: {
        tags,
        summary: 'Una configuración con sus ejes y posiciones',
        body: configurationIdRequest,
        response: { 200: configurationShowResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => ({
      success: { resultado: await getConfiguration(app.db, request.body.id_configuracion) },
    }),
  );

  app.post(
    '/core/posiciones',
    {
      schema: {
        tags,
        summary: 'Posiciones de una configuración (posición P1…Pn, ubicación 1–22, eje)',
        body: configurationIdRequest,
        response: { 200: configurationPositionsResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const { id_configuracion: id } = request.body;
      await getConfiguration(app.db, id); // 404 for an unknown id rather than an empty list
      return { success: { posicion: await listConfigurationPositions(app.db, id) } };
    },
  );

  app.post(
    '/vehiculoconfiguracion/store',
    {
      schema: {
        tags,
        summary: 'Crear (sin id) o editar (con id) una configuración',
        body: configurationStoreRequest,
        response: { 200: configurationStoreResponse, ...errors },
      },
      config: { access: { menu: CATALOG_MENU, action: ACTION.view } },
    },
    async (request) => {
      const { configuracion } = request.body;
      await assertGrant(
        app.db,
        userOf(request).role,
        CATALOG_MENU,
        configuracion.id ? ACTION.edit : ACTION.add,
      );
      const actor = await catalogueActor(app.db, userOf(request));
      const saved = await logged(
        app.db,
        actorOf(request),
        (tx) => saveConfiguration(tx, configuracion, actor),
        (row) =>
          configuracion.id
            ? entry('Editar', `Configuración ${row.nombre} editada`)
            : entry('Registrar', `Configuración ${row.nombre} registrada`),
      );
      return { message: CONFIGURATION_MSG.guardada, configuracion: saved };
    },
  );

  app.post(
    '/vehiculoconfiguracion/delete',
    {
      schema: {
        tags,
        summary: 'Eliminar una configuración que ningún vehículo usa',
        body: configurationIdRequest,
        response: { 200: configurationDeleteResponse, ...errors },
      },
      config: { access: { menu: CATALOG_MENU, action: ACTION.delete } },
    },
    async (request) => {
      const actor = await catalogueActor(app.db, userOf(request));
      await logged(
        app.db,
        actorOf(request),
        (tx) => deleteConfiguration(tx, request.body.id_configuracion, actor),
        (nombre) => entry('Eliminar', `Configuración ${nombre} eliminada`),
      );
      return { message: MSG.operacionExitosa };
    },
  );

  app.post(
    '/vehiculoconfiguracion/validar',
    {
      schema: {
        tags,
        summary:
          '¿Existe otra configuración con el mismo tipo, neumáticos, tipo de configuración y delanteros?',
        body: configurationValidateRequest,
        response: { 200: configurationValidateResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const duplicate = await findDuplicateConfiguration(app.db, request.body);
      return { existe: Boolean(duplicate), mensaje: duplicate ? CONFIGURATION_MSG.duplicada : '' };
    },
  );

  app.post(
    '/vehiculos/existeconfiguracion',
    {
      schema: {
        tags,
        summary:
          '¿Hay vehículos del cliente (id_cliente, o los clientes del usuario sin él) con esta configuración?',
        body: configurationInUseRequest,
        response: { 200: configurationInUseResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const { id_configuracion, id_cliente } = request.body;
      const user = userOf(request);
      // Configurations are shared: count only the vehicles of clients the caller may see, never another's fleet.
      // The spec's call has no id_cliente, so it is optional; when sent it is checked as `client: true` would.
      let clientIds: number[];
      if (id_cliente !== undefined) {
        if (!(await canUseClient(app.db, user, id_cliente))) throw new ForbiddenError(MSG.clienteNoPermitido);
        clientIds = [id_cliente];
      } else {
        clientIds = (await listAllowedClients(app.db, user, {})).map((client) => client.id);
      }
      await getConfiguration(app.db, id_configuracion); // 404 for an unknown id
      const total = await countConfigurationUses(app.db, id_configuracion, clientIds);
      return { existe: total > 0, total };
    },
  );
};
