import { vehicleModelListResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET vehiculomodelo?id_marca=: the models of one brand (all brands without it). */
export const getVehicleModels = async (brandId: number | null) =>
  (await api.get('/vehiculomodelo', vehicleModelListResponse, { id_marca: brandId ?? undefined })).data;

export const vehicleModelsQueryKey = ['vehiculo-modelos'] as const;
export const vehicleModelsQueryOptions = (brandId: number | null) =>
  queryOptions({
    queryKey: [...vehicleModelsQueryKey, brandId ?? 0],
    queryFn: () => getVehicleModels(brandId),
  });

export const useVehicleModels = (brandId: number | null, enabled = true) =>
  useQuery({ ...vehicleModelsQueryOptions(brandId), enabled });
