import { applicationOptionsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationsQueryKey } from './get-remnants';

/** GET aplicacion/opciones: every application of the client, with or without thresholds. */
export const getApplicationOptions = (clientId: number) =>
  api.get('/aplicacion/opciones', applicationOptionsResponse, { id_cliente: clientId });

export const applicationOptionsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: [...applicationsQueryKey, 'opciones', clientId],
    queryFn: () => getApplicationOptions(clientId),
  });

export const useApplicationOptions = (clientId: number) => useQuery(applicationOptionsQueryOptions(clientId));
