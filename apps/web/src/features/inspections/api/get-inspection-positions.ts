import { inspectionPositionsResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inspectionQueryKey } from './keys';

/** POST inspecciones/posiciones: the vehicle's slots with the tyre on each and the diagram's configuration. */
export const getInspectionPositions = (clientId: number, vehicleId: number) =>
  api
    .post(
      '/inspecciones/posiciones',
      { id_cliente: clientId, id_vehiculo: vehicleId },
      inspectionPositionsResponse,
    )
    .then((answer) => answer.success);

/** Spec 2 §4: positions load only once the date and the km are both validated (`enabled`). */
export const useInspectionPositions = (clientId: number, vehicleId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...inspectionQueryKey, clientId, vehicleId, 'posiciones'],
    queryFn: () => getInspectionPositions(clientId, vehicleId ?? 0),
    enabled: enabled && vehicleId !== null,
  });
