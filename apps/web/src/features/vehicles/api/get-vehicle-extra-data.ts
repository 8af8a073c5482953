import { plantOptionsResponse, vehicleExtraDataResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET vehiculos/datosadicionales: razón social, RUC and the applications with thresholds. */
export const getVehicleExtraData = (clientId: number) =>
  api.get('/vehiculos/datosadicionales', vehicleExtraDataResponse, { id_cliente: clientId });

export const vehicleExtraDataQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: ['vehiculos-datos', clientId], queryFn: () => getVehicleExtraData(clientId) });

export const useVehicleExtraData = (clientId: number) => useQuery(vehicleExtraDataQueryOptions(clientId));

/** GET plantas/opciones: the plant selector (same key as the plants feature's list prefix, so edits refresh it). */
export const getPlantOptions = async (clientId: number) =>
  (await api.get('/plantas/opciones', plantOptionsResponse, { id_cliente: clientId })).data;

export const usePlantOptions = (clientId: number) =>
  useQuery({ queryKey: ['plantas', clientId, 'opciones'], queryFn: () => getPlantOptions(clientId) });
