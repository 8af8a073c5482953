import { costDetailsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/detalles_costo_por_kilometro: every monthly lot of the year (the card's 'Ver más'). */
export const getCostDetails = (clientId: number, year: number) =>
  api.post(
    '/reporte/detalles_costo_por_kilometro',
    { id_cliente: clientId, year, unidadmedida: 'K' },
    costDetailsResponse,
  );

export const costDetailsQueryOptions = (clientId: number, year: number) =>
  queryOptions({
    queryKey: ['dashboard', 'detalles-costo-por-kilometro', clientId, year],
    queryFn: () => getCostDetails(clientId, year),
  });

/** Read only while the dialog is open. */
export const useCostDetails = (clientId: number, year: number, enabled: boolean) =>
  useQuery({ ...costDetailsQueryOptions(clientId, year), enabled });
