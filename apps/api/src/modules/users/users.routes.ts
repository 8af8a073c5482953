import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  idRequest,
  MSG,
  successMessageResponse,
  USER_MSG,
  userCreateData,
  userGetParams,
  userGetResponse,
  userListQuery,
  userListResponse,
  userSaveResponse,
  userUpdateData,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ActionEntry, actorOf, logged } from '../../lib/action-log';
import { HttpError, ValidationError } from '../../lib/http-errors';
import { MAX_UPLOAD_BYTES, readMultipart, removeStoredFile, storeFile } from '../../lib/uploads';
import { userOf } from '../../plugins/access';
import {
  createInternalUser,
  roleNameOf,
  deleteInternalUser,
  getInternalUser,
  getUserFormOptions,
  listInternalUsers,
  updateInternalUser,
} from './users.service';

/** Menu id of 'Gestión Usuarios' (spec 1 §2.2). */
const USERS_MENU = 5;
const SIGNATURES_FOLDER = 'firmas';

const tags = ['Usuarios'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

/** The OpenAPI page shows the multipart body; the handler reads and validates it itself (`data` is JSON). */
const multipartBody = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: `file` = imagen de firma (png o jpeg, ≤ 10 MB; obligatoria al crear) y `data` = JSON ' +
    'con nombre, apellidos, telefono, email, selectedRoles [id], selectedEmpresa [ids], pasword (e id al editar).',
};

/** Parses the `data` field with the contract; failures answer 422 by field like any JSON route. */
function parseData<S extends z.ZodType>(schema: S, raw: string | undefined): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw new HttpError(422, MSG.datosInvalidos, { errors: { data: [MSG.datosInvalidos] } });
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'data';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw new HttpError(422, parsed.error.issues[0]?.message ?? MSG.datosInvalidos, { errors: fieldErrors });
}

/** A change of this screen for the action log (spec 3 §2.15). */
const entry = (accion: string, detalle: string): ActionEntry => ({
  modulo: 'administracion',
  accion,
  vista: 'Usuarios',
  detalle,
});

const readUserForm = (request: FastifyRequest) =>
  readMultipart(request, { kinds: ['png', 'jpeg'], maxBytes: MAX_UPLOAD_BYTES });

/** 'Gestión Usuarios': the provider's own users (roles 1–3), with a signature image each. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usuarios/indexminified',
    {
      schema: {
        tags,
        summary: 'Usuarios internos (roles 1 a 3), paginado, con búsqueda por nombre, e-mail o rol',
        querystring: userListQuery,
        response: { 200: userListResponse, ...errors },
      },
      config: { access: { menu: USERS_MENU, action: ACTION.view } },
    },
    async (request) => listInternalUsers(app.db, request.query),
  );

  app.get(
    '/usuarios/get/:id',
    {
      schema: {
        tags,
        summary: 'Un usuario interno y las opciones del formulario (id 0 = nuevo: usuario null)',
        params: userGetParams,
        response: { 200: userGetResponse, ...errors },
      },
      config: { access: { menu: USERS_MENU, action: ACTION.view } },
    },
    async (request) => {
      const usuario = request.params.id === 0 ? null : await getInternalUser(app.db, request.params);
      return { success: { usuario, ...(await getUserFormOptions(app.db, { actor: userOf(request) })) } };
    },
  );

  app.post(
    '/usuarios/store',
    {
      schema: {
        tags,
        summary: 'Crear usuario interno (multipart: file + data JSON)',
        ...multipartBody,
        response: { 200: userSaveResponse, ...errors },
      },
      config: { access: { menu: USERS_MENU, action: ACTION.add } },
    },
    async (request) => {
      const { file, fields } = await readUserForm(request);
      const input = parseData(userCreateData, fields.data);
      if (!file) throw new ValidationError('file', USER_MSG.firmaRequerida);
      const signature = await storeFile(app.uploadsDir, SIGNATURES_FOLDER, file);
      try {
        const id = await logged(
          app.db,
          actorOf(request),
          async (tx) => {
            const created = await createInternalUser(tx, { input, signature, actor: userOf(request) });
            return { id: created, role: await roleNameOf(tx, input.selectedRoles[0] ?? 0) };
          },
          ({ role }) => entry('Registrar', `Usuario ${input.email} registrado con el rol ${role}`),
        ).then((created) => created.id);
        return { success: USER_MSG.agregado, id };
      } catch (error) {
        await removeStoredFile(app.uploadsDir, signature);
        throw error;
      }
    },
  );

  app.post(
    '/usuarios/update',
    {
      schema: {
        tags,
        summary: 'Editar usuario interno (multipart: file opcional + data JSON con id)',
        ...multipartBody,
        response: { 200: userSaveResponse, ...errors },
      },
      config: { access: { menu: USERS_MENU, action: ACTION.edit } },
    },
    async (request) => {
      const { file, fields } = await readUserForm(request);
      const { id, ...input } = parseData(userUpdateData, fields.data);
      const signature = file ? await storeFile(app.uploadsDir, SIGNATURES_FOLDER, file) : null;
      try {
        const { replacedSignature } = await logged(
          app.db,
          actorOf(request),
          (tx) => updateInternalUser(tx, { id, input, signature, actor: userOf(request) }),
          () => entry('Editar', `Usuario ${input.email} editado`),
        );
        await removeStoredFile(app.uploadsDir, replacedSignature);
        return { success: USER_MSG.actualizado, id };
      } catch (error) {
        await removeStoredFile(app.uploadsDir, signature);
        throw error;
      }
    },
  );

  app.post(
    '/eliminarusuario',
    {
      schema: {
        tags,
        summary:
          'Eliminar usuario interno (409 para el propio usuario; 403 un superadministrador, salvo otro)',
        body: idRequest,
        response: { 200: successMessageResponse, ...errors },
      },
      config: { access: { menu: USERS_MENU, action: ACTION.delete } },
    },
    async (request) => {
      const { name, signature } = await logged(
        app.db,
        actorOf(request),
        (tx) => deleteInternalUser(tx, { id: request.body.id, actor: userOf(request) }),
        (deleted) => entry('Eliminar', `Usuario ${deleted.name} eliminado`),
      );
      await removeStoredFile(app.uploadsDir, signature);
      return { success: USER_MSG.eliminado(name) };
    },
  );
};
