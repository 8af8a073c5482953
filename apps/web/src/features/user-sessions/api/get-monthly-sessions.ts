import { sessionCountsResponse, type UsagePeriod } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/sesionesusuariosmensual: logins per user and month of the period (the 'Mensual' popup). */
export const getMonthlySessions = (period: UsagePeriod) =>
  api.post('/reporte/sesionesusuariosmensual', period, sessionCountsResponse);

export const useMonthlySessions = (period: UsagePeriod, enabled: boolean) =>
  useQuery({
    queryKey: ['reporte', 'sesionesusuariosmensual', period],
    queryFn: () => getMonthlySessions(period),
    enabled,
  });
