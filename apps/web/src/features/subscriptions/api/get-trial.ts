import { trialResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Spec 1 §9: the trial period is checked every 100 s. */
export const TRIAL_CHECK_MS = 100_000;

/** POST /clientesuscripcion/trialperiod {id_cliente, time}: the client's trial, or null without a subscription. */
export const getTrial = async (clientId: number) =>
  (
    await api.post(
      '/clientesuscripcion/trialperiod',
      { id_cliente: clientId, time: TRIAL_CHECK_MS / 1000 },
      trialResponse,
      {
        background: true,
      },
    )
  ).data;

export const trialQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: ['periodo-prueba', clientId], queryFn: () => getTrial(clientId) });

export const useTrial = (clientId: number | null) =>
  useQuery({
    ...trialQueryOptions(clientId ?? 0),
    enabled: clientId !== null,
    refetchInterval: TRIAL_CHECK_MS,
    refetchOnWindowFocus: false,
  });
