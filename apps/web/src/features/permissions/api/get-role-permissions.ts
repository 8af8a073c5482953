import { rolePermissionsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST permisos/rol {id}: the role's grants as 'menu.action' names. */
export const getRolePermissions = async (roleId: number) =>
  (await api.post('/permisos/rol', { id: roleId }, rolePermissionsResponse)).success.name_permisos;

export const rolePermissionsQueryOptions = (roleId: number) =>
  queryOptions({ queryKey: ['permisos', 'rol', roleId], queryFn: () => getRolePermissions(roleId) });

export const useRolePermissions = (roleId: number) => useQuery(rolePermissionsQueryOptions(roleId));
