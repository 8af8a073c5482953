import { scrapVehiclesResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST scrap/vehiculos: the client's vehicles with tyres on them, for the installed-tyre form. */
export const getScrapVehicles = (clientId: number) =>
  api.post('/scrap/vehiculos', { id_cliente: clientId }, scrapVehiclesResponse).then((answer) => answer.data);

export const scrapVehiclesQueryKey = ['scrap', 'vehiculos'] as const;

export const scrapVehiclesQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: [...scrapVehiclesQueryKey, clientId], queryFn: () => getScrapVehicles(clientId) });

export const useScrapVehicles = (clientId: number) => useQuery(scrapVehiclesQueryOptions(clientId));
