import {
  scrapByBrandResponse,
  scrapByReasonResponse,
  type ScrapGroup,
  type ScrapGrouping,
  type ScrapMonth,
} from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One answer for both groupings: the reasons (or brands) under one name, so one screen draws either. */
export interface ScrapReport {
  meses: ScrapMonth[];
  grupos: ScrapGroup[];
  total: number;
  mensaje: string | null;
}

/** POST reporte/scrapmotivoretiro or reporte/scrapmarca {year}: the year's scrap counts by month and group. */
export const getScrapReport = async (
  clientId: number,
  grouping: ScrapGrouping,
  year: number,
): Promise<ScrapReport> => {
  const body = { id_cliente: clientId, year };
  if (grouping === 'motivo') {
    const { success } = await api.post('/reporte/scrapmotivoretiro', body, scrapByReasonResponse);
    const { motivos, ...rest } = success;
    return { ...rest, grupos: motivos };
  }
  const { success } = await api.post('/reporte/scrapmarca', body, scrapByBrandResponse);
  const { marcas, ...rest } = success;
  return { ...rest, grupos: marcas };
};

export const scrapReportQueryOptions = (clientId: number, grouping: ScrapGrouping, year: number) =>
  queryOptions({
    queryKey: ['reporte', 'scrap', grouping, clientId, year],
    queryFn: () => getScrapReport(clientId, grouping, year),
    // The last year's table stays while the next one loads (no flash of the loading state).
    placeholderData: keepPreviousData,
  });

export const useScrapReport = (clientId: number, grouping: ScrapGrouping, year: number) =>
  useQuery(scrapReportQueryOptions(clientId, grouping, year));
