import { permissionTreeResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET permisos: the module tree with each module's actions, plus the roles and action names to pick from. */
export const getPermissionTree = async () => (await api.get('/permisos', permissionTreeResponse)).success;

export const permissionTreeQueryOptions = () =>
  queryOptions({ queryKey: ['permisos'], queryFn: getPermissionTree });

export const usePermissionTree = () => useQuery(permissionTreeQueryOptions());
