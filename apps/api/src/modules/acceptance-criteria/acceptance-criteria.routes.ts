import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  criteriaListRequest,
  criteriaListResponse,
  criteriaLookupRequest,
  criteriaLookupResponse,
  criterionDeleteRequest,
  criterionDeleteResponse,
  criterionStoreRequest,
  criterionStoreResponse,
  errorResponse,
  IMPORT_MSG,
  MSG,
} from '@huella/contracts';
import { z } from 'zod';
import { assertGrant } from '../../lib/grants';
import { BadRequestError } from '../../lib/http-errors';
import { MAX_IMPORT_BYTES, readMultipart, TOO_LARGE_IMPORT } from '../../lib/uploads';
import { clientOf, userOf } from '../../plugins/access';
import {
  deleteCriterion,
  isCriterionRegistered,
  listCriteria,
  saveCriterion,
} from './acceptance-criteria.service';
import { criteriaTemplate, importCriteria } from './criteria-import';

const tags = ['Criterios de aceptación'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
/** Permission id of /criterioaceptacion (spec 1 §2.2). */
export const CRITERIA_MENU = 21;
/** Permission id of /importarcriterio. */
const CRITERIA_IMPORT_MENU = 28;
const clientQuery = z.object({ id_cliente: z.coerce.number().int().positive() });

export const acceptanceCriteriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/criterioaceptacion/index',
    {
      schema: {
        tags,
        summary: 'Criterios del cliente por año e indicador (paginado)',
        body: criteriaListRequest,
        response: { 200: criteriaListResponse, ...errors },
      },
      config: { access: { menu: CRITERIA_MENU, action: ACTION.view, client: true } },
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.body;
      return listCriteria(app.db, { clientId: clientOf(request), ...query });
    },
  );

  app.post(
    '/criteriosaceptacion/consulta',
    {
      schema: {
        tags,
        summary: '1 si el criterio (indicador, año, modelo-medida) ya está registrado, si no 0',
        body: criteriaLookupRequest,
        response: { 200: criteriaLookupResponse, ...errors },
      },
      config: { access: { menu: CRITERIA_MENU, action: ACTION.view, client: true } },
    },
    async (request) => {
      const { indicador, anio, modelomedida, id } = request.body;
      const registered = await isCriterionRegistered(app.db, {
        clientId: clientOf(request),
        id,
        indicador,
        anio,
        // The indices are stored without model–size (criterionForm).
        modelomedida: indicador === 1 || indicador === 2 ? (modelomedida ?? '') : '',
      });
      return registered ? 1 : 0;
    },
  );

  app.post(
    '/criterioaceptacion/store',
    {
      schema: {
        tags,
        summary: 'Crear (sin id) o editar (con id) un criterio de aceptación',
        body: criterionStoreRequest,
        response: { 200: criterionStoreResponse, ...errors },
      },
      // Create needs action 2, edit action 3: checked below once the body says which.
      config: { access: { menu: CRITERIA_MENU, action: ACTION.view, client: true } },
    },
    async (request) => {
      const { criterio } = request.body;
      await assertGrant(app.db, userOf(request).role, CRITERIA_MENU, criterio.id ? ACTION.edit : ACTION.add);
      const saved = await saveCriterion(app.db, { clientId: clientOf(request), criterio });
      return { message: MSG.operacionExitosa, criterio: saved };
    },
  );

  app.post(
    '/criterioaceptacion/delete',
    {
      schema: {
        tags,
        summary: 'Eliminar un criterio de aceptación',
        body: criterionDeleteRequest,
        response: { 200: criterionDeleteResponse, ...errors },
      },
      config: { access: { menu: CRITERIA_MENU, action: ACTION.delete, client: true } },
    },
    async (request) => {
      await deleteCriterion(app.db, { clientId: clientOf(request), id: request.body.id });
      return { message: MSG.operacionExitosa };
    },
  );

  app.post(
    '/importar/criterio',
    {
      schema: {
        tags,
        summary: 'Importar criterios desde Excel (.xlsx, 12 MB): todo o nada; errores por fila tras "&&&&"',
        consumes: ['multipart/form-data'],
        // id_cliente goes in the query string: the multipart body is read by the handler, after the access check.
        querystring: clientQuery,
        response: { 200: z.string(), 400: errorResponse, 413: errorResponse, 415: errorResponse, ...errors },
      },
      config: { access: { menu: CRITERIA_IMPORT_MENU, action: ACTION.add, client: true } },
    },
    async (request) => {
      const { file } = await readMultipart(request, {
        kinds: ['xlsx'],
        maxBytes: MAX_IMPORT_BYTES,
        tooLargeMessage: TOO_LARGE_IMPORT,
      });
      if (!file) throw new BadRequestError(IMPORT_MSG.archivoRequerido);
      return importCriteria(app.db, { clientId: clientOf(request), file: file.buffer });
    },
  );

  app.get(
    '/importar/criterio/plantilla',
    {
      schema: {
        tags,
        summary: 'Plantilla Excel de la importación de criterios',
        querystring: clientQuery,
      },
      config: { access: { menu: CRITERIA_IMPORT_MENU, action: ACTION.view, client: true } },
    },
    async (_request, reply) => {
      const buffer = await criteriaTemplate();
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="criterio_aceptacion.xlsx"')
        .send(buffer);
    },
  );
};
