import type { OperationSeries, OperationsRequest } from '@huella/contracts';
import { postSpreadsheet } from '../../../lib/spreadsheet-download';

/** POST excel/reporteoperacionesxfecha: every action of one series (neumáticos, vehículos or inspecciones). */
export const exportOperations = (filters: OperationsRequest, reporte: OperationSeries) =>
  postSpreadsheet(
    '/excel/reporteoperacionesxfecha',
    { ...filters, reporte },
    { fallbackName: `operaciones-${reporte}-${filters.fecha_inicial}-a-${filters.fecha_final}.xlsx` },
  );
