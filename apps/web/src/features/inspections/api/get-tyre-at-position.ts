import { tyreAtPositionResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { inspectionQueryKey } from './keys';

/** POST inspecciones/datneumaticos: the mounted tyre of a slot; an empty answer carries the reason in `message`. */
export const getTyreAtPosition = (clientId: number, vehicleId: number, ubicacion: number) =>
  api
    .post(
      '/inspecciones/datneumaticos',
      { id_cliente: clientId, id_vehiculo: vehicleId, ubicacion },
      tyreAtPositionResponse,
    )
    .then((answer) => {
      const tyre = answer.success.posicion[0];
      if (!tyre) throw new ApiError({ status: 404, message: answer.message || 'Neumático no encontrado' });
      return tyre;
    });

export const useTyreAtPosition = (clientId: number, vehicleId: number, ubicacion: number) =>
  useQuery({
    queryKey: [...inspectionQueryKey, clientId, vehicleId, 'neumatico', ubicacion],
    queryFn: () => getTyreAtPosition(clientId, vehicleId, ubicacion),
    staleTime: 0,
  });
