import { vehiclePositionTyreResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST vehiculos/neumaticoposicion: the tyre on one position of a vehicle, or none. */
export const getPositionTyre = (clientId: number, vehicleId: number, ubicacion: number) =>
  api.post(
    '/vehiculos/neumaticoposicion',
    { id_cliente: clientId, id_vehiculo: vehicleId, ubicacion },
    vehiclePositionTyreResponse,
  );

export const positionTyreQueryOptions = (clientId: number, vehicleId: number, ubicacion: number) =>
  queryOptions({
    queryKey: ['vehiculos', clientId, 'neumatico', vehicleId, ubicacion],
    queryFn: () => getPositionTyre(clientId, vehicleId, ubicacion),
  });

export const usePositionTyre = (clientId: number, vehicleId: number, ubicacion: number) =>
  useQuery(positionTyreQueryOptions(clientId, vehicleId, ubicacion));
