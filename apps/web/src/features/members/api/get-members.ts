import { memberListResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST userclientes/index {id_cliente}: members, the company (razon_social) and roles 4 and 5. */
export const getMembers = async (clientId: number) =>
  (await api.post('/userclientes/index', { id_cliente: clientId }, memberListResponse)).success;

export const membersQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: ['miembros', clientId], queryFn: () => getMembers(clientId) });

export const useMembers = (clientId: number) => useQuery(membersQueryOptions(clientId));
