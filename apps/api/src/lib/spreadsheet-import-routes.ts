import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION, errorResponse, IMPORT_MSG } from '@huella/contracts';
import { z } from 'zod';
import type { Db } from '../db/client';
import { clientOf } from '../plugins/access';
import { BadRequestError } from './http-errors';
import { MAX_IMPORT_BYTES, readMultipart, TOO_LARGE_IMPORT } from './uploads';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const clientQuery = z.object({ id_cliente: z.coerce.number().int().positive() });

export interface SpreadsheetImport {
  /** `importar/{kind}` and `importar/{kind}/plantilla` (spec 1 §7). */
  kind: string;
  tags: string[];
  /** Permission id of the import screen: uploading needs add, the template needs view. */
  menu: number;
  summary: string;
  templateSummary: string;
  templateFileName: string;
  /** Parses, checks every row and writes all or nothing; answers the spec's text ('&&&&' before row errors). */
  run: (db: Db, params: { clientId: number; file: Buffer }) => Promise<string>;
  template: (db: Db, params: { clientId: number }) => Promise<Buffer>;
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
          },
        },
        config: { access: { menu: options.menu, action: ACTION.add, client: true } },
      },
      async (request) => {
        const { file } = await readMultipart(request, {
          kinds: ['xlsx'],
          maxBytes: MAX_IMPORT_BYTES,
          tooLargeMessage: TOO_LARGE_IMPORT,
        });
        if (!file) throw new BadRequestError(IMPORT_MSG.archivoRequerido);
        return options.run(app.db, { clientId: clientOf(request), file: file.buffer });
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
