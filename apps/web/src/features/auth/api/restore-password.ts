import { messageResponse, type RestorePasswordRequest } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST usuarios/restorepassword: replaces a temporary password (screen /changeyourpassword). */
export const restorePassword = (body: RestorePasswordRequest) =>
  api.post('/usuarios/restorepassword', body, messageResponse);

export const useRestorePassword = () => useMutation({ mutationFn: restorePassword });
