import { vehicleMinifiedResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST vehiculos/showminified: id, placa, codigo of the client's vehicles, for the selector. */
export const getVehicleOptions = (clientId: number) =>
  api.post('/vehiculos/showminified', { id_cliente: clientId }, vehicleMinifiedResponse);

export const vehicleOptionsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['vehiculos', 'showminified', clientId],
    queryFn: () => getVehicleOptions(clientId),
    staleTime: 5 * 60_000,
  });

export const useVehicleOptions = (clientId: number) => useQuery(vehicleOptionsQueryOptions(clientId));
