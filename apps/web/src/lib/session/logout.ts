import { messageResponse } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

/** POST logout: revokes the token on the server; the caller clears the browser side whatever happens. */
export const logout = () => api.post('/logout', {}, messageResponse, { background: true });

export const useLogout = () => useMutation({ mutationFn: logout });
