import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTION,
  CLIENT_MSG,
  clientForm,
  clientListQuery,
  clientListResponse,
  clientProfileForm,
  clientShowRequest,
  clientShowResponse,
  clientStoreResponse,
  contactForm,
  contactListResponse,
  contactShowRequest,
  contactStoreResponse,
  errorResponse,
  MSG,
  sectorCreateRequest,
  sectorCreateResponse,
  sectorListResponse,
} from '@huella/contracts';
import { actorOf, logged } from '../../lib/action-log';
import { HttpError, NotFoundError } from '../../lib/http-errors';
import { MAX_UPLOAD_BYTES, readMultipart } from '../../lib/uploads';
import { userOf } from '../../plugins/access';
import { canUseClient } from '../session/client-access';
import {
  createSector,
  getClient,
  listClients,
  listSectors,
  LOGO_FOLDER,
  saveClient,
  saveClientProfile,
} from './clients.service';
import { listContacts, saveContact } from './contacts.service';
import { grantedMenu } from '../../lib/grants';
import { MENU } from './grants';

const tags = ['Clientes'];
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

/** The `data` JSON field of a multipart call, checked with the contract's schema (422 by field, as JSON bodies). */
function parseData<S extends z.ZodType>(schema: S, raw: string | undefined): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw new HttpError(400, MSG.solicitudInvalida);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (fieldErrors[issue.path.join('.') || 'data'] ??= []).push(issue.message);
  throw new HttpError(422, parsed.error.issues[0]?.message ?? MSG.datosInvalidos, { errors: fieldErrors });
}

function hasField(raw: string | undefined, field: string): boolean {
  try {
    const data = JSON.parse(raw ?? '{}') as unknown;
    return typeof data === 'object' && data !== null && field in data;
  } catch {
    return false;
  }
}

