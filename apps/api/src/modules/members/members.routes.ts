import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  type ActionCode,
  clientMembersQuery,
  clientMembersResponse,
  clientsOfUserResponse,
  errorResponse,
  MEMBER_MSG,
  memberForm,
  memberIdRequest,
  memberListRequest,
  memberListResponse,
  memberSavedResponse,
  messageResponse,
  MSG,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf, logged } from '../../lib/action-log';
import { ForbiddenError, NotFoundError } from '../../lib/http-errors';
import { userOf } from '../../plugins/access';
import { grantedMenu } from '../../lib/grants';
import { MENU } from '../clients/grants';
import { canUseClient } from '../session/client-access';
import {
  createMember,
  deleteMember,
  findMemberClient,
  listClientsOfUser,
  listClientsWithMembers,
  listMembers,
  sendCredentials,
  updateMember,
} from './members.service';

const tags = ['Miembros de clientes'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/**
 * Members are managed from '/miembroscliente/{id}' (menu 7, any client) and from '/micuenta' (menu 92, the
 * user's own company). The grant of either screen opens the call; the client must be one the user may work on.
 * `notAllowed` tells what a foreign client gives: 403 when the request named it, 404 when it came from a member id.
 * Answers the user, the actor of the change (its client is the member's, just checked) and the screen's name.
 */
async function authorise(
  request: FastifyRequest,
  clientId: number,
  action: ActionCode,
  notAllowed: 'forbidden' | 'not-found',
) {
  const user = userOf(request);
  const app = request.server;
  const menu = await grantedMenu(app.db, user.role, [MENU.clientUsers, MENU.myAccount], action);
  if (!(await canUseClient(app.db, user, clientId))) {
    throw notAllowed === 'forbidden' ? new ForbiddenError(MSG.clienteNoPermitido) : new NotFoundError();
  }
  const actor: Actor = { ...actorOf(request), clientId };
  return { user, actor, vista: menu === MENU.myAccount ? 'Mi cuenta' : 'Usuarios por cliente' };
}

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userclientes/clientes',
    {
      schema: {
        tags,
        summary: "Clientes con su número de miembros ('/gestionCliente')",
        querystring: clientMembersQuery,
        response: { 200: clientMembersResponse, ...errors },
      },
      config: { access: { menu: MENU.clientUsers, action: ACTION.view } },
    },
    async (request) => listClientsWithMembers(app.db, request.query),
  );

  app.post(
    '/userclientes/index',
    {
      schema: {
        tags,
        summary: 'Miembros de un cliente, el cliente y los roles elegibles',
        body: memberListRequest,
        response: { 200: memberListResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      await authorise(request, request.body.id_cliente, ACTION.view, 'forbidden');
      return { success: await listMembers(app.db, { clientId: request.body.id_cliente }) };
    },
  );

  app.post(
    '/userclientes/store',
    {
      schema: {
        tags,
        summary: 'Agregar un miembro (recibe una contraseña temporal por correo)',
        body: memberForm,
        response: { 200: memberSavedResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const clientId = request.body.id_cliente;
      const { actor, vista } = await authorise(request, clientId, ACTION.add, 'forbidden');
      const miembro = await createMember(app.db, app.mailer, {
        clientId,
        member: request.body,
        publicUrl: app.config.publicUrl,
        actor,
        vista,
      });
      return { message: MEMBER_MSG.agregado, miembro };
    },
  );

  app.post(
    '/userclientes/update',
    {
      schema: {
        tags,
        summary: 'Editar un miembro',
        body: memberForm,
        response: { 200: memberSavedResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const clientId = request.body.id_cliente;
      const { actor, vista } = await authorise(request, clientId, ACTION.edit, 'forbidden');
      const miembro = await logged(
        app.db,
        actor,
        (tx) => updateMember(tx, { clientId, userId: request.body.id ?? 0, member: request.body }),
        (updated) => ({
          modulo: 'administracion',
          accion: 'Editar',
          vista,
          detalle: `Usuario ${updated.email} editado (rol ${updated.role})`,
        }),
      );
      return { message: MEMBER_MSG.actualizado, miembro };
    },
  );

  app.post(
    '/userclientes/delete',
    {
      schema: {
        tags,
        summary: 'Eliminar un miembro',
        body: memberIdRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const userId = request.body.id_usuario;
      const clientId = await findMemberClient(app.db, { userId });
      const { user, actor, vista } = await authorise(request, clientId, ACTION.delete, 'not-found');
      const member = await logged(
        app.db,
        actor,
        (tx) => deleteMember(tx, { clientId, userId, actingUserId: user.id }),
        (deleted) => ({
          modulo: 'administracion',
          accion: 'Eliminar',
          vista,
          detalle: `Usuario ${deleted.email} eliminado`,
        }),
      );
      return { message: MEMBER_MSG.eliminado(member.name) };
    },
  );

  // Spec 1 §6: sending credentials is always available to whoever sees the members.
  app.post(
    '/userclientes/sendcredentials',
    {
      schema: {
        tags,
        summary: 'Enviar credenciales nuevas (contraseña temporal) por correo',
        body: memberIdRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      const userId = request.body.id_usuario;
      const clientId = await findMemberClient(app.db, { userId });
      const { actor, vista } = await authorise(request, clientId, ACTION.view, 'not-found');
      const member = await sendCredentials(app.db, app.mailer, {
        clientId,
        userId,
        publicUrl: app.config.publicUrl,
        actor,
        vista,
      });
      return { message: MEMBER_MSG.credenciales(member.email) };
    },
  );

  app.post(
    '/userclientes/clientesxusuario',
    {
      schema: {
        tags,
        summary: 'Clientes de un usuario',
        body: memberIdRequest,
        response: { 200: clientsOfUserResponse, ...errors },
      },
      config: { access: { menu: MENU.clientUsers, action: ACTION.view } },
    },
    async (request) => ({
      success: { resultado: await listClientsOfUser(app.db, { userId: request.body.id_usuario }) },
    }),
  );
};
