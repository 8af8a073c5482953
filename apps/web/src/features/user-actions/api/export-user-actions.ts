import type { UsagePeriod } from '@huella/contracts';
import { postSpreadsheet } from '../../../lib/spreadsheet-download';

/** POST excel/reporteaccionusuarios: every action of the period (the server streams it). */
export const exportUserActions = (period: UsagePeriod) =>
  postSpreadsheet('/excel/reporteaccionusuarios', period, {
    fallbackName: `acciones-usuarios-${period.fecha_inicial}-a-${period.fecha_final}.xlsx`,
  });
