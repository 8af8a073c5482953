import { stateTyreListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

/** Which list: tyres at the retreader (estado 4) or in repair (estado 2). */
export type StateListKind = 'retread' | 'repair';

const PATHS: Record<StateListKind, string> = {
  retread: '/neumaticos/enreencauche',
  repair: '/neumaticos/enreparacion',
};

/** POST neumaticos/enreencauche | neumaticos/enreparacion: one page of the list (success.resultado). */
export const getStateTyres = async (kind: StateListKind, clientId: number, query: TableQuery) =>
  (await api.post(PATHS[kind], { id_cliente: clientId, ...query }, stateTyreListResponse)).success.resultado;

/** Every tyre-state list hangs under this key. */
export const tyreStatesQueryKey = ['neumaticos', 'estados'] as const;

/**
 * Every tyre read of the app hangs under 'neumaticos' (report, cost, mileage, these lists, the top bar's
 * alerts): a movement changes the state, cost and km all of them show, so the actions refresh them all.
 */
export const allTyresQueryKey = ['neumaticos'] as const;

export const stateTyresQueryOptions = (kind: StateListKind, clientId: number, query: TableQuery) =>
  queryOptions({
    queryKey: [...tyreStatesQueryKey, kind, clientId, query],
    queryFn: () => getStateTyres(kind, clientId, query),
    placeholderData: keepPreviousData,
  });

export const useStateTyres = (kind: StateListKind, clientId: number, query: TableQuery) =>
  useQuery(stateTyresQueryOptions(kind, clientId, query));
