import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  kmCorrectionRequest,
  kmCorrectionResponse,
  TYRE_STATES_MSG,
  tyreKmRequest,
  tyreKmResponse,
} from '@huella/contracts';
import { clientOf, userOf } from '../../plugins/access';
import { TYRES_MENU } from '../tyres/tyres.routes';
import { correctTyreKm, getTyreKm } from './km-correction.service';

const tags = ['Neumáticos'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/**
 * The tyre km correction, reached from the tyre's mileage screen (menu 75): reading needs view, correcting
 * needs edit on the tyres (docs/decisions/0028-tyre-state-lists.md).
 */
export const kmCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/neumatico/show/kilometraje',
    {
      schema: {
        tags,
        summary: 'Instalación abierta del neumático (vehículo y km de instalación) y si se puede corregir',
        body: tyreKmRequest,
        response: { 200: tyreKmResponse, ...errors },
      },
      config: { access: { menu: TYRES_MENU, action: ACTION.view, client: true } },
    },
    async (request) => ({
      success: await getTyreKm(app.db, { clientId: clientOf(request), tyreId: request.body.id_neumatico }),
    }),
  );

  app.post(
    '/neumatico/edit/kilometraje',
    {
      schema: {
        tags,
        summary:
          'Corregir el km de instalación del neumático en el vehículo donde está (no si el vehículo ya tiene inspección)',
        body: kmCorrectionRequest,
        response: { 200: kmCorrectionResponse, ...errors },
      },
      config: { access: { menu: TYRES_MENU, action: ACTION.edit, client: true } },
    },
    async (request) => {
      const data = await correctTyreKm(app.db, {
        clientId: clientOf(request),
        userId: userOf(request).id,
        tyreId: request.body.id_neumatico,
        vehicleId: request.body.id_vehiculo,
        kilometraje: request.body.kilometraje,
      });
      return { message: TYRE_STATES_MSG.kmActualizado, data };
    },
  );
};
