import { userActionsResponse, type UsagePeriod, USAGE_PER_PAGE } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/accionesusuario: one page (10, newest first) of the period's logged actions. */
export const getUserActions = (period: UsagePeriod, page: number) =>
  api.post('/reporte/accionesusuario', { ...period, page, per_page: USAGE_PER_PAGE }, userActionsResponse);

/** The last page stays on screen while the next one loads (the table does not jump to a spinner). */
export const useUserActions = (period: UsagePeriod, page: number) =>
  useQuery({
    queryKey: ['reporte', 'accionesusuario', period, page],
    queryFn: () => getUserActions(period, page),
    placeholderData: keepPreviousData,
  });
