import { sessionResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET sesion: fresh user name/e-mail for the drawer and the chosen client's razón social for the top bar. */
export const getSessionInfo = (clientId: number | null) =>
  api.get('/sesion', sessionResponse, { id_cliente: clientId ?? undefined });

export const sessionInfoQueryOptions = (clientId: number | null) =>
  queryOptions({
    queryKey: ['sesion', clientId ?? 0],
    queryFn: () => getSessionInfo(clientId),
    staleTime: 5 * 60_000,
  });

export const useSessionInfo = (clientId: number | null, enabled = true) =>
  useQuery({ ...sessionInfoQueryOptions(clientId), enabled });
