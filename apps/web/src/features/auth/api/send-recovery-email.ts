import { messageResponse, type RecoveryRequest } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST login/send/email: always the same answer, so it never reveals whether the e-mail exists. */
export const sendRecoveryEmail = (body: RecoveryRequest) =>
  api.post('/login/send/email', body, messageResponse);

export const useSendRecoveryEmail = () => useMutation({ mutationFn: sendRecoveryEmail });
