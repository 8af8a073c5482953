import { countResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The four counters of the home (spec 3 §7): same request and answer, one path each. */
export const COUNT_PATHS = {
  vehiculos: '/neumaticos/totalvehiculo',
  neumaticos: '/neumaticos/totalneumatico',
  criterios: '/neumaticos/totalcriterio',
  reportes: '/neumaticos/reportscount',
} as const;
export type CountKind = keyof typeof COUNT_PATHS;

/** POST neumaticos/total*: one count of the client. */
export const getCount = (clientId: number, kind: CountKind) =>
  api.post(COUNT_PATHS[kind], { id_cliente: clientId }, countResponse);

export const countQueryOptions = (clientId: number, kind: CountKind) =>
  queryOptions({
    queryKey: ['dashboard', 'total', kind, clientId],
    queryFn: () => getCount(clientId, kind),
  });

export const useCount = (clientId: number, kind: CountKind) => useQuery(countQueryOptions(clientId, kind));
