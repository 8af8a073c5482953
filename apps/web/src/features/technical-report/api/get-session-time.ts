import { type SessionTimeRequest, sessionTimeResponse } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/tiemposesionusuarios: seconds each user spent in clients in the period (most first). */
export const getSessionTime = (filters: SessionTimeRequest) =>
  api.post('/reporte/tiemposesionusuarios', filters, sessionTimeResponse);

export const useSessionTime = (filters: SessionTimeRequest) =>
  useQuery({
    queryKey: ['reporte', 'tiemposesionusuarios', filters],
    queryFn: () => getSessionTime(filters),
    placeholderData: keepPreviousData,
  });
