import { brandComparisonListResponse, type BrandComparisonFilter } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/marcas_o_disenios_comparativo: the selectable brands (or designs) with their tyre count. */
export const useBrandsOrDesigns = (clientId: number, filters: BrandComparisonFilter | null) =>
  useQuery({
    queryKey: ['reporte', 'marcas_o_disenios_comparativo', clientId, filters],
    queryFn: () =>
      api.post(
        '/reporte/marcas_o_disenios_comparativo',
        { id_cliente: clientId, ...filters },
        brandComparisonListResponse,
      ),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
