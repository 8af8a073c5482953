import { vehicleOptionsResponse } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inspectionQueryKey } from './keys';

/** POST inspecciones/list: the header's vehicle options, searched by plate or code. */
export const getVehicleOptions = (clientId: number, search: string) =>
  api
    .post(
      '/inspecciones/list',
      { id_cliente: clientId, search: search.trim() || undefined },
      vehicleOptionsResponse,
    )
    .then((answer) => answer.vehiculos);

export const useVehicleOptions = (clientId: number, search: string) =>
  useQuery({
    queryKey: [...inspectionQueryKey, clientId, 'vehiculos', search.trim()],
    queryFn: () => getVehicleOptions(clientId, search),
    // The options stay on screen while the next search runs, so the list does not flicker empty.
    placeholderData: keepPreviousData,
  });
