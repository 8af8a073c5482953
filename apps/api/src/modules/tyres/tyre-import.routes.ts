import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION, errorResponse, IMPORT_MSG } from '@huella/contracts';
import { z } from 'zod';
import { BadRequestError } from '../../lib/http-errors';
import { MAX_IMPORT_BYTES, readMultipart, TOO_LARGE_IMPORT } from '../../lib/uploads';
import { clientOf } from '../../plugins/access';
import { importTyres, tyreTemplate } from './tyre-import';

const tags = ['Neumáticos'];
/** Permission id of /importarneumatico (spec 1 §2.2). */
export const TYRE_IMPORT_MENU = 27;
const clientQuery = z.object({ id_cliente: z.coerce.number().int().positive() });

export const tyreImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/importar/neumatico',
    {
      schema: {
        tags,
        summary: 'Importar neumáticos desde Excel (.xlsx, 12 MB): todo o nada; errores por fila tras "&&&&"',
        consumes: ['multipart/form-data'],
        // id_cliente goes in the query string: the multipart body is read by the handler, after the access check.
        querystring: clientQuery,
        response: {
          200: z.string(),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
        },
      },
      config: { access: { menu: TYRE_IMPORT_MENU, action: ACTION.add, client: true } },
    },
    async (request) => {
      const { file } = await readMultipart(request, {
        kinds: ['xlsx'],
        maxBytes: MAX_IMPORT_BYTES,
        tooLargeMessage: TOO_LARGE_IMPORT,
      });
      if (!file) throw new BadRequestError(IMPORT_MSG.archivoRequerido);
      return importTyres(app.db, { clientId: clientOf(request), file: file.buffer });
    },
  );

  app.get(
    '/importar/neumatico/plantilla',
    {
      schema: {
        tags,
        summary: 'Plantilla Excel de la importación de neumáticos (con el catálogo vigente en la hoja Ayuda)',
        querystring: clientQuery,
      },
      config: { access: { menu: TYRE_IMPORT_MENU, action: ACTION.view, client: true } },
    },
    async (_request, reply) => {
      const buffer = await tyreTemplate(app.db);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="neumaticos.xlsx"')
        .send(buffer);
    },
  );
};
