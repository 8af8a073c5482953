import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@huella/contracts';
import { ValidationError } from '../lib/http-errors';

const NUL = '\u0000';

/**
 * The field path ('datos.menu', 'detalles.0.placa') of the first string, or key, holding a NUL character in a
 * parsed body, query or path; undefined when there is none. A loop rather than recursion: a JSON body may nest
 * thousands of levels deep within the body limit.
 */
export function findNul(value: unknown, root: string): string | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path.length > 0 ? path.join('.') : root;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, item] of Object.entries(current)) {
      if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')].join('.') || root;
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL, and a query carrying one fails with a driver error (a 500). No field of the
 * spec needs it, so every request is checked once, before validation, instead of every text field of every
 * contract (docs/decisions/0018-malformed-input.md). Multipart fields are checked where they are read
 * (lib/uploads.ts).
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [source, root] of [
      [request.params, 'params'],
      [request.query, 'query'],
      [request.body, 'body'],
    ] as const) {
      const field = findNul(source, root);
      if (field !== undefined) throw new ValidationError(field, MSG.caracterNoPermitido);
    }
  });
});
