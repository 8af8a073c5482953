import { lastConnectionResponse, USAGE_PER_PAGE } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/reporteultimaconexion: users by latest login, newest first, searched by name or e-mail. */
export const getLastConnection = (buscar: string, page: number) =>
  api.post(
    '/reporte/reporteultimaconexion',
    { buscar, page, per_page: USAGE_PER_PAGE },
    lastConnectionResponse,
  );

export const useLastConnection = (buscar: string, page: number) =>
  useQuery({
    queryKey: ['reporte', 'reporteultimaconexion', buscar, page],
    queryFn: () => getLastConnection(buscar, page),
    placeholderData: keepPreviousData,
  });
