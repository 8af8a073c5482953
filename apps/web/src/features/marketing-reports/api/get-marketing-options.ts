import { marketingOptionsResponse, type MarketingOptionsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MultiSelectOption } from '../components/multi-select-field';

/** The filter card's lists as the multi-selects take them. */
export interface MarketingOptionLists {
  empresas: MultiSelectOption<number>[];
  nsdminimos: MultiSelectOption<number>[];
  medidas: MultiSelectOption<number>[];
  sectores: MultiSelectOption<number>[];
}

const asOptions = (items: { id: number; descripcion: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.descripcion }));

const toLists = ({ success }: MarketingOptionsResponse): MarketingOptionLists => ({
  empresas: asOptions(success.empresas),
  nsdminimos: success.nsdminimo.map((mm) => ({ value: mm, label: `${mm} mm` })),
  medidas: asOptions(success.medidas),
  sectores: asOptions(success.sectores),
});

/** POST etl/filtrosReportesMarketing: retreading companies, RTD-min values, sizes and sectors of the market. */
export const getMarketingOptions = () =>
  api.post('/etl/filtrosReportesMarketing', {}, marketingOptionsResponse);

export const marketingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['etl', 'filtrosReportesMarketing'],
    queryFn: getMarketingOptions,
    select: toLists,
    // The catalogues change rarely; the five screens share one load.
    staleTime: 5 * 60_000,
  });

export const useMarketingOptions = () => useQuery(marketingOptionsQueryOptions());
