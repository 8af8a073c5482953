import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkResetTokenRequest,
  checkResetTokenResponse,
  errorResponse,
  loginRequest,
  loginResponse,
  messageResponse,
  MSG,
  recoveryRequest,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  restorePasswordRequest,
} from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { userOf } from '../../plugins/access';
import { safeError } from '../../lib/log-safe-error';
import { BadRequestError } from '../../lib/http-errors';
import { assertNotLockedOut, login, recordAttempt } from './login.service';
import { isRecoveryValid, resetPassword, restorePassword, sendRecoveryEmail } from './recovery.service';
import { registerCompany } from './register.service';
import { revokeSession } from './sessions.service';

const tags = ['Sesión'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

export interface AuthRoutesOptions {
  /** Requests per address in the window for registration and recovery (login counts failures instead). */
  recoveryLimit: { max: number; timeWindow: string };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const rateLimit = options.recoveryLimit;

  // Work started after a reply; closing the server waits for it, so it never meets a closed database.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });
  /** Runs `work` once the reply is on its way; a failure is logged without its values. */
  function inBackground(request: FastifyRequest, work: () => Promise<void>) {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) =>
        request.log.error({ err: safeError(error) }, 'tarea en segundo plano fallida'),
      )
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  app.post(
    '/login/authenticateSimplified',
    {
      schema: {
        tags,
        summary: 'Iniciar sesión',
        body: loginRequest,
        response: { 200: loginResponse, ...errors },
      },
      config: { access: { public: true } },
    },
    async (request) => login(app.db, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/logout',
    {
      schema: { tags, summary: 'Cerrar sesión', response: { 200: messageResponse, 401: errorResponse } },
      config: { access: { session: true } },
    },
    async (request) => {
      await revokeSession(app.db, userOf(request).sessionId);
      return { message: 'Sesión cerrada' };
    },
  );

  app.post(
    '/storeCliente',
    {
      schema: {
        tags,
        summary: 'Registrar una empresa y su administrador',
        body: registerRequest,
        response: { 200: registerResponse, ...errors },
      },
      config: { access: { public: true }, rateLimit },
    },
    async (request) => registerCompany(app.db, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/login/send/email',
    {
      schema: {
        tags,
        summary: 'Enviar código de recuperación',
        body: recoveryRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { access: { public: true }, rateLimit },
    },
    async (request) => {
      // The answer never waits for the lookup or the mail: it takes the same time whether the address
      // exists or not, so its timing cannot tell which accounts exist either.
      inBackground(request, () =>
        sendRecoveryEmail(app.db, app.mailer, { email: request.body.email, publicUrl: app.config.publicUrl }),
      );
      return { message: MSG.recuperacionEnviada };
    },
  );

  app.post(
    '/login/ressetpass',
    {
      schema: {
        tags,
        summary: 'Comprobar un código de recuperación',
        body: checkResetTokenRequest,
        response: { 200: checkResetTokenResponse, ...errors },
      },
      config: { access: { public: true }, rateLimit },
    },
    async (request) => ({ valido: await isRecoveryValid(app.db, request.body) }),
  );

  app.post(
    '/login/reset/password',
    {
      schema: {
        tags,
        summary: 'Restablecer la contraseña con el código',
        body: resetPasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { access: { public: true }, rateLimit },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: MSG.passwordRestablecido };
    },
  );

  app.post(
    '/usuarios/restorepassword',
    {
      schema: {
        tags,
        summary: 'Cambiar la contraseña temporal',
        body: restorePasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { access: { public: true } },
    },
    async (request) => {
      // It checks a password, so it counts toward the same lockout as login.
      const attempt = { email: request.body.email, ip: request.ip };
      await assertNotLockedOut(app.db, attempt);
      const changed = await restorePassword(app.db, request.body);
      await recordAttempt(app.db, { ...attempt, exitoso: changed });
      if (!changed) throw new BadRequestError(MSG.passwordTemporalInvalido);
      return { message: MSG.passwordRestablecido };
    },
  );
};