/** The `id` inside `data` (0 = new) before the schema is chosen: a new client and a profile differ. */
function idOf(raw: string | undefined): number {
  try {
    const id = Number((JSON.parse(raw ?? '{}') as { id?: unknown } | null)?.id ?? 0);
    return Number.isInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
}

const LOGO_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cliente/index',
    {
      schema: {
        tags,
        summary: "Clientes de 'Gestión de Clientes' (paginado)",
        querystring: clientListQuery,
        response: { 200: clientListResponse, ...errors },
      },
      config: { access: { menu: MENU.clients, action: ACTION.view } },
    },
    async (request) => listClients(app.db, request.query),
  );

  app.post(
    '/cliente/show',
    {
      schema: {
        tags,
        summary: 'Datos de un cliente (Gestión de Clientes o Mi cuenta)',
        body: clientShowRequest,
        response: { 200: clientShowResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const user = userOf(request);
      const menu = await grantedMenu(app.db, user.role, [MENU.clients, MENU.myAccount], ACTION.view);
      const clientId = request.body.id_cliente;
      if (menu === MENU.myAccount && !(await canUseClient(app.db, user, clientId))) throw new NotFoundError();
      return { success: { datos: await getClient(app.db, { clientId }) } };
    },
  );

  app.post(
    '/cliente/store',
    {
      schema: {
        tags,
        summary: 'Crear o editar un cliente (multipart: file + data JSON)',
        consumes: ['multipart/form-data'],
        response: { 200: clientStoreResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const user = userOf(request);
      const body = await readMultipart(request, { kinds: ['png', 'jpeg'], maxBytes: MAX_UPLOAD_BYTES });
      const id = idOf(body.fields.data);
      const uploadsDir = app.uploadsDir;
      if (!id) {
        await grantedMenu(app.db, user.role, [MENU.clients], ACTION.add);
        const form = parseData(clientForm, body.fields.data);
        const { client } = await saveClient(app.db, {
          form,
          logo: body.file,
          uploadsDir,
          actor: actorOf(request),
        });
        return { success: { status: true as const, message: CLIENT_MSG.guardado, resultado: client } };
      }
      const menu = await grantedMenu(app.db, user.role, [MENU.clients, MENU.myAccount], ACTION.edit);
      // '/micuenta' sends only the profile (no nickname); so does anyone without the Clientes screen.
      if (menu === MENU.myAccount || !hasField(body.fields.data, 'slug')) {
        if (menu === MENU.myAccount && !(await canUseClient(app.db, user, id))) throw new NotFoundError();
        const form = parseData(clientProfileForm, body.fields.data);
        // The change belongs to the client whose data it is (checked above for 'Mi cuenta').
        const actor = { ...actorOf(request), clientId: id };
        const client = await saveClientProfile(app.db, {
          clientId: id,
          form,
          logo: body.file,
          uploadsDir,
          actor,
        });
        return { success: { status: true as const, message: CLIENT_MSG.actualizado, resultado: client } };
      }
      const form = parseData(clientForm, body.fields.data);
      const { client } = await saveClient(app.db, {
        form,
        logo: body.file,
        uploadsDir,
        actor: actorOf(request),
      });
      return { success: { status: true as const, message: CLIENT_MSG.actualizado, resultado: client } };
    },
  );

  // Logos are public on purpose (issue 3 item 7): the top bar and client choice show them, names are random.
  app.get(
    '/logos/:name',
    {
      schema: { tags, summary: 'Logo de un cliente', params: z.object({ name: z.string().max(40) }) },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!LOGO_NAME.test(name)) throw new NotFoundError();
      const file = path.join(app.uploadsDir, LOGO_FOLDER, name);
      if (!fs.existsSync(file)) throw new NotFoundError();
      return reply
        .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(fs.createReadStream(file));
    },
  );

  app.get(
    '/sectors/index',
    {
      schema: { tags, summary: 'Sectores', response: { 200: sectorListResponse, ...errors } },
      config: { access: { menu: MENU.clients, action: ACTION.view } },
    },
    async () => ({ success: { resultado: await listSectors(app.db) } }),
  );

  app.post(
    '/sectors/create',
    {
      schema: {
        tags,
        summary: 'Crear un sector',
        body: sectorCreateRequest,
        response: { 200: sectorCreateResponse, ...errors },
      },
      config: { access: { menu: MENU.clients, action: ACTION.add } },
    },
    async (request) => {
      const sector = await logged(
        app.db,
        actorOf(request),
        (tx) => createSector(tx, request.body),
        (created) => ({
          modulo: 'administracion',
          accion: 'Registrar',
          vista: 'Clientes',
          detalle: `Sector ${created.name} registrado`,
        }),
      );
      return { success: { resultado: sector } };
    },
  );

  // Spec 1 §6: contacts have no permission of their own; whoever sees 'Gestión de Clientes' sees and edits them.
  app.post(
    '/contacto/show',
    {
      schema: {
        tags,
        summary: 'Contactos de un cliente',
        body: contactShowRequest,
        response: { 200: contactListResponse, ...errors },
      },
      config: { access: { menu: MENU.clients, action: ACTION.view } },
    },
    async (request) => ({
      success: { resultado: await listContacts(app.db, { clientId: request.body.id }) },
    }),
  );

  app.post(
    '/contacto/store',
    {
      schema: {
        tags,
        summary: 'Crear o editar un contacto',
        body: contactForm,
        response: { 200: contactStoreResponse, ...errors },
      },
      config: { access: { menu: MENU.clients, action: ACTION.view } },
    },
    async (request) => {
      const { contact, isNew } = await logged(
        app.db,
        actorOf(request),
        (tx) => saveContact(tx, { clientId: request.body.id_cliente, contact: request.body }),
        (saved) => ({
          modulo: 'administracion',
          accion: saved.isNew ? 'Registrar' : 'Editar',
          vista: 'Clientes',
          detalle: `Contacto ${saved.contact.nombre} ${saved.isNew ? 'registrado' : 'editado'}`,
        }),
      );
      return { success: { message: isNew ? 'Registrado' : 'Actualizado', resultado: contact } };
    },
  );
};
