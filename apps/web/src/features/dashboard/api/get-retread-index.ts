import { retreadIndexResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The two retread indicators share request and answer (spec 3 §7 indicador/indice_*). */
export const RETREAD_INDEX_PATHS = {
  reencauche: '/indicador/indice_reencauche',
  reencauchabilidad: '/indicador/indice_reencauchabilidad',
} as const;
export type RetreadIndexKind = keyof typeof RETREAD_INDEX_PATHS;

/** POST indicador/indice_reencauche or indice_reencauchabilidad for a year. */
export const getRetreadIndex = (clientId: number, kind: RetreadIndexKind, year: number) =>
  api.post(RETREAD_INDEX_PATHS[kind], { id_cliente: clientId, year }, retreadIndexResponse);

export const retreadIndexQueryOptions = (clientId: number, kind: RetreadIndexKind, year: number) =>
  queryOptions({
    queryKey: ['dashboard', 'indice', kind, clientId, year],
    queryFn: () => getRetreadIndex(clientId, kind, year),
  });

export const useRetreadIndex = (clientId: number, kind: RetreadIndexKind, year: number) =>
  useQuery(retreadIndexQueryOptions(clientId, kind, year));
