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
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { neumaticos, vehiculos } from '../../db/schema/index';
import { actorOf, logged } from '../../lib/action-log';
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

/** The tyre's serial and the vehicle's plate, for the action's detail. */
async function namesOf(db: Db, params: { clientId: number; tyreId: number; vehicleId: number }) {
  const [[tyre], [vehicle]] = await Promise.all([
    db
      .select({ num_serie: neumaticos.num_serie })
      .from(neumaticos)
      .where(and(eq(neumaticos.id_cliente, params.clientId), eq(neumaticos.id, params.tyreId))),
    db
      .select({ placa: vehiculos.placa })
      .from(vehiculos)
      .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId))),
  ]);
  return { num_serie: tyre?.num_serie ?? '', placa: vehicle?.placa ?? '' };
}

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
      const clientId = clientOf(request);
      const { data } = await logged(
        app.db,
        actorOf(request),
        async (tx) => {
          const corrected = await correctTyreKm(tx, {
            clientId,
            userId: userOf(request).id,
            tyreId: request.body.id_neumatico,
            vehicleId: request.body.id_vehiculo,
            kilometraje: request.body.kilometraje,
          });
          return {
            data: corrected,
            names: await namesOf(tx, {
              clientId,
              tyreId: corrected.id_neumatico,
              vehicleId: corrected.id_vehiculo,
            }),
          };
        },
        ({ data: corrected, names }) => ({
          modulo: 'neumaticos',
          accion: 'Corregir km',
          vista: 'Reporte de neumáticos',
          detalle: `Km de instalación del neumático ${names.num_serie} en ${names.placa} corregido a ${corrected.km_instalacion}`,
        }),
      );
      return { message: TYRE_STATES_MSG.kmActualizado, data };
    },
  );
};
