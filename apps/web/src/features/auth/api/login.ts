import { loginResponse, type LoginRequest } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST login/authenticateSimplified. A 403 with code 'CAMBIAR_PASSWORD' means a temporary password. */
export const login = (body: LoginRequest) => api.post('/login/authenticateSimplified', body, loginResponse);

export const useLogin = () => useMutation({ mutationFn: login });
