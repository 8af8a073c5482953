import { messageResponse, type ResetPasswordRequest } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST login/reset/password with the code from the recovery e-mail. */
export const resetPassword = (body: ResetPasswordRequest) =>
  api.post('/login/reset/password', body, messageResponse);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
