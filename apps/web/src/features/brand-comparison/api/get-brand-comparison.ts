import { brandComparisonResponse, type BrandComparisonFilter } from '@huella/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/comparativomarca for each chosen brand (or design): one column each, fetched on its own. */
export const useBrandComparisonColumns = (
  clientId: number,
  filters: BrandComparisonFilter | null,
  ids: number[],
) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: ['reporte', 'comparativomarca', clientId, filters, id],
      queryFn: () =>
        api.post(
          '/reporte/comparativomarca',
          { id_cliente: clientId, id_marca_o_disenio: id, ...filters },
          brandComparisonResponse,
        ),
      enabled: filters !== null,
    })),
  });
