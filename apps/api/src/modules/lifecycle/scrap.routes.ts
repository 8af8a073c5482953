import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  directScrapRequest,
  errorResponse,
  installedScrapRequest,
  SCRAP_MSG,
  scrapFindRequest,
  scrapFindResponse,
  scrapListRequest,
  scrapListResponse,
  scrapReasonsResponse,
  scrapStoreResponse,
  scrapUpdateRequest,
  scrapVehiclesRequest,
  scrapVehiclesResponse,
  sendToScrapRequest,
  tyreScrapRequest,
  vehicleTyresRequest,
  vehicleTyresResponse,
  type ScrapRecord,
} from '@huella/contracts';
import { actorOf, logged } from '../../lib/action-log';
import { clientOf, userOf } from '../../plugins/access';
import {
  findTyreScrap,
  listScrapReasons,
  listScrapRecords,
  listVehiclesWithTyres,
  listVehicleTyres,
} from './scrap-queries';
import {
  registerScrappedTyre,
  scrapInstalledTyre,
  scrapTyre,
  sendTyreToScrap,
  updateScrap,
} from './scrap.service';

const tags = ['Scrap'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/**
 * Menu ids (spec 1 §2.2): 'Neumáticos en SCRAP' /neumaticosscrap 76, the tyre report /neumaticos 75 (its scrap
 * screen /neumaticoreportescrap/{id} too), 'Neumáticos en mal estado' /neumaticosmalestado 78. Every write
 * that adds a scrap record needs add on 76 (spec 2 §6: direct registration 2, edit 3), except the
 * bad-condition list's action, which needs edit there like its repair and retread actions
 * (docs/decisions/0027-scrap.md).
 */
const SCRAP_MENU = 76;
const TYRES_MENU = 75;
const BAD_CONDITION_MENU = 78;
const addScrap = { access: { menu: SCRAP_MENU, action: ACTION.add, client: true } } as const;
const viewScrap = { access: { menu: SCRAP_MENU, action: ACTION.view, client: true } } as const;

/** The user actions report's line of a scrap (spec 3 §2.15), on the screen it is taken from. */
const scrapAction = (vista: string, accion: string, detalle: string) =>
  ({ modulo: 'neumaticos', accion, vista, detalle }) as const;
const scrapped = (record: ScrapRecord) =>
  `Neumático ${record.num_serie} dado de baja${record.placa ? ` de ${record.placa}` : ''} (${record.motivo})`;

export const scrapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/motivosscrap/index',
    {
      schema: {
        tags,
        summary: 'Motivos de scrap (catálogo global)',
        response: { 200: scrapReasonsResponse, 401: errorResponse },
      },
      // A global catalogue the scrap forms of several screens read.
      config: { access: { session: true } },
    },
    async () => ({ data: await listScrapReasons(app.db) }),
  );

  app.post(
    '/neumaticos/storescrap',
    {
      schema: {
        tags,
        summary: 'Registrar un neumático directamente en scrap (crea el neumático ya en scrap)',
        body: directScrapRequest,
        response: { 200: scrapStoreResponse, ...errors },
      },
      config: addScrap,
    },
    async (request) => ({
      message: SCRAP_MSG.exito,
      data: await logged(
        app.db,
        actorOf(request),
        (tx) =>
          registerScrappedTyre(tx, {
            clientId: clientOf(request),
            userId: userOf(request).id,
            form: request.body.neumatico,
          }),
        (record) =>
          scrapAction(
            'En scrap',
            'Registrar',
            `Neumático ${record.num_serie} registrado en scrap (${record.motivo})`,
          ),
      ),
    }),
  );

  app.post(
    '/scrap/store',
    {
      schema: {
        tags,
        summary: 'Enviar a scrap un neumático instalado (cierra su instalación en el mismo paso)',
        body: installedScrapRequest,
        response: { 200: scrapStoreResponse, ...errors },
      },
      config: addScrap,
    },
    async (request) => ({
      message: SCRAP_MSG.exito,
      data: await logged(
        app.db,
        actorOf(request),
        (tx) =>
          scrapInstalledTyre(tx, {
            clientId: clientOf(request),
            userId: userOf(request).id,
            form: request.body.neumatico,
          }),
        (record) => scrapAction('En scrap', 'Dar de baja', scrapped(record)),
      ),
    }),
  );

  app.post(
    '/scrap/storesimplificado',
    {
      schema: {
        tags,
        summary: 'Enviar a scrap un neumático libre o desinstalado (pantalla de scrap del neumático)',
        body: tyreScrapRequest,
        response: { 200: scrapStoreResponse, ...errors },
      },
      config: addScrap,
    },
    async (request) => ({
      message: SCRAP_MSG.exito,
      data: await logged(
        app.db,
        actorOf(request),
        (tx) =>
          scrapTyre(tx, {
            clientId: clientOf(request),
            userId: userOf(request).id,
            form: request.body.neumatico,
          }),
        (record) => scrapAction('Reporte de neumáticos', 'Dar de baja', scrapped(record)),
      ),
    }),
  );

  app.post(
    '/neumaticos/enviarAscrap',
    {
      schema: {
        tags,
        summary: 'Enviar a scrap desde neumáticos en mal estado (usa su remanente final)',
        body: sendToScrapRequest,
        response: { 200: scrapStoreResponse, ...errors },
      },
      config: { access: { menu: BAD_CONDITION_MENU, action: ACTION.edit, client: true } },
    },
    async (request) => ({
      message: SCRAP_MSG.exito,
      data: await logged(
        app.db,
        actorOf(request),
        (tx) =>
          sendTyreToScrap(tx, {
            clientId: clientOf(request),
            userId: userOf(request).id,
            tyreId: request.body.id_neumatico,
            reasonId: request.body.id_motivo_scrap,
            fecha: request.body.fecha_scrap,
            limit: request.body.remanente_limite,
          }),
        (record) => scrapAction('En mal estado', 'Dar de baja', scrapped(record)),
      ),
    }),
  );

  app.post(
    '/scrap/update',
    {
      schema: {
        tags,
        summary:
          'Editar un registro de scrap (remanente final, motivo, fecha, imágenes; recalcula la pérdida)',
        body: scrapUpdateRequest,
        response: { 200: scrapStoreResponse, ...errors },
      },
      config: { access: { menu: SCRAP_MENU, action: ACTION.edit, client: true } },
    },
    async (request) => ({
      message: SCRAP_MSG.exito,
      data: await logged(
        app.db,
        actorOf(request),
        (tx) =>
          updateScrap(tx, {
            clientId: clientOf(request),
            userId: userOf(request).id,
            form: request.body.neumatico,
          }),
        (record) => scrapAction('En scrap', 'Editar', `Scrap del neumático ${record.num_serie} editado`),
      ),
    }),
  );

  app.post(
    '/scrap/find',
    {
      schema: {
        tags,
        summary: 'Datos de la pantalla de scrap de un neumático: estado, límite conocido y su registro',
        body: scrapFindRequest,
        response: { 200: scrapFindResponse, ...errors },
      },
      config: { access: { menu: TYRES_MENU, action: ACTION.view, client: true } },
    },
    async (request) => ({
      success: await findTyreScrap(app.db, {
        clientId: clientOf(request),
        tyreId: request.body.id_neumatico,
      }),
    }),
  );

  app.post(
    '/scrap/list',
    {
      schema: {
        tags,
        summary: 'Neumáticos en SCRAP (paginado, el scrap más reciente primero)',
        body: scrapListRequest,
        response: { 200: scrapListResponse, ...errors },
      },
      config: viewScrap,
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.body;
      return listScrapRecords(app.db, { clientId: clientOf(request), ...query });
    },
  );

  app.post(
    '/scrap/vehiculos',
    {
      schema: {
        tags,
        summary: 'Vehículos con neumáticos instalados, para el formulario de scrap de un instalado',
        body: scrapVehiclesRequest,
        response: { 200: scrapVehiclesResponse, ...errors },
      },
      config: viewScrap,
    },
    async (request) => ({ data: await listVehiclesWithTyres(app.db, { clientId: clientOf(request) }) }),
  );

  app.post(
    '/scrap/neumaticosxvehiculo',
    {
      schema: {
        tags,
        summary: 'Neumáticos instalados en un vehículo, con el remanente límite de su aplicación',
        body: vehicleTyresRequest,
        response: { 200: vehicleTyresResponse, ...errors },
      },
      config: viewScrap,
    },
    async (request) =>
      listVehicleTyres(app.db, { clientId: clientOf(request), vehicleId: request.body.id_vehiculo }),
  );
};
