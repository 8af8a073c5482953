import { type updateInspectionRequest } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { inspectionQueryKey } from './keys';

/** POST inspecciones/updateInspectionMinified: the header of a finished inspection (spec 2 §4). */
export const updateInspection = (body: z.input<typeof updateInspectionRequest>) =>
  api.post('/inspecciones/updateInspectionMinified', body, z.unknown());

export function useUpdateInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInspection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionQueryKey }),
  });
}
