import { type FinishInspectionRequest, finishInspectionResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inspectionQueryKey } from './keys';

/** POST inspecciones/finishedInspectionSimplified: the header and every draft reading, in one transaction. */
export const finishInspection = (body: FinishInspectionRequest) =>
  api.post('/inspecciones/finishedInspectionSimplified', body, finishInspectionResponse);

export function useFinishInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishInspection,
    // The report lists the new inspection; the checks now see it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionQueryKey }),
  });
}
