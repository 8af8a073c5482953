import { clientShowResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST cliente/show {id_cliente}: one client (the administration dialog or the own profile of '/micuenta'). */
export const getClient = async (clientId: number) =>
  (await api.post('/cliente/show', { id_cliente: clientId }, clientShowResponse)).success.datos;

export const clientQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: ['cliente', clientId], queryFn: () => getClient(clientId) });

export const useClient = (clientId: number | null) =>
  useQuery({ ...clientQueryOptions(clientId ?? 0), enabled: clientId !== null });
