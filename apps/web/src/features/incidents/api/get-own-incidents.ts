import { ownIncidentsReadResponse, ownIncidentsResponse } from '@huella/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';
import { INCIDENTS_POLL_MS } from './get-incidents';

/** GET incidente/mias: the reporter's incidents with status and replies, and the replies not seen yet. */
export const ownIncidentsQueryOptions = () =>
  queryOptions({
    queryKey: ['incidencias', 'mias'],
    // A poll: a failure waits for the next one instead of opening the "server down" dialog.
    queryFn: () =>
      request('/incidente/mias', { method: 'GET', schema: ownIncidentsResponse, background: true }),
    refetchInterval: INCIDENTS_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useOwnIncidents = () => useQuery(ownIncidentsQueryOptions());

/** POST incidente/mias/leidas: the reporter opened the menu and saw the replies. */
export function useMarkRepliesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/incidente/mias/leidas', {}, ownIncidentsReadResponse, { background: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownIncidentsQueryOptions().queryKey }),
  });
}
