import { incidentListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type IncidentPageQuery = {
  page: number;
  per_page: number;
  sortDirection: 'asc' | 'desc';
};

/** GET incidente/index as the '/incidencias' screen pages it (the badge's poll keeps its own first page). */
export const getIncidentPage = (query: IncidentPageQuery) =>
  api.get('/incidente/index', incidentListResponse, query);

export const incidentPageQueryOptions = (query: IncidentPageQuery) =>
  queryOptions({
    queryKey: ['incidencias', 'pagina', query],
    queryFn: () => getIncidentPage(query),
    placeholderData: keepPreviousData,
  });

export const useIncidentPage = (query: IncidentPageQuery) => useQuery(incidentPageQueryOptions(query));
