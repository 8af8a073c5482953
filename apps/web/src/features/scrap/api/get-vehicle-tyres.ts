import { vehicleTyresResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST scrap/neumaticosxvehiculo: the tyres on a vehicle now, with its application's limit and its km. */
export const getVehicleTyres = (clientId: number, vehicleId: number) =>
  api.post(
    '/scrap/neumaticosxvehiculo',
    { id_cliente: clientId, id_vehiculo: vehicleId },
    vehicleTyresResponse,
  );

export const vehicleTyresQueryKey = ['scrap', 'neumaticosxvehiculo'] as const;

export const vehicleTyresQueryOptions = (clientId: number, vehicleId: number | null) =>
  queryOptions({
    queryKey: [...vehicleTyresQueryKey, clientId, vehicleId],
    queryFn: () => getVehicleTyres(clientId, vehicleId ?? 0),
    enabled: vehicleId !== null,
  });

export const useVehicleTyres = (clientId: number, vehicleId: number | null) =>
  useQuery(vehicleTyresQueryOptions(clientId, vehicleId));
