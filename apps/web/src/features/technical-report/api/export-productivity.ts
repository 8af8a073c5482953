import type { ProductivityRequest } from '@huella/contracts';
import { postSpreadsheet } from '../../../lib/spreadsheet-download';

/**
 * POST excel/reporteproductividad: the stacked bars as a table (a column per type), then the totals and the
 * pie's percentages.
 */
export const exportProductivity = (filters: ProductivityRequest) =>
  postSpreadsheet('/excel/reporteproductividad', filters, {
    fallbackName: `productividad-${filters.fecha_inicial}-a-${filters.fecha_final}.xlsx`,
  });
