import { vehicleListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

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

/** The plate find of spec 2 §7 (page 1, per_page 10, placa, id desc): whether the client has the plate. */
export const isPlateRegistered = async (clientId: number, placa: string) =>
  (await getVehicles(clientId, { page: 1, per_page: 10, placa, sortBy: 'id', sortDirection: 'desc' })).total >
  0;
