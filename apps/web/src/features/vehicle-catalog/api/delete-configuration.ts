import { configurationDeleteResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { configurationsQueryKey } from './get-configurations';

/** POST vehiculoconfiguracion/delete: refused with 409 while vehicles use it. */
export const deleteConfiguration = (id: number) =>
  api.post('/vehiculoconfiguracion/delete', { id_configuracion: id }, configurationDeleteResponse);

export function useDeleteConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConfiguration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configurationsQueryKey }),
  });
}
