import { vehicleTypeStoreResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehicleTypesQueryKey } from './get-vehicle-types';

export interface StoreVehicleTypeInput {
  /** The type to edit; absent for a new one. */
  id?: number;
  nombre: string;
  imagen?: File | null;
  clientId: number | null;
}

/** vehiculo/tipo/store and vehiculo/tipo/update/{id}: multipart id_cliente, nombre and an optional image. */
export function storeVehicleType({ id, nombre, imagen, clientId }: StoreVehicleTypeInput) {
  const form = new FormData();
  if (clientId !== null) form.append('id_cliente', String(clientId));
  form.append('nombre', nombre);
  if (imagen) form.append('imagen', imagen);
  return api.post(
    id ? `/vehiculo/tipo/update/${id}` : '/vehiculo/tipo/store',
    form,
    vehicleTypeStoreResponse,
  );
}

export function useStoreVehicleType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeVehicleType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleTypesQueryKey }),
  });
}
