import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  retreaderStoreRequest,
  retreaderStoreResponse,
  TYRE_CATALOG_MSG,
  tyreBrandStoreRequest,
  tyreBrandStoreResponse,
  tyreCatalogRequest,
  tyreCatalogResponse,
  tyreDesignStoreRequest,
  tyreDesignStoreResponse,
  tyreMeasureStoreRequest,
  tyreMeasureStoreResponse,
  tyreModelStoreRequest,
  tyreModelStoreResponse,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import {
  createRetreader,
  createTyreBrand,
  createTyreDesign,
  createTyreMeasure,
  createTyreModel,
  listTyreCatalog,
} from './tyre-catalog.service';
import { actorOf, logged } from '../../lib/action-log';
import { userOf } from '../../plugins/access';
import { catalogueActor } from '../vehicle-catalog/shared-catalogues';
import { TYRES_MENU } from './tyres.routes';

const tags = ['Catálogos de neumáticos'];
const errors = { 401: errorResponse, 403: errorResponse, 409: errorResponse, 422: errorResponse };
/**
 * The master dialogs open from the tyre dialog, so they need the tyre report's add grant (75); the rows are
 * global (docs/decisions/0011-tyres.md). Each call names the client, as every call of the screen does.
 */
const add = { access: { menu: TYRES_MENU, action: ACTION.add, client: true } };
const message = TYRE_CATALOG_MSG.agregado;
/** The user actions report's line of a catalogue entry added from the tyre dialog (spec 3 §2.15). */
const catalogueAction = (detalle: string) =>
  ({ modulo: 'catalogos', accion: 'Registrar', vista: 'Reporte de neumáticos', detalle }) as const;

export const tyreCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const authorOf = (request: FastifyRequest) => catalogueActor(app.db, userOf(request));

  app.post(
    '/neumaticos/list',
    {
      schema: {
        tags,
        summary: 'Marcas, modelos, medidas, diseños y empresas reencauchadoras',
        body: tyreCatalogRequest,
        response: { 200: tyreCatalogResponse, ...errors },
      },
      // The filters of the scrap losses (86) and the tyre comparison (87) list the same catalogue.
      config: { access: { menu: [TYRES_MENU, 86, 87], action: ACTION.view, client: true } },
    },
    async () => ({ success: await listTyreCatalog(app.db) }),
  );

  app.post(
    '/neumaticomarca/store',
    {
      schema: {
        tags,
        summary: 'Crear una marca de neumático',
        body: tyreBrandStoreRequest,
        response: { 200: tyreBrandStoreResponse, ...errors },
      },
      config: add,
    },
    async (request) => {
      const author = await authorOf(request);
      const row = await logged(
        app.db,
        actorOf(request),
        (tx) => createTyreBrand(tx, { descripcion: request.body.descripcion }, author),
        (brand) => catalogueAction(`Marca de neumático ${brand.descripcion} registrada`),
      );
      return { message, id: row.id, descripcion: row.descripcion };
    },
  );

  app.post(
    '/neumaticomodelo/store',
    {
      schema: {
        tags,
        summary: 'Crear un modelo de neumático de una marca',
        body: tyreModelStoreRequest,
        response: { 200: tyreModelStoreResponse, ...errors },
      },
      config: add,
    },
    async (request) => {
      const { id_marca, descripcion } = request.body;
      const author = await authorOf(request);
      const row = await logged(
        app.db,
        actorOf(request),
        (tx) => createTyreModel(tx, { id_marca, descripcion }, author),
        (model) => catalogueAction(`Modelo de neumático ${model.descripcion} (${model.marca}) registrado`),
      );
      return { message, id: row.id, id_marca: row.id_marca, descripcion: row.descripcion, marca: row.marca };
    },
  );

  app.post(
    '/neumaticomedida/store',
    {
      schema: {
        tags,
        summary: 'Crear una medida de neumático (ancho/perfil R aro)',
        body: tyreMeasureStoreRequest,
        response: { 200: tyreMeasureStoreResponse, ...errors },
      },
      config: add,
    },
    async (request) => {
      const { ancho, perfil, aro, descripcion } = request.body;
      const author = await authorOf(request);
      const row = await logged(
        app.db,
        actorOf(request),
        (tx) => createTyreMeasure(tx, { ancho, perfil, aro, descripcion }, author),
        (measure) => catalogueAction(`Medida de neumático ${measure.descripcion} registrada`),
      );
      return {
        message,
        id: row.id,
        ancho: row.ancho,
        perfil: row.perfil,
        aro: row.aro,
        descripcion: row.descripcion,
      };
    },
  );

  app.post(
    '/neumaticodisenio/store',
    {
      schema: {
        tags,
        summary: 'Crear un diseño de reencauche',
        body: tyreDesignStoreRequest,
        response: { 200: tyreDesignStoreResponse, ...errors },
      },
      config: add,
    },
    async (request) => {
      const author = await authorOf(request);
      const row = await logged(
        app.db,
        actorOf(request),
        (tx) => createTyreDesign(tx, { nombre: request.body.nombre }, author),
        (design) => catalogueAction(`Diseño de neumático ${design.nombre} registrado`),
      );
      return { message, id: row.id, nombre: row.nombre };
    },
  );

  app.post(
    '/empresas/store',
    {
      schema: {
        tags,
        summary: 'Crear una empresa reencauchadora (RUC único)',
        body: retreaderStoreRequest,
        response: { 200: retreaderStoreResponse, ...errors },
      },
      config: add,
    },
    async (request) => {
      const { ruc, razon_social } = request.body;
      const author = await authorOf(request);
      const row = await logged(
        app.db,
        actorOf(request),
        (tx) => createRetreader(tx, { ruc, razon_social }, author),
        (retreader) => catalogueAction(`Empresa reencauchadora ${retreader.razon_social} registrada`),
      );
      return { message, id: row.id, ruc: row.ruc, razon_social: row.razon_social };
    },
  );
};
