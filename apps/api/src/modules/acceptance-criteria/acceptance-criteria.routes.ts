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
  MSG,
} from '@huella/contracts';
import { type ActionEntry, actorOf, logged } from '../../lib/action-log';
import { assertGrant } from '../../lib/grants';
import { spreadsheetImportRoutes } from '../../lib/spreadsheet-import-routes';
import { clientOf, userOf } from '../../plugins/access';
import {
  criterionLabel,
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
/** A change of the criteria screen for the action log (spec 3 §2.15). */
const entry = (accion: string, detalle: string): ActionEntry => ({
  modulo: 'catalogos',
  accion,
  vista: 'Criterios de aceptación',
  detalle,
});

/** Permission id of /criterioaceptacion (spec 1 §2.2). */
export const CRITERIA_MENU = 21;
/** Permission id of /importarcriterio. */
const CRITERIA_IMPORT_MENU = 28;

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
      const saved = await logged(
        app.db,
        actorOf(request),
        (tx) => saveCriterion(tx, { clientId: clientOf(request), criterio }),
        (row) =>
          criterio.id
            ? entry('Editar', `Criterio ${criterionLabel(row)} editado`)
            : entry('Registrar', `Criterio ${criterionLabel(row)} registrado`),
      );
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
      await logged(
        app.db,
        actorOf(request),
        (tx) => deleteCriterion(tx, { clientId: clientOf(request), id: request.body.id }),
        (row) => entry('Eliminar', `Criterio ${criterionLabel(row)} eliminado`),
      );
      return { message: MSG.operacionExitosa };
    },
  );

  await app.register(
    spreadsheetImportRoutes({
      kind: 'criterio',
      tags,
      menu: CRITERIA_IMPORT_MENU,
      summary: 'Importar criterios desde Excel (.xlsx, 12 MB): todo o nada; errores por fila tras "&&&&"',
      templateSummary: 'Plantilla Excel de la importación de criterios',
      templateFileName: 'criterio_aceptacion.xlsx',
      run: importCriteria,
      template: () => criteriaTemplate(),
    }),
  );
};
