import { subscriptionStoreResponse, type SubscriptionForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionsQueryOptions } from './get-subscriptions';

/** POST clientesuscripcion/store {suscripcion, id_usuario}: 'Agregado' / 'Actualizado'. */
export const storeSubscription = (input: { suscripcion: SubscriptionForm; id_usuario: number | null }) =>
  api.post('/clientesuscripcion/store', input, subscriptionStoreResponse);

export function useStoreSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryOptions().queryKey }),
  });
}
