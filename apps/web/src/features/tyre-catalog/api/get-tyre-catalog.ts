import { tyreCatalogResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST neumaticos/list: brands, models (with brand), sizes, designs and retreaders for the tyre dialog. */
export const getTyreCatalog = (clientId: number) =>
  api
    .post('/neumaticos/list', { id_cliente: clientId }, tyreCatalogResponse)
    .then((answer) => answer.success);

export const tyreCatalogQueryKey = ['neumaticos', 'catalogo'] as const;

export const tyreCatalogQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: [...tyreCatalogQueryKey, clientId], queryFn: () => getTyreCatalog(clientId) });

export const useTyreCatalog = (clientId: number) => useQuery(tyreCatalogQueryOptions(clientId));
