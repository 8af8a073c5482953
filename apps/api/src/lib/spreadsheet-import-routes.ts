import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION, errorResponse, idSchema, IMPORT_MSG } from '@huella/contracts';
import { z } from 'zod';
import type { Db } from '../db/client';
import { clientOf, userOf } from '../plugins/access';
import { type Actor, actorOf } from './action-log';
import { BadRequestError, TooManyRequestsError } from './http-errors';
import { SPREADSHEET_MSG } from './spreadsheet-import';
import { MAX_IMPORT_BYTES, readMultipart, TOO_LARGE_IMPORT } from './uploads';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// `idSchema` caps the id at PostgreSQL's integer range, so 2³¹ is refused here and not by the database.
const clientQuery = z.object({ id_cliente: idSchema });

export interface SpreadsheetImport {
  /** `importar/{kind}` and `importar/{kind}/plantilla` (spec 1 §7). */
  kind: string;
  tags: string[];
  /** Permission id of the import screen: uploading needs add, the template needs view. */
  menu: number;
  summary: string;
  templateSummary: string;
  templateFileName: string;
  /**
   * Parses, checks every row and writes all or nothing; answers the spec's text ('&&&&' before row errors).
   * `signal` is aborted when the request is closed before the answer.
   */
  run: (
    db: Db,
    params: { clientId: number; userId: number; actor: Actor; file: Buffer; signal: AbortSignal },
  ) => Promise<string>;
  template: (db: Db, params: { clientId: number }) => Promise<Buffer>;
}

/**
 * Clients with an import under way, per database: one import per client at a time, whatever its kind, so one
 * client cannot stack imports on the server (docs/decisions/0020-streaming-imports.md). In-process: the
 * embedded database runs in a single process, and so does the server on PostgreSQL today.
 */
const importing = new WeakMap<Db, Set<number>>();

/** Takes the client's import slot or answers 429; the returned function gives it back. */
function claimImportSlot(db: Db, clientId: number): () => void {
  const running = importing.get(db) ?? new Set<number>();
  importing.set(db, running);
  if (running.has(clientId)) throw new TooManyRequestsError(SPREADSHEET_MSG.enCurso);
  running.add(clientId);
  return () => running.delete(clientId);
}

/** Whether the client has an import under way (tests wait for it to know an import is running). */
export function isImportRunning(db: Db, clientId: number): boolean {
  return importing.get(db)?.has(clientId) ?? false;
}

/** The two calls every spreadsheet import has (criteria, vehicles, tyres): the upload and its template. */
export function spreadsheetImportRoutes(options: SpreadsheetImport): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `/importar/${options.kind}`,
      {
        schema: {
          tags: options.tags,
          summary: options.summary,
          consumes: ['multipart/form-data'],
          // id_cliente goes in the query string: the multipart body is read by the handler, after the access check.
          querystring: clientQuery,
          response: {
            200: z.string(),
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
            413: errorResponse,
            415: errorResponse,
            422: errorResponse,
            429: errorResponse,
          },
        },
        config: { access: { menu: options.menu, action: ACTION.add, client: true } },
      },
      async (request, reply) => {
        const clientId = clientOf(request);
        // Claimed before the upload is read: a second import is refused without buffering its file.
        const release = claimImportSlot(app.db, clientId);
        const closed = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableFinished) closed.abort();
        };
        reply.raw.on('close', onClose);
        try {
          const { file } = await readMultipart(request, {
            kinds: ['xlsx'],
            maxBytes: MAX_IMPORT_BYTES,
            tooLargeMessage: TOO_LARGE_IMPORT,
          });
          if (!file) throw new BadRequestError(IMPORT_MSG.archivoRequerido);
          return await options.run(app.db, {
            clientId,
            userId: userOf(request).id,
            actor: actorOf(request),
            file: file.buffer,
            signal: closed.signal,
          });
        } finally {
          reply.raw.off('close', onClose);
          release();
        }
      },
    );

    app.get(
      `/importar/${options.kind}/plantilla`,
      {
        schema: { tags: options.tags, summary: options.templateSummary, querystring: clientQuery },
        config: { access: { menu: options.menu, action: ACTION.view, client: true } },
      },
      async (request, reply) => {
        const buffer = await options.template(app.db, { clientId: clientOf(request) });
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${options.templateFileName}"`)
          .send(buffer);
      },
    );
  };
}
