import { incidentListResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** How often the badge refreshes while the app is open (it also refreshes when the window regains focus). */
export const INCIDENTS_POLL_MS = 60_000;
const RECENT = 10;

/** GET incidente/index: the newest incidents and the unread count of the badge. */
export const incidentsQueryOptions = () =>
  queryOptions({
    queryKey: ['incidencias', 'lista'],
    // A poll: a failure waits for the next one instead of opening the "server down" dialog.
    queryFn: () =>
      request('/incidente/index', {
        method: 'GET',
        schema: incidentListResponse,
        query: { page: 1, per_page: RECENT },
        background: true,
      }),
    refetchInterval: INCIDENTS_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useIncidents = (enabled: boolean) => useQuery({ ...incidentsQueryOptions(), enabled });
