import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION, errorResponse, IMPORT_MSG } from '@huella/contracts';
import { z } from 'zod';
import { BadRequestError } from '../../lib/http-errors';
import { MAX_IMPORT_BYTES, readMultipart, TOO_LARGE_IMPORT } from '../../lib/uploads';
import { clientOf } from '../../plugins/access';
import { importVehicles } from './vehicle-import';
import { vehicleTemplate } from './vehicle-import-template';

const tags = ['Vehículos'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
/** Permission id of /importarvehiculos (spec 1 §2.2). */
const VEHICLE_IMPORT_MENU = 26;
const clientQuery = z.object({ id_cliente: z.coerce.number().int().positive() });

/** The vehicle import (spec 1 §2.7, §7): the upload and its template. */
export const vehicleImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/importar/vehiculo',
    {
      schema: {
        tags,
        summary:
          'Importar vehículos desde Excel (.xlsx, 12 MB), con los neumáticos ya montados por posición: todo o nada; errores por fila tras "&&&&"',
        consumes: ['multipart/form-data'],
        // id_cliente goes in the query string: the multipart body is read by the handler, after the access check.
        querystring: clientQuery,
        response: { 200: z.string(), 400: errorResponse, 413: errorResponse, 415: errorResponse, ...errors },
      },
      config: { access: { menu: VEHICLE_IMPORT_MENU, action: ACTION.add, client: true } },
    },
    async (request) => {
      const { file } = await readMultipart(request, {
        kinds: ['xlsx'],
        maxBytes: MAX_IMPORT_BYTES,
        tooLargeMessage: TOO_LARGE_IMPORT,
      });
      if (!file) throw new BadRequestError(IMPORT_MSG.archivoRequerido);
      return importVehicles(app.db, { clientId: clientOf(request), file: file.buffer });
    },
  );

  app.get(
    '/importar/vehiculo/plantilla',
    {
      schema: {
        tags,
        summary: 'Plantilla Excel de la importación de vehículos, con los catálogos del cliente',
        querystring: clientQuery,
      },
      config: { access: { menu: VEHICLE_IMPORT_MENU, action: ACTION.view, client: true } },
    },
    async (request, reply) => {
      const buffer = await vehicleTemplate(app.db, { clientId: clientOf(request) });
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="vehiculos.xlsx"')
        .send(buffer);
    },
  );
};
