import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  messageResponse,
  ownPasswordRequest,
  PROFILE_MSG,
  profileResponse,
  profileUpdateRequest,
  profileUpdateResponse,
} from '@huella/contracts';
import { actorOf, logged } from '../../lib/action-log';
import { userOf } from '../../plugins/access';
import { changeOwnPassword, getOwnProfile, updateOwnProfile } from './profile.service';

const tags = ['Mi perfil'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

/**
 * 'Mi perfil' from the overflow menu (issue 11): any signed-in user, internal or member, whatever the role's
 * grants, reads and changes their own row. Session-only on purpose: no menu grant can lock a user out of their
 * own password, and no request names a user, so nobody reaches another row (docs/decisions/0031-own-profile.md).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usuarios/perfil',
    {
      schema: {
        tags,
        summary: 'Mis datos (nombre, apellidos, teléfono, e-mail y rol)',
        response: { 200: profileResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => ({ success: await getOwnProfile(app.db, { userId: userOf(request).id }) }),
  );

  app.post(
    '/usuarios/perfil',
    {
      schema: {
        tags,
        summary: 'Cambiar mis datos (nombre, apellidos, teléfono)',
        body: profileUpdateRequest,
        response: { 200: profileUpdateResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => ({
      message: PROFILE_MSG.actualizado,
      success: await logged(
        app.db,
        actorOf(request),
        (tx) => updateOwnProfile(tx, { userId: userOf(request).id, input: request.body }),
        (profile) => ({
          modulo: 'administracion',
          accion: 'Editar',
          vista: 'Mi perfil',
          detalle: `Datos propios de ${profile.email} editados`,
        }),
      ),
    }),
  );

  app.post(
    '/usuarios/cambiarpassword',
    {
      schema: {
        tags,
        summary: 'Cambiar mi contraseña (con la actual); cierra mis otras sesiones',
        body: ownPasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async (request) => {
      await changeOwnPassword(app.db, {
        user: userOf(request),
        actor: actorOf(request),
        ip: request.ip,
        ...request.body,
      });
      return { message: PROFILE_MSG.passwordCambiado };
    },
  );
};
