import { errorResponse, MSG } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

/**
 * POST importar/criterio?id_cliente=: the file as multipart. The answer is the spec's plain text (not JSON),
 * so this call reads it itself; refusals (413, 415, 422, 403) still come as `{ error }`.
 */
export async function importCriteria(clientId: number, file: File): Promise<string> {
  const body = new FormData();
  body.append('id_cliente', String(clientId));
  body.append('file', file);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/importar/criterio?id_cliente=${clientId}`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
    });
  } catch {
    throw new ApiError({ status: 0, message: MSG.errorInterno });
  }
  if (response.ok) return response.text();
  const parsed = errorResponse.safeParse(await response.json().catch(() => undefined));
  throw new ApiError({
    status: response.status,
    message: parsed.success ? parsed.data.error : MSG.errorInterno,
  });
}

export function useImportCriteria(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importCriteria(clientId, file),
    // The criteria screen shows what was imported.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['criterioaceptacion'] }),
  });
}
