import { rolesResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET roles: every role (a handful), paged in the browser. */
export const getRoles = async () => (await api.get('/roles', rolesResponse)).success.resultado;

export const rolesQueryOptions = () => queryOptions({ queryKey: ['roles'], queryFn: getRoles });

export const useRoles = () => useQuery(rolesQueryOptions());
