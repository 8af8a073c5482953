import { vehicleStoreResponse, type VehicleForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

/** POST vehiculos/store (new) or vehiculos/update (with id). */
export const storeVehicle = (clientId: number, vehiculo: VehicleForm) =>
  api.post(
    vehiculo.id ? '/vehiculos/update' : '/vehiculos/store',
    { id_cliente: clientId, vehiculo },
    vehicleStoreResponse,
  );

export function useStoreVehicle(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehiculo: VehicleForm) => storeVehicle(clientId, vehiculo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
