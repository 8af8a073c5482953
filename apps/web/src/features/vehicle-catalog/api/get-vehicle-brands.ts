import { vehicleBrandListResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET vehiculomarca: the global vehicle brands. */
export const getVehicleBrands = async () => (await api.get('/vehiculomarca', vehicleBrandListResponse)).data;

export const vehicleBrandsQueryKey = ['vehiculo-marcas'] as const;
export const vehicleBrandsQueryOptions = () =>
  queryOptions({ queryKey: vehicleBrandsQueryKey, queryFn: getVehicleBrands });

export const useVehicleBrands = () => useQuery(vehicleBrandsQueryOptions());
