import { type OperationsRequest, operationsResponse } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/reporteoperacionesxfecha: tyre, vehicle and inspection actions per day of the period. */
export const getOperations = (filters: OperationsRequest) =>
  api.post('/reporte/reporteoperacionesxfecha', filters, operationsResponse);

/** Nothing is asked until a client is chosen (`filters` null). */
export const useOperations = (filters: OperationsRequest | null) =>
  useQuery({
    queryKey: ['reporte', 'reporteoperacionesxfecha', filters],
    queryFn: () => getOperations(filters as OperationsRequest),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
