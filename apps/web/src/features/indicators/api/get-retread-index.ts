import { retreadIndexResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The two retread indicators share request and answer (spec 3 §7 indicador/indice_*). */
export type RetreadIndicatorKind = 'reencauche' | 'reencauchabilidad';

export const RETREAD_INDEX_PATHS: Record<RetreadIndicatorKind, string> = {
  reencauche: '/indicador/indice_reencauche',
  reencauchabilidad: '/indicador/indice_reencauchabilidad',
};

/** POST indicador/indice_reencauche or indice_reencauchabilidad {year}: 12 months, the year, the criterion. */
export const getRetreadIndex = (clientId: number, kind: RetreadIndicatorKind, year: number) =>
  api.post(RETREAD_INDEX_PATHS[kind], { id_cliente: clientId, year }, retreadIndexResponse);

export const retreadIndexQueryOptions = (clientId: number, kind: RetreadIndicatorKind, year: number) =>
  queryOptions({
    queryKey: ['indicador', kind, clientId, year],
    queryFn: () => getRetreadIndex(clientId, kind, year),
    placeholderData: keepPreviousData,
  });

export const useRetreadIndex = (clientId: number, kind: RetreadIndicatorKind, year: number) =>
  useQuery(retreadIndexQueryOptions(clientId, kind, year));
