import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@huella/contracts';
import { constraintOf, httpErrorFromDatabase } from '../lib/db-errors';
import { HttpError } from '../lib/http-errors';

/** Field name of a validation issue: '/body/email' → 'email'; a whole-body problem → 'body'. */
function fieldOf(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : 'body';
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: MSG.errorInterno });
  });
});
