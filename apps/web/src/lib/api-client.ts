import { type AnswerSchema, MSG, readErrorBody } from '@huella/contracts/shell';
import { reportApiProblem } from './api-events';
import { clearSession, getToken } from './storage';

/**
 * A failed call the caller must handle (validation, duplicate, not allowed, …). `handled` is true when this
 * client tells the user itself (session-ended, server-down or server-error dialog, or the screen's own error
 * state in its place), so callers skip their own toast.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly code: string | undefined;
  readonly handled: boolean;

  constructor(init: {
    status: number;
    message: string;
    errors?: Record<string, string[]>;
    code?: string;
    handled?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.code = init.code;
    this.handled = init.handled ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The API answered that the record does not exist (another client's record answers the same). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** Architecture §4: these carry a Spanish `{error}` meant for the screen that made the call. */
const CALLER_STATUSES = new Set([400, 403, 404, 409, 413, 415, 422, 429]);

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** A contract's zod schema, or a plain check of the shell's (ADR 0039: the first page loads without zod). */
  schema: AnswerSchema<T>;
  /** Background calls (heartbeats) never open the "server down" dialog; the offline check covers them. */
  background?: boolean;
}

function buildUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** No answer at all: the network failed or the server is not running. */
export const SERVER_DOWN_MESSAGE = 'Servidor desconectado, por favor actualice la ventana!';
/** An answer, but a failure of ours (5xx, or a body the contract does not accept): worth trying again. */
export const SERVER_ERROR_MESSAGE = 'Ocurrió un error en el servidor. Intente nuevamente.';

function serverDown(background: boolean | undefined): ApiError {
  if (!background) reportApiProblem('server-down');
  return new ApiError({ status: 0, message: SERVER_DOWN_MESSAGE, handled: !background });
}

function serverError(status: number, background: boolean | undefined): ApiError {
  if (!background) reportApiProblem('server-error');
  return new ApiError({ status, message: SERVER_ERROR_MESSAGE, handled: !background });
}

/** Sends a call; a network failure is the "server down" dialog (unless background). */
async function send(
  path: string,
  options: {
    method?: RequestOptions<unknown>['method'];
    body?: unknown;
    query?: Query;
    background?: boolean;
  },
): Promise<{ response: Response; token: string | null }> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
    return { response, token };
  } catch {
    throw serverDown(options.background);
  }
}

/**
 * The error every failed answer becomes: a 401 on a call made with a token ends the session (dialog), the
 * caller statuses carry the server's Spanish message, anything else (5xx) is a server error: the server
 * answered, so it is not reported as disconnected.
 */
async function failure(
  response: Response,
  context: { path: string; token: string | null; background?: boolean },
): Promise<ApiError> {
  const body = readErrorBody(await readJson(response));
  const message = body?.error ?? MSG.errorInterno;

  // A 401 on the login calls means wrong credentials; on a call made with a token it means the session ended.
  if (response.status === 401 && context.token && !context.path.startsWith('/login/')) {
    clearSession();
    reportApiProblem('session-ended');
    return new ApiError({ status: 401, message: MSG.sesionCaducada, handled: true });
  }

  if (response.status === 401 || CALLER_STATUSES.has(response.status)) {
    return new ApiError({
      status: response.status,
      message,
      errors: body?.errors,
      code: body?.code,
    });
  }

  return serverError(response.status, context.background);
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { response, token } = await send(path, options);
  if (!response.ok) throw await failure(response, { path, token, background: options.background });

  const json = await readJson(response);
  const parsed = options.schema.safeParse(json);
  if (parsed.success) return parsed.data;
  // The contract and the server disagree: a bug, not something the user can fix.
  console.error(`Respuesta inesperada de ${path}`, parsed.error);
  throw serverError(response.status, options.background);
}

/** A call whose success is not JSON (the imports' plain-text answer, files): the raw Response. */
export async function requestRaw(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; query?: Query } = {},
): Promise<Response> {
  const { response, token } = await send(path, options);
  if (!response.ok) throw await failure(response, { path, token });
  return response;
}

export const api = {
  get: <T>(path: string, schema: AnswerSchema<T>, query?: Query) =>
    request(path, { method: 'GET', schema, query }),
  post: <T>(path: string, body: unknown, schema: AnswerSchema<T>, options?: { background?: boolean }) =>
    request(path, { method: 'POST', body, schema, background: options?.background }),
};
