import { userGetResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET usuarios/get/{id}: the user (null for 0, a new one) with the roles and clients to choose from. */
export const getUser = async (id: number) => (await api.get(`/usuarios/get/${id}`, userGetResponse)).success;

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['usuarios', 'detalle', id], queryFn: () => getUser(id), staleTime: 0 });

export const useUser = (id: number) => useQuery(userQueryOptions(id));
