import { exchangeRateListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ExchangeRatePageQuery {
  page: number;
  per_page: number;
}

/** GET tipocambio: one page of the client's exchange rates, newest date first. */
export const getExchangeRates = (clientId: number, query: ExchangeRatePageQuery) =>
  api.get('/tipocambio', exchangeRateListResponse, { id_cliente: clientId, ...query });

export const exchangeRatesQueryKey = ['tipocambio'] as const;

export const exchangeRatesQueryOptions = (clientId: number, query: ExchangeRatePageQuery) =>
  queryOptions({
    queryKey: [...exchangeRatesQueryKey, clientId, query],
    queryFn: () => getExchangeRates(clientId, query),
    placeholderData: keepPreviousData,
  });

export const useExchangeRates = (clientId: number, query: ExchangeRatePageQuery) =>
  useQuery(exchangeRatesQueryOptions(clientId, query));
