import { costPerKmResponse, type CostUnit } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CostPerKmFilters {
  year: number;
  /** Brand id; null = every brand ('Todas'). */
  marca: number | null;
  unidadmedida: CostUnit;
}

/** POST indicador/costo_por_kilometro: the year's KPI and a row per brand/model/size with its 12 months. */
export const getCostPerKm = (clientId: number, filters: CostPerKmFilters) =>
  api.post('/indicador/costo_por_kilometro', { id_cliente: clientId, ...filters }, costPerKmResponse);

export const costPerKmQueryOptions = (clientId: number, filters: CostPerKmFilters) =>
  queryOptions({
    queryKey: ['indicador', 'costo_por_kilometro', clientId, filters],
    queryFn: () => getCostPerKm(clientId, filters),
    // The previous year's table stays while the next one loads (no flash of the loading state).
    placeholderData: keepPreviousData,
  });

export const useCostPerKm = (clientId: number, filters: CostPerKmFilters) =>
  useQuery(costPerKmQueryOptions(clientId, filters));
