import type { MenuEntry } from '@huella/contracts';
import { menuAnswer, type PermissionMap } from '@huella/contracts/shell';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export interface Menu {
  entries: MenuEntry[];
  permissions: PermissionMap;
}

interface MenuInput {
  clientId: number | null;
  userId: number | null;
}

/**
 * The session's menu and permission map, shared by the guard, the shell and every screen (one request, one
 * cache entry). POST menu/principal. Variant 2 (a client chosen) sends `id_cliente1` and gets the client screens; variant 1
 * omits it and gets the internal ones. The permission map that the guard reads comes with it.
 */
export async function getMenu({ clientId, userId }: MenuInput): Promise<Menu> {
  const body = {
    ...(clientId !== null && { id_cliente1: clientId }),
    ...(userId !== null && { id_usuario: userId }),
  };
  const answer = await api.post('/menu/principal', body, menuAnswer);
  return { entries: answer.success.resultado, permissions: answer.success.permisos };
}

export const menuQueryOptions = (input: MenuInput) =>
  queryOptions({
    queryKey: ['menu', input.clientId ?? 0, input.userId ?? 0],
    queryFn: () => getMenu(input),
    // Permissions change only by an administrator; the next page load (login, client choice) reloads them.
    staleTime: Infinity,
  });

export const useMenu = (input: MenuInput, enabled = true) =>
  useQuery({ ...menuQueryOptions(input), enabled });
