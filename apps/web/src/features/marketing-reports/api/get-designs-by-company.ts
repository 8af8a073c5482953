import { type MarketingFilter, marketingDesignsResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST etl/disenioneumaticosxcliente: the designs of each company (grouped), the companies' top 10. */
export const getDesignsByCompany = async (filter: MarketingFilter) =>
  (await api.post('/etl/disenioneumaticosxcliente', filter, marketingDesignsResponse)).success;

/** Nothing is asked before the first 'Consultar' (filter null); the last answer stays while the next loads. */
export const designsByCompanyQueryOptions = (filter: MarketingFilter | null) =>
  queryOptions({
    queryKey: ['etl', 'disenioneumaticosxcliente', filter],
    queryFn: filter ? () => getDesignsByCompany(filter) : skipToken,
    placeholderData: keepPreviousData,
  });

export const useDesignsByCompany = (filter: MarketingFilter | null) =>
  useQuery(designsByCompanyQueryOptions(filter));
