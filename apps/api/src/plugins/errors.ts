import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@huella/contracts';
import { constraintOf, httpErrorFromDatabase } from '../lib/db-errors';
import { HttpError } from '../lib/http-errors';
import { safeError } from '../lib/log-safe-error';

/** Field name of a validation issue: '/body/email' → 'email'; a whole-body problem → 'body'. */
function fieldOf(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : 'body';
}

/**
 * Fastify's own request errors (body parsing, URL) by code, each with a Spanish text saying what was wrong, so the
 * framework's English shape never reaches the caller (docs/decisions/0018-malformed-input.md).
 */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.jsonInvalido },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.jsonInvalido },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.solicitudInvalida },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.solicitudGrande },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.tipoContenidoInvalido },
  FST_ERR_BAD_URL: { status: 400, message: MSG.urlInvalida },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, message: MSG.urlInvalida },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: MSG.tipoContenidoInvalido },
  FST_PROTO_VIOLATION: { status: 400, message: MSG.clavesNoPermitidas },
};

/** A JSON body with a `__proto__` or `constructor.prototype` key is FST_ERR_CTP_INVALID_JSON_BODY too. */
const frameworkError = (error: FastifyError) => (error.code ? FRAMEWORK_ERRORS[error.code] : undefined);

/** Fastify's `frameworkErrors` option: errors raised before routing (bad URL encoding, over-long parameters). */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = frameworkError(error);
  if (known) return reply.status(known.status).send({ error: known.message });
  request.log.error({ err: error }, 'unhandled framework error');
  return reply.status(500).send({ error: MSG.errorInterno });
}

/**
 * One error handler (architecture §4): typed errors keep their status, schema failures become 422 with the
 * contract's Spanish messages by field, Fastify's own 4xx get a Spanish text, and anything else is a 500 that
 * is logged but never shown.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath ?? '');
        (errors[field] ??= []).push(issue.message ?? MSG.datosInvalidos);
      }
      const first = error.validation[0]?.message ?? MSG.datosInvalidos;
      return reply.status(422).send({ error: first, errors });
    }
    const framework = frameworkError(error);
    if (framework) return reply.status(framework.status).send({ error: framework.message });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: MSG.demasiadosIntentos });
    if (status === 413) return reply.status(413).send({ error: MSG.archivoGrande });
    if (status === 415) return reply.status(415).send({ error: 'Tipo de archivo inválido' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: MSG.solicitudInvalida });
    }
    // What the database refused (a duplicate that lost a race, a bad code): a fixed Spanish answer (ADR 0017).
    const refused = httpErrorFromDatabase(error);
    if (refused) {
      request.log.warn({ constraint: constraintOf(error), status: refused.statusCode }, 'database refused');
      return reply.status(refused.statusCode).send({ error: refused.message, ...refused.extra });
    }
    // Sanitized: a failed query's error carries its bound values (hashes, e-mails, codes).
    request.log.error({ err: safeError(error) }, 'unhandled error');
    return reply.status(500).send({ error: MSG.errorInterno });
  });
});
