import { registerResponse, type RegisterRequest } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST storeCliente: the company and its first member (role 4) are created and signed in. */
export const register = (body: RegisterRequest) => api.post('/storeCliente', body, registerResponse);

export const useRegister = () => useMutation({ mutationFn: register });
