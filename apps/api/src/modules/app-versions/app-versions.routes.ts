import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APP_VERSION_MSG,
  appVersionForm,
  errorResponse,
  lastAppVersionResponse,
  MSG,
  publishAppVersionResponse,
  ROLE,
} from '@huella/contracts';
import { actorOf } from '../../lib/action-log';
import { ForbiddenError, HttpError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { readMultipart } from '../../lib/uploads';
import { userOf } from '../../plugins/access';
import { appPackageFile, lastAppVersion, MAX_APK_BYTES, publishAppVersion } from './app-versions.service';

const tags = ['Aplicación móvil'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

/** The `version` field of the multipart form, checked with the form's own schema (422 by field). */
function parseVersion(raw: string | undefined): string {
  const parsed = appVersionForm.safeParse({ version: raw ?? '' });
  if (parsed.success) return parsed.data.version;
  const message = parsed.error.issues[0]?.message ?? MSG.datosInvalidos;
  throw new HttpError(422, message, { errors: { version: [message] } });
}

/** Publishing and reading the mobile app version (spec 1 §2.1, §9; spec 3 §7), under /api. */
export const appVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/app/version',
    {
      schema: {
        tags,
        summary:
          'Publicar una versión de la aplicación móvil (multipart: file APK + version); solo superadmin',
        consumes: ['multipart/form-data'],
        response: { 200: publishAppVersionResponse, ...errors },
      },
      // No menu entry grants this: publishing the app is the internal superadmin's alone (issue item 5).
      config: { access: { session: true } },
    },
    async (request) => {
      const user = userOf(request);
      if (user.role !== ROLE.superadmin) throw new ForbiddenError();
      const body = await readMultipart(request, { kinds: ['apk'], maxBytes: MAX_APK_BYTES });
      const version = parseVersion(body.fields.version);
      if (!body.file) throw new ValidationError('file', APP_VERSION_MSG.archivoRequerido);
      const resultado = await publishAppVersion(app.db, {
        userId: user.id,
        version,
        file: body.file,
        uploadsDir: app.uploadsDir,
        actor: actorOf(request),
      });
      return { success: { message: APP_VERSION_MSG.publicada, resultado } };
    },
  );

  app.get(
    '/app/last/version',
    {
      schema: {
        tags,
        summary: 'Última versión publicada de la aplicación móvil (null si no hay)',
        response: { 200: lastAppVersionResponse, ...errors },
      },
      config: { access: { session: true } },
    },
    async () => lastAppVersion(app.db),
  );
};

/**
 * GET /downloads/{nombre}, outside /api because the browser navigates to it (spec 3 §7). Public on purpose
 * (ADR 0012): a navigation carries no bearer token, names are random and the package holds no client data.
 * Registered on the root app, so it answers before the SPA fallback.
 */
export const appDownloadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    '/downloads/:name',
    {
      schema: {
        tags,
        summary: 'Descargar la aplicación móvil (APK)',
        params: z.object({ name: z.string() }),
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const { name } = request.params;
      const found = await appPackageFile(app.db, app.uploadsDir, name);
      if (!found) throw new NotFoundError();
      // The version label only holds letters, digits, dots and hyphens (contract), so it is header-safe.
      return reply
        .type('application/vnd.android.package-archive')
        .header('Content-Disposition', `attachment; filename="huella-${found.version}.apk"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(found.file));
    },
  );
};
