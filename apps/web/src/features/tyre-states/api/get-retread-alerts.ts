import { retreadAlertsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST neumaticos/alertasreencauche: the top bar's 'próximos a reencauchar' and 'a reencauchar' menus. */
export const getRetreadAlerts = async (clientId: number) =>
  (
    await api.post('/neumaticos/alertasreencauche', { id_cliente: clientId }, retreadAlertsResponse, {
      background: true,
    })
  ).success;

export const retreadAlertsQueryKey = ['neumaticos', 'alertas-reencauche'] as const;

export const retreadAlertsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: [...retreadAlertsQueryKey, clientId],
    queryFn: () => getRetreadAlerts(clientId),
    // Treads change with inspections and installations, not by the minute.
    staleTime: 5 * 60_000,
  });

export const useRetreadAlerts = (clientId: number, enabled: boolean) =>
  useQuery({ ...retreadAlertsQueryOptions(clientId), enabled });
