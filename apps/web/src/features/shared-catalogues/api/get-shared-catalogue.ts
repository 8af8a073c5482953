import { sharedCatalogListResponse, type SharedCatalog } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET catalogos/{catalogo}: every row of one shared catalogue with its usage (internal roles only). */
export const getSharedCatalogue = (catalogue: SharedCatalog) =>
  api.get(`/catalogos/${catalogue}`, sharedCatalogListResponse).then((answer) => answer.data);

export const sharedCatalogueQueryOptions = (catalogue: SharedCatalog) =>
  queryOptions({
    queryKey: ['catalogos', catalogue],
    queryFn: () => getSharedCatalogue(catalogue),
  });

export const useSharedCatalogue = (catalogue: SharedCatalog | null) =>
  useQuery({
    ...sharedCatalogueQueryOptions(catalogue ?? 'vehiculotipo'),
    enabled: catalogue !== null,
  });
