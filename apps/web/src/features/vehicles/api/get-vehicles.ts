import { vehicleListResponse } from '@huella/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type TableDefaults, type TableQuery, tableQueryFromParams } from '../../../lib/use-table-state';

/** POST vehiculos/list: one page of the vehicle report. */
export const getVehicles = (clientId: number, query: TableQuery & { placa?: string }) =>
  api.post('/vehiculos/list', { id_cliente: clientId, ...query }, vehicleListResponse);

export const vehiclesQueryKey = ['vehiculos'] as const;

export const vehiclesQueryOptions = (clientId: number, query: TableQuery) =>
  queryOptions({
    queryKey: [...vehiclesQueryKey, clientId, query],
    queryFn: () => getVehicles(clientId, query),
    placeholderData: keepPreviousData,
  });

export const useVehicles = (clientId: number, query: TableQuery) =>
  useQuery(vehiclesQueryOptions(clientId, query));

/** Spec 2 §9: 10 a page by default. The page and the route's prefetch read the URL with these. */
export const VEHICLES_TABLE: TableDefaults = { perPage: 10 };

/**
 * The page the URL asks for, fetched when the route is entered, while the screen's code is still on its way
 * (issue 9); the page's own query then finds it in the cache or in flight.
 */
export const prefetchVehicles = (queryClient: QueryClient, clientId: number, params: URLSearchParams) =>
  queryClient.prefetchQuery(vehiclesQueryOptions(clientId, tableQueryFromParams(params, VEHICLES_TABLE)));

/** The plate find of spec 2 §7 (page 1, per_page 10, placa, id desc): whether the client has the plate. */
export const isPlateRegistered = async (clientId: number, placa: string) =>
  (await getVehicles(clientId, { page: 1, per_page: 10, placa, sortBy: 'id', sortDirection: 'desc' })).total >
  0;
