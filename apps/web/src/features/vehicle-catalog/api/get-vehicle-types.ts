import { vehicleTypeListResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET vehiculo/tipo: the global vehicle types (with the URL of their image). */
export const getVehicleTypes = async () => (await api.get('/vehiculo/tipo', vehicleTypeListResponse)).data;

export const vehicleTypesQueryKey = ['vehiculo-tipos'] as const;
export const vehicleTypesQueryOptions = () =>
  queryOptions({ queryKey: vehicleTypesQueryKey, queryFn: getVehicleTypes });

export const useVehicleTypes = () => useQuery(vehicleTypesQueryOptions());
