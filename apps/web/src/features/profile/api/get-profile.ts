import { profileResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET usuarios/perfil: the signed-in user's own data ('Mi perfil'). */
export const getProfile = async () => (await api.get('/usuarios/perfil', profileResponse)).success;

export const profileQueryOptions = () => queryOptions({ queryKey: ['perfil'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
