import { sessionCountsResponse, type UsagePeriod } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/sesionesusuariosdiario: logins per user and day of the period (the 'Diario' popup). */
export const getDailySessions = (period: UsagePeriod) =>
  api.post('/reporte/sesionesusuariosdiario', period, sessionCountsResponse);

export const useDailySessions = (period: UsagePeriod, enabled: boolean) =>
  useQuery({
    queryKey: ['reporte', 'sesionesusuariosdiario', period],
    queryFn: () => getDailySessions(period),
    enabled,
  });
