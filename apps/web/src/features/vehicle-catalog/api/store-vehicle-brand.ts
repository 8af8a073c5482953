import { vehicleBrandStoreResponse, type VehicleBrandForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehicleBrandsQueryKey } from './get-vehicle-brands';
import { vehicleModelsQueryKey } from './get-vehicle-models';

/** vehiculomarca/store (new) or vehiculomarca/update (with id): answers id and marca. */
export const storeVehicleBrand = (brand: VehicleBrandForm) =>
  api.post(brand.id ? '/vehiculomarca/update' : '/vehiculomarca/store', brand, vehicleBrandStoreResponse);

export function useStoreVehicleBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeVehicleBrand,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: vehicleBrandsQueryKey });
      // Model lists show the brand name.
      await queryClient.invalidateQueries({ queryKey: vehicleModelsQueryKey });
    },
  });
}
