import type { SessionTimeRequest } from '@huella/contracts';
import { postSpreadsheet } from '../../../lib/spreadsheet-download';

/** POST excel/reportetiemposesionusuario: reporte '' = the summary per user, 'detalles' = each entry. */
export const exportSessionTime = (filters: SessionTimeRequest, reporte: '' | 'detalles') =>
  postSpreadsheet(
    '/excel/reportetiemposesionusuario',
    { ...filters, reporte },
    {
      fallbackName: `tiempo-sesion-${reporte || 'resumen'}-${filters.fecha_inicial}-a-${filters.fecha_final}.xlsx`,
    },
  );
