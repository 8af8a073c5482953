import type { FastifyServerOptions } from 'fastify';

/**
 * What the server log may say about a failure. A failed query's error carries its bound values (drizzle's
 * message ends with "params: …", the driver's error keeps `params` and a `detail` such as "Key (email)=(…)"), and
 * those are password hashes, e-mails and codes. Only fields that describe the failure without its data are kept:
 * the SQL text with its placeholders, the database's error code and the constraint, table and column names.
 */
export type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  cause?: SafeError;
};

const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'query',
] as const;

/** Drizzle writes the values after the query: "Failed query: …\nparams: …". */
const withoutParams = (message: string) => message.replace(/\n\s*params:[\s\S]*$/, '');

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'valor lanzado que no es un Error', stack: '' };
  }
  const message = withoutParams(error.message);
  const safe: SafeError = {
    type: error.constructor.name || error.name,
    message,
    // The stack repeats the message first: the same values would reach the log through it.
    stack: (error.stack ?? '').replace(error.message, message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** Query parameters whose value is a secret: a request carrying one is logged without its query string. */
const SECRET_PARAM = /token|codigo|code|pas?sword|clave|secret|key/i;

/** The request's URL as the log may show it: a query string that carries a secret is left out whole. */
export function safeUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = [...new URLSearchParams(url.slice(mark + 1)).keys()];
  return names.some((name) => SECRET_PARAM.test(name)) ? `${url.slice(0, mark)}?[oculto]` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's logger with our serializers on top of whatever the caller configured: requests without secret
 * query strings (and, as Fastify's own, without headers), errors through `safeError`. Authorization and
 * cookie headers are redacted should anything log them.
 */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
    serializers: {
      ...options.serializers,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: safeUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      // Errors logged as they are (`{ err }`) are cleaned here; the error handler passes one already clean.
      err: (error: Error): SafeError => (error instanceof Error ? safeError(error) : (error as SafeError)),
    },
  };
}
