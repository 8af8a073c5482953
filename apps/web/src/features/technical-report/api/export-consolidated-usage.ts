import type { ConsolidatedUsageRequest } from '@huella/contracts';
import { postSpreadsheet } from '../../../lib/spreadsheet-download';

/**
 * POST excel/reportedescargasconsolidado: reporte '' = searches and downloads per period, 'detalles' = each
 * search and download.
 */
export const exportConsolidatedUsage = (filters: ConsolidatedUsageRequest, reporte: '' | 'detalles') =>
  postSpreadsheet(
    '/excel/reportedescargasconsolidado',
    { ...filters, reporte },
    {
      fallbackName: `descargas-consolidado-${reporte || 'resumen'}-${filters.anio}${filters.mes ? `-${filters.mes}` : ''}.xlsx`,
    },
  );
