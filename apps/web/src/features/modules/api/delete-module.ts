import { moduleSaveResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { modulesQueryOptions } from './get-modules';

/** POST modulos/eliminar {datos: {id}}: 409 while the module has submodules or grants. */
export const deleteModule = (id: number) =>
  api.post('/modulos/eliminar', { datos: { id } }, moduleSaveResponse);

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: modulesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['menu'] }),
      ]),
  });
}
