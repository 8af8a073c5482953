import { readingsByIdResponse } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inspectionQueryKey } from './keys';

/** POST inspecciones/obtenerInspeccionesParcial: the draft table's rows by id. */
export const getReadings = (clientId: number, ids: number[]) =>
  api
    .post(
      '/inspecciones/obtenerInspeccionesParcial',
      { id_cliente: clientId, array_id_inspecciones: ids },
      readingsByIdResponse,
    )
    .then((answer) => answer.inspecciones);

export const useReadings = (clientId: number, ids: number[]) =>
  useQuery({
    queryKey: [...inspectionQueryKey, clientId, 'parciales', ids],
    queryFn: () => getReadings(clientId, ids),
    enabled: ids.length > 0,
    // Adding a row keeps the others on screen while the table is read again.
    placeholderData: keepPreviousData,
  });
