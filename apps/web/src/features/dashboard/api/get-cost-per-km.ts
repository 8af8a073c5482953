import { costPerKmResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST indicador/costo_por_kilometro for the home card: kilometres, every brand, the given year. */
export const getHomeCostPerKm = (clientId: number, year: number) =>
  api.post(
    '/indicador/costo_por_kilometro',
    { id_cliente: clientId, year, marca: null, unidadmedida: 'K' },
    costPerKmResponse,
  );

export const homeCostPerKmQueryOptions = (clientId: number, year: number) =>
  queryOptions({
    queryKey: ['dashboard', 'costo-por-kilometro', clientId, year],
    queryFn: () => getHomeCostPerKm(clientId, year),
  });

export const useHomeCostPerKm = (clientId: number, year: number) =>
  useQuery(homeCostPerKmQueryOptions(clientId, year));
