import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  ACTION,
  clientAccessRequest,
  clientAccessResponse,
  clientChoiceQuery,
  clientChoiceResponse,
  clientTimeRequest,
  errorResponse,
  menuAccessRequest,
  menuRequest,
  menuResponse,
  MSG,
  okResponse,
  ROLE,
  sessionQuery,
  sessionResponse,
  userTimeRequest,
} from '@huella/contracts';
import { clientes } from '../../db/schema/index';
import { ForbiddenError } from '../../lib/http-errors';
import { clientOf, userOf } from '../../plugins/access';
import { recordClientAccess, recordClientTime, recordMenuAccess, recordUserTime } from './access-log.service';
import { logoUrl } from '../clients/clients.service';
import { canUseClient, listAllowedClients } from './client-access';
import { getMenuTree, getPermissionMap } from './menu.service';

const tags = ['Sesión'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
/** Menu id of the client-selection screen (spec 1 §2.2). */
const SELECT_CLIENT_MENU = 1;

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/menu/principal',
    {
      schema: {
        tags,
        summary: 'Menú y permisos del usuario',
        body: menuRequest,
        response: { 200: menuResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const user = userOf(request);
      const clientId = request.body.id_cliente1 ?? undefined;
      if (clientId !== undefined && !(await canUseClient(app.db, user, clientId))) {
        throw new ForbiddenError(MSG.clienteNoPermitido);
      }
      const permisos = await getPermissionMap(app.db, { roleId: user.role });
      const resultado = await getMenuTree(app.db, {
        sessionKind: clientId === undefined ? 'clientless' : 'client',
        permissions: permisos,
      });
      return { success: { resultado, permisos } };
    },
  );

  app.get(
    '/sesion',
    {
      schema: {
        tags,
        summary: 'Usuario de la sesión y cliente elegido',
        querystring: sessionQuery,
        response: { 200: sessionResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const user = userOf(request);
      const clientId = request.query.id_cliente;
      let cliente = null;
      if (clientId !== undefined) {
        if (!(await canUseClient(app.db, user, clientId))) throw new ForbiddenError(MSG.clienteNoPermitido);
        const [row] = await app.db
          .select({ id: clientes.id, razon_social: clientes.razon_social, ruta_logo: clientes.ruta_logo })
          .from(clientes)
          .where(eq(clientes.id, clientId));
        cliente = row ?? null;
      }
      return {
        usuario: {
          id: user.id,
          nombres: user.nombre,
          apellidos: user.apellidos,
          email: user.email,
          role: user.role,
        },
        cliente,
      };
    },
  );

  app.get(
    '/cliente',
    {
      schema: {
        tags,
        summary: 'Clientes que el usuario puede elegir',
        querystring: clientChoiceQuery,
        response: { 200: clientChoiceResponse, ...errors },
      },
      config: { access: { menu: SELECT_CLIENT_MENU, action: ACTION.view } },
    },
    async (request) => {
      const user = userOf(request);
      // Only the superadmin sees inactive clients (spec 1 §2.6, domain.md §14).
      const estado = user.role === ROLE.superadmin ? request.query.estado !== 'Inactivo' : true;
      const rows = await listAllowedClients(app.db, user, { estado });
      const resultado = rows.map((row) => ({
        id: row.id,
        name: row.razon_social,
        ruc: row.ruc,
        // The logo's public address (GET /api/logos/{name}), ready for an <img>.
        imagen: logoUrl(row.ruta_logo),
        estado: row.estado ? ('Activo' as const) : ('Inactivo' as const),
      }));
      return { success: { resultado } };
    },
  );

  app.post(
    '/accesoscliente/store',
    {
      schema: {
        tags,
        summary: 'Registrar el ingreso a un cliente',
        body: clientAccessRequest,
        response: { 200: clientAccessResponse, ...errors },
      },
      config: { access: { session: true, client: true } },
    },
    async (request) =>
      recordClientAccess(app.db, { userId: userOf(request).id, clientId: clientOf(request) }),
  );

  app.post(
    '/accesosmenu/guardar',
    {
      schema: {
        tags,
        summary: 'Registrar el acceso a un menú',
        body: menuAccessRequest,
        response: { 200: okResponse, ...errors },
      },
      config: { access: { session: true, client: true } },
    },
    async (request) => {
      await recordMenuAccess(app.db, {
        userId: userOf(request).id,
        clientId: clientOf(request),
        menuId: request.body.id_menu,
        submenuId: request.body.id_submenu ?? 0,
        pageId: request.body.id_submenu_pagina ?? 0,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/usuarios/timeuser',
    {
      schema: {
        tags,
        summary: 'Latido de presencia del usuario',
        body: userTimeRequest,
        response: { 200: okResponse, ...errors },
      },
      config: { access: { session: true, heartbeat: true } },
    },
    async (request) => {
      await recordUserTime(app.db, { userId: userOf(request).id });
      return { ok: true as const };
    },
  );

  app.post(
    '/accesoscliente/update',
    {
      schema: {
        tags,
        summary: 'Latido de presencia en el cliente',
        body: clientTimeRequest,
        response: { 200: okResponse, ...errors },
      },
      config: { access: { session: true, heartbeat: true, client: true } },
    },
    async (request) => {
      await recordClientTime(app.db, { userId: userOf(request).id, clientId: clientOf(request) });
      return { ok: true as const };
    },
  );
};
