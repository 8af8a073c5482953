import type { ProductivityRequest } from '@huella/contracts';
import { postSpreadsheet } from './post-spreadsheet';

/** POST excel/reporteproductividad: one row per user and operation type, then the totals. */
export const exportProductivity = (filters: ProductivityRequest) =>
  postSpreadsheet(
    '/excel/reporteproductividad',
    filters,
    `productividad-${filters.fecha_inicial}-a-${filters.fecha_final}.xlsx`,
  );
