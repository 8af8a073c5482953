import { type ProductivityRequest, productivityResponse } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/reporteproductividad: the client's logged actions of the period per user and type. */
export const getProductivity = (filters: ProductivityRequest) =>
  api.post('/reporte/reporteproductividad', filters, productivityResponse);

/** Nothing is asked until a client is chosen (`filters` null). */
export const useProductivity = (filters: ProductivityRequest | null) =>
  useQuery({
    queryKey: ['reporte', 'reporteproductividad', filters],
    queryFn: () => getProductivity(filters as ProductivityRequest),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
