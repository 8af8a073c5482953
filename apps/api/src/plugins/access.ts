import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ActionCode, isInternalRole, MSG } from '@huella/contracts';
import { ForbiddenError, UnauthorizedError } from '../lib/http-errors';
import { hashToken } from '../lib/tokens';
import { authorizeRequest, type SessionUser } from '../modules/auth/sessions.service';

/**
 * What a route needs, declared on every route in `config.access` (architecture §5). The app refuses to boot
 * when an /api route declares nothing, so a forgotten check fails closed.
 * - `public`: no session (login, recovery, health).
 * - `session`: any signed-in user; `heartbeat` routes record presence without counting as activity.
 * - `menu` + `action`: the role must hold that action on that menu id (spec 1 §6), or on one of the listed ids
 *   for a call several screens share (a picker).
 * - `client`: the request names `id_cliente` and the user must be allowed to work on it.
 * - `internal`: only the provider's staff (roles 1–3), whatever the permission screen grants: these routes read
 *   across clients (usage and marketing reports), so a member never reaches them.
 */
export type Access =
  | { public: true }
  | { session: true; heartbeat?: boolean; client?: boolean; internal?: boolean }
  | { menu: number | readonly number[]; action: ActionCode; client?: boolean; internal?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    clientId: number | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 128 ? token : undefined;
}

/** `id_cliente` as the spec sends it: in the body, the query string or the path. */
function requestedClientId(request: FastifyRequest): number | undefined {
  for (const source of [request.body, request.query, request.params]) {
    if (source && typeof source === 'object' && 'id_cliente' in source) {
      const value = Number((source as { id_cliente: unknown }).id_cliente);
      return Number.isInteger(value) && value > 0 ? value : undefined;
    }
  }
  return undefined;
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('clientId', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`La ruta ${String(route.method)} ${route.url} no declara permiso (config.access)`);
    }
  });

  // The clients a `client: true` route's user may use, read in onRequest with the session and checked once the
  // body is parsed and validated (preHandler).
  const allowedClients = new WeakMap<FastifyRequest, number[]>();

  // One statement checks the session, the grant and the client scope (authorizeRequest), before the body is read.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access) return;
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError(MSG.sinSesion);
    const menu = 'menu' in access ? access : undefined;
    const authorization = await authorizeRequest(app.db, {
      tokenHash: hashToken(token),
      menu: menu?.menu,
      action: menu?.action,
      clients: access.client === true,
      heartbeat: 'session' in access && access.heartbeat === true,
    });
    if (!authorization) throw new UnauthorizedError(MSG.sesionCaducada);
    request.user = authorization.user;
    if (!authorization.granted) throw new ForbiddenError(MSG.sinPermiso);
    if (access.internal && !isInternalRole(authorization.user.role)) throw new ForbiddenError(MSG.sinPermiso);
    if (authorization.clients) allowedClients.set(request, authorization.clients);
  });

  // After validation, so the body is parsed and typed: a client the user may not use is refused before any write.
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access || !access.client || !request.user) return;
    const clientId = requestedClientId(request);
    if (clientId === undefined || !allowedClients.get(request)?.includes(clientId)) {
      throw new ForbiddenError(MSG.clienteNoPermitido);
    }
    request.clientId = clientId;
  });
});

/** The signed-in user of a route that declared `session` or `menu` access. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** The verified client of a route that declared `client: true`. */
export function clientOf(request: FastifyRequest): number {
  if (request.clientId === null) throw new ForbiddenError(MSG.clienteNoPermitido);
  return request.clientId;
}
