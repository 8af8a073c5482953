import { scrapFindResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST scrap/find: the tyre scrap screen's data (state, known limit, its record once scrapped). */
export const getTyreScrap = (clientId: number, tyreId: number) =>
  api
    .post('/scrap/find', { id_cliente: clientId, id_neumatico: tyreId }, scrapFindResponse)
    .then((answer) => answer.success);

export const tyreScrapQueryKey = ['scrap', 'neumatico'] as const;

export const tyreScrapQueryOptions = (clientId: number, tyreId: number) =>
  queryOptions({
    queryKey: [...tyreScrapQueryKey, clientId, tyreId],
    queryFn: () => getTyreScrap(clientId, tyreId),
  });

export const useTyreScrap = (clientId: number, tyreId: number) =>
  useQuery(tyreScrapQueryOptions(clientId, tyreId));
