import { sectorCreateResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sectorsQueryOptions } from './get-sectors';

/** POST sectors/create {name}: 409 'Sector duplicado'. */
export const createSector = async (name: string) =>
  (await api.post('/sectors/create', { name }, sectorCreateResponse)).success.resultado;

export function useCreateSector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSector,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectorsQueryOptions().queryKey }),
  });
}
