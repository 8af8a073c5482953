import { MSG } from '@huella/contracts';

/** Errors a service throws on purpose; the error handler maps each to its status and `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string = MSG.solicitudInvalida, extra?: Record<string, unknown>) {
    super(400, message, extra);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message: string = MSG.sinSesion) {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message: string = MSG.sinPermiso, extra?: Record<string, unknown>) {
    super(403, message, extra);
  }
}
export class NotFoundError extends HttpError {
  constructor(message: string = MSG.noEncontrado) {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(message: string = MSG.demasiadosIntentos) {
    super(429, message);
  }
}
/** A rule the schema cannot express (it needs the database): 422 with the field's message. */
export class ValidationError extends HttpError {
  constructor(field: string, message: string) {
    super(422, message, { errors: { [field]: [message] } });
  }
}
