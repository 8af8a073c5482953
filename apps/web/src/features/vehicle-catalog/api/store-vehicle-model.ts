import { vehicleModelStoreResponse, type VehicleModelForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehicleModelsQueryKey } from './get-vehicle-models';

/** vehiculomodelo/store (new) or vehiculomodelo/update (with id): answers id, modelo and id_marca. */
export const storeVehicleModel = (model: VehicleModelForm) =>
  api.post(model.id ? '/vehiculomodelo/update' : '/vehiculomodelo/store', model, vehicleModelStoreResponse);

export function useStoreVehicleModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeVehicleModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleModelsQueryKey }),
  });
}
