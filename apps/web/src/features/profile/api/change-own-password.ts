import { messageResponse, type OwnPasswordRequest } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST usuarios/cambiarpassword: the current password and the new one; the user's other sessions end. */
export const changeOwnPassword = (data: OwnPasswordRequest) =>
  api.post('/usuarios/cambiarpassword', data, messageResponse);

export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword });
