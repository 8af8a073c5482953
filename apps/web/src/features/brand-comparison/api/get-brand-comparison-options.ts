import { brandComparisonOptionsResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/filtros: models, sizes, retread designs, retread levels and applications of the client. */
export const useBrandComparisonOptions = (clientId: number) =>
  useQuery({
    queryKey: ['reporte', 'filtros', clientId],
    queryFn: () => api.post('/reporte/filtros', { id_cliente: clientId }, brandComparisonOptionsResponse),
    staleTime: 5 * 60_000,
  });
