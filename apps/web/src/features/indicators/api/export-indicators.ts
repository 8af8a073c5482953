import { downloadSpreadsheet, SPREADSHEET_TEXT } from '../../../lib/spreadsheet-download';
import type { CostPerKmFilters } from './get-cost-per-km';
import type { RetreadIndicatorKind } from './get-retread-index';

// Spec 3 §8: an indicator export that answers anything but a spreadsheet says so.
const INDICATOR_EXPORT = { wrongTypeMessage: SPREADSHEET_TEXT.noEsExcel } as const;

/** GET excel/reporteindicadorcostokmhr with the screen's filters. */
export const exportCostPerKm = (clientId: number, userId: number | null, filters: CostPerKmFilters) =>
  downloadSpreadsheet(
    '/excel/reporteindicadorcostokmhr',
    { id_cliente: clientId, id_usuario: userId, ...filters },
    {
      ...INDICATOR_EXPORT,
      fallbackName: `IndicadorCosto${filters.unidadmedida === 'H' ? 'Hora' : 'Km'}-${filters.year}.xlsx`,
    },
  );

const RETREAD_EXPORTS: Record<RetreadIndicatorKind, { path: string; name: string }> = {
  reencauche: { path: '/excel/reporteindicereencauche', name: 'IndiceReencauche' },
  reencauchabilidad: { path: '/excel/reporteindicereencauchabilidad', name: 'IndiceReencauchabilidad' },
};

/** GET excel/reporteindicereencauche or excel/reporteindicereencauchabilidad for a year. */
export const exportRetreadIndex = (
  clientId: number,
  userId: number | null,
  kind: RetreadIndicatorKind,
  year: number,
) =>
  downloadSpreadsheet(
    RETREAD_EXPORTS[kind].path,
    { id_cliente: clientId, id_usuario: userId, year },
    { ...INDICATOR_EXPORT, fallbackName: `${RETREAD_EXPORTS[kind].name}-${year}.xlsx` },
  );
