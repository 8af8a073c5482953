import { subscriptionClientsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET clientesuscripcion/clientes: the client choices of 'Nueva Suscripción'. */
export const getSubscriptionClients = async () =>
  (await api.get('/clientesuscripcion/clientes', subscriptionClientsResponse)).success.resultado;

export const subscriptionClientsQueryOptions = () =>
  queryOptions({ queryKey: ['suscripciones-clientes'], queryFn: getSubscriptionClients });

export const useSubscriptionClients = () => useQuery(subscriptionClientsQueryOptions());
