import { sessionsResponse, type UsagePeriod, USAGE_PER_PAGE } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/sesionesusuarios: one page (10, newest first) of the period's logins. */
export const getUserSessions = (period: UsagePeriod, page: number) =>
  api.post('/reporte/sesionesusuarios', { ...period, page, per_page: USAGE_PER_PAGE }, sessionsResponse);

/** The last page stays on screen while the next one loads. */
export const useUserSessions = (period: UsagePeriod, page: number) =>
  useQuery({
    queryKey: ['reporte', 'sesionesusuarios', period, page],
    queryFn: () => getUserSessions(period, page),
    placeholderData: keepPreviousData,
  });
