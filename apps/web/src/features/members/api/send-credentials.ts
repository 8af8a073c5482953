import { messageResponse } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST userclientes/sendcredentials {id_usuario}: a new temporary password by e-mail. */
export const sendCredentials = (userId: number) =>
  api.post('/userclientes/sendcredentials', { id_usuario: userId }, messageResponse);

export const useSendCredentials = () => useMutation({ mutationFn: sendCredentials });
