import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION,
  errorResponse,
  exchangeRateListQuery,
  exchangeRateListResponse,
  exchangeRateStoreRequest,
  exchangeRateStoreResponse,
  MSG,
} from '@huella/contracts';
import { actorOf, logged } from '../../lib/action-log';
import { clientOf } from '../../plugins/access';
import { listExchangeRates, storeExchangeRate } from './exchange-rate.service';

const tags = ['Tipo de cambio'];
const errors = { 401: errorResponse, 403: errorResponse, 409: errorResponse, 422: errorResponse };
/** Permission id of /tipocambio (spec 1 §2.2). */
const EXCHANGE_RATE_MENU = 22;

export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tipocambio',
    {
      schema: {
        tags,
        summary: 'Tipos de cambio del cliente (paginado, fecha más reciente primero)',
        querystring: exchangeRateListQuery,
        response: { 200: exchangeRateListResponse, ...errors },
      },
      config: { access: { menu: EXCHANGE_RATE_MENU, action: ACTION.view, client: true } },
    },
    async (request) => {
      const { id_cliente: _client, ...query } = request.query;
      return listExchangeRates(app.db, { clientId: clientOf(request), ...query });
    },
  );

  app.post(
    '/tipocambio/store',
    {
      schema: {
        tags,
        summary: 'Registrar un tipo de cambio (pasa a ser el activo)',
        body: exchangeRateStoreRequest,
        response: { 200: exchangeRateStoreResponse, ...errors },
      },
      config: { access: { menu: EXCHANGE_RATE_MENU, action: ACTION.add, client: true } },
    },
    async (request) => {
      const tipocambio = await logged(
        app.db,
        actorOf(request),
        (tx) => storeExchangeRate(tx, { clientId: clientOf(request), tipocambio: request.body.tipocambio }),
        () => ({
          modulo: 'catalogos',
          accion: 'Registrar',
          vista: 'Tipo de cambio',
          detalle: `Tipo de cambio ${request.body.tipocambio.valor} del ${request.body.tipocambio.fecha} registrado`,
        }),
      );
      return { message: MSG.operacionExitosa, tipocambio };
    },
  );
};
