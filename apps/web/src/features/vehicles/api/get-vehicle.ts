import { vehicleShowResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

/** POST vehiculos/show: one vehicle with `editkm`. */
export const getVehicle = async (clientId: number, id: number) =>
  (await api.post('/vehiculos/show', { id_cliente: clientId, id }, vehicleShowResponse)).vehiculo;

export const vehicleQueryOptions = (clientId: number, id: number) =>
  queryOptions({
    queryKey: [...vehiclesQueryKey, clientId, 'show', id],
    queryFn: () => getVehicle(clientId, id),
  });

export const useVehicle = (clientId: number, id: number | null) =>
  useQuery({ ...vehicleQueryOptions(clientId, id ?? 0), enabled: id !== null });
