import type { ConsolidatedUsageRequest } from '@huella/contracts';
import { postSpreadsheet } from './post-spreadsheet';

/**
 * POST excel/reportedescargasconsolidado: reporte '' = searches and downloads per period, 'detalles' = each
 * search and download.
 */
export const exportConsolidatedUsage = (filters: ConsolidatedUsageRequest, reporte: '' | 'detalles') =>
  postSpreadsheet(
    '/excel/reportedescargasconsolidado',
    { ...filters, reporte },
    `descargas-consolidado-${reporte || 'resumen'}-${filters.anio}${filters.mes ? `-${filters.mes}` : ''}.xlsx`,
  );
