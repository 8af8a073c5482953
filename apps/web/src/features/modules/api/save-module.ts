import { moduleForm, moduleSaveResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { modulesQueryOptions } from './get-modules';

export type ModuleValues = z.output<typeof moduleForm>;

/** POST modulos/agregar {datos} for a new module (id 0), modulos/editar {datos} with the id otherwise. */
export const saveModule = ({ id, ...datos }: ModuleValues & { id: number }) =>
  id === 0
    ? api.post('/modulos/agregar', { datos }, moduleSaveResponse)
    : api.post('/modulos/editar', { datos: { ...datos, id } }, moduleSaveResponse);

export function useSaveModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModule,
    // The drawer reads the same table.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: modulesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['menu'] }),
      ]),
  });
}
