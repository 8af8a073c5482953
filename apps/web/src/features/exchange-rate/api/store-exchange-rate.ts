import { exchangeRateStoreResponse, type ExchangeRateForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { exchangeRatesQueryKey } from './get-exchange-rates';

/** POST tipocambio/store: a new rate, which becomes the active one. */
export const storeExchangeRate = (clientId: number, tipocambio: ExchangeRateForm) =>
  api.post('/tipocambio/store', { id_cliente: clientId, tipocambio }, exchangeRateStoreResponse);

export function useStoreExchangeRate(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tipocambio: ExchangeRateForm) => storeExchangeRate(clientId, tipocambio),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRatesQueryKey }),
  });
}
