import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  catalogMergeParams,
  catalogMergeRequest,
  catalogMergeResponse,
  errorResponse,
  isMemberRole,
  SHARED_CATALOG_MSG,
  type SharedCatalog,
  sharedCatalogListResponse,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import { actorOf, logged } from '../../lib/action-log';
import { assertGrant } from '../../lib/grants';
import { ForbiddenError } from '../../lib/http-errors';
import { userOf } from '../../plugins/access';
import { TYRES_MENU } from '../tyres/tyres.routes';
import { mergeCatalogueRows } from './catalogue-merge';
import { catalogueActor, SHARED_CATALOGUES } from './shared-catalogues';
import { listSharedCatalogue } from './shared-catalogues-list';
import { CATALOG_MENU } from './vehicle-catalog.routes';

const tags = ['Catálogos compartidos'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/** How the action log names each shared catalogue. */
const CATALOGUE_LABEL: Record<SharedCatalog, string> = {
  vehiculotipo: 'Tipos de vehículo',
  vehiculomarca: 'Marcas de vehículo',
  vehiculomodelo: 'Modelos de vehículo',
  vehiculoconfiguracion: 'Configuraciones de vehículo',
  neumaticomarca: 'Marcas de neumático',
  neumaticomodelo: 'Modelos de neumático',
  neumaticomedida: 'Medidas de neumático',
  neumaticodisenio: 'Diseños de neumático',
  empresas: 'Empresas reencauchadoras',
};

/**
 * Curation of the shared catalogues by the provider's internal roles (docs/decisions/0016-shared-catalogues.md).
 * A client's users get 403 whatever their grants: they add entries, they do not merge other clients' data. The
 * internal user also needs edit on the catalogue's screen (74 vehicle catalogues, 75 tyre catalogues).
 */
export const catalogueCurationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Internal roles with edit on the catalogue's screen; the reading and the merge ask the same. */
  async function assertCurator(request: FastifyRequest, catalogo: SharedCatalog) {
    const user = userOf(request);
    if (isMemberRole(user.role)) throw new ForbiddenError(SHARED_CATALOG_MSG.soloInternos);
    const catalogue = SHARED_CATALOGUES[catalogo];
    await assertGrant(
      app.db,
      user.role,
      catalogue.area === 'vehiculos' ? CATALOG_MENU : TYRES_MENU,
      ACTION.edit,
    );
    return { user, catalogue };
  }

  // The curation screen ('Catálogos compartidos', menu 97) works without a client chosen, while the tyre
  // catalogues' own list (neumaticos/list) names a client: this one reads any catalogue, whole, with its usage.
  app.get(
    '/catalogos/:catalogo',
    {
      schema: {
        tags,
        summary:
          'Registros de un catálogo compartido con cuántos vehículos, neumáticos y costos los usan: solo roles internos',
        params: catalogMergeParams,
        response: { 200: sharedCatalogListResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      await assertCurator(request, request.params.catalogo);
      return { data: await listSharedCatalogue(app.db, request.params.catalogo) };
    },
  );

  app.post(
    '/catalogos/:catalogo/fusionar',
    {
      schema: {
        tags,
        summary:
          'Fusionar un registro duplicado (id_origen) en el que se conserva (id_destino): solo roles internos',
        params: catalogMergeParams,
        body: catalogMergeRequest,
        response: { 200: catalogMergeResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const { user, catalogue } = await assertCurator(request, request.params.catalogo);
      const { id_origen, id_destino } = request.body;
      const actor = await catalogueActor(app.db, user);
      const { referencias, removedImage } = await logged(
        app.db,
        actorOf(request),
        (tx) =>
          mergeCatalogueRows(tx, {
            catalogue: catalogue.key,
            originId: id_origen,
            destinationId: id_destino,
            actor,
          }),
        (merged) => ({
          modulo: 'catalogos',
          accion: 'Fusionar',
          vista: 'Catálogos compartidos',
          detalle: `${CATALOGUE_LABEL[catalogue.key]}: registro ${id_origen} fusionado en ${id_destino} (${merged.referencias} referencias)`,
        }),
      );
      if (removedImage) await fs.rm(path.join(app.uploadsDir, removedImage), { force: true });
      return { message: SHARED_CATALOG_MSG.fusionado, id: id_destino, referencias };
    },
  );
};
