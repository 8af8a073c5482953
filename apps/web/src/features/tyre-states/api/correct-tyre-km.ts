import { type KmCorrectionFormInput, kmCorrectionResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allTyresQueryKey } from './get-state-tyres';

/** POST neumatico/edit/kilometraje (spec 2 §7): corrects the installation km on the vehicle the tyre is on. */
export const correctTyreKm = (
  clientId: number,
  userId: number | null,
  params: { tyreId: number; vehicleId: number; form: KmCorrectionFormInput },
) =>
  api.post(
    '/neumatico/edit/kilometraje',
    {
      id_cliente: clientId,
      id_usuario: userId,
      id_neumatico: params.tyreId,
      id_vehiculo: params.vehicleId,
      ...params.form,
    },
    kmCorrectionResponse,
  );

/** The mileage screen and this dialog's own read both hang under 'neumaticos': both refresh. */
export function useCorrectTyreKm(clientId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { tyreId: number; vehicleId: number; form: KmCorrectionFormInput }) =>
      correctTyreKm(clientId, userId, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allTyresQueryKey }),
  });
}
