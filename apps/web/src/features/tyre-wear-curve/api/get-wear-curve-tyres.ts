import { wearCurveTyreListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/curvaneumaticos: the screen's tyre list, 5 per page, id descending, searched by serial. */
export const getWearCurveTyres = (clientId: number, page: number, serial: string) =>
  api.post(
    '/reporte/curvaneumaticos',
    { id_cliente: clientId, page, num_serie: serial.trim() || null },
    wearCurveTyreListResponse,
  );

export const wearCurveTyresQueryOptions = (clientId: number, page: number, serial: string) =>
  queryOptions({
    queryKey: ['reporte', 'curvaneumaticos', clientId, page, serial.trim()],
    queryFn: () => getWearCurveTyres(clientId, page, serial),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useWearCurveTyres = (clientId: number, page: number, serial: string) =>
  useQuery(wearCurveTyresQueryOptions(clientId, page, serial));
