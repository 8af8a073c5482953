import { subscriptionMessageResponse } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST clientesuscripcion/envioMensajePorFecha {id}: the server mails once per notice date. */
export const sendTrialNotice = (noticeId: number) =>
  api.post('/clientesuscripcion/envioMensajePorFecha', { id: noticeId }, subscriptionMessageResponse, {
    background: true,
  });

export const useSendTrialNotice = () => useMutation({ mutationFn: sendTrialNotice });
