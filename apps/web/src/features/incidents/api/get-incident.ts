import { incidentShowResponse } from '@huella/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { incidentsQueryOptions } from './get-incidents';

/** GET incidente/show/{id}: one incident; the server marks it read for this user. */
export const getIncident = async (id: number) =>
  (await api.get(`/incidente/show/${id}`, incidentShowResponse)).success;

export const incidentQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['incidencias', 'detalle', id], queryFn: () => getIncident(id), staleTime: 0 });

/** The incident, and once it loads the badge's count again (opening it marked it read). */
export function useIncident(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: incidentQueryOptions(id ?? 0).queryKey,
    queryFn: async () => {
      const incident = await getIncident(id ?? 0);
      void queryClient.invalidateQueries({ queryKey: incidentsQueryOptions().queryKey });
      return incident;
    },
    enabled: id !== null,
    staleTime: 0,
  });
}
