import { dashboardResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST home/reportesvistaprincipal: the fleet's pies and bars (out of scrap) and scrap over the last 5 years. */
export const getDashboard = (clientId: number) =>
  api.post('/home/reportesvistaprincipal', { id_cliente: clientId }, dashboardResponse);

export const dashboardQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'vista-principal', clientId],
    queryFn: () => getDashboard(clientId),
  });

export const useDashboard = (clientId: number) => useQuery(dashboardQueryOptions(clientId));
