import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export type RequestLogLevel = 'info' | 'debug';

/**
 * One log line per request, once it has been answered: method, URL (without a query string that carries a
 * secret, lib/log-safe-error.ts), status and time, at the level the app is given. Fastify's own are two lines at
 * `info` ("incoming request", "request completed"), each a serialised line and a write on every call
 * (docs/decisions/0029-request-cost-in-the-process.md). `info` by default; the production server says `debug`, so
 * it writes only what needs attention (warnings, errors, mail, start-up) and the proxy in front keeps the access
 * log. Failures are logged as Fastify logs them (`request errored`, the error handler's lines), at any level.
 */
export class RequestLog extends LogController {
  constructor(private readonly level: RequestLogLevel) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    // Below the logger's level this is pino's no-op.
    reply.log[this.level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
