import type { MarketingFilter } from '@huella/contracts';
import { postSpreadsheet } from '../../../lib/spreadsheet-download';

/** The exports of spec 3 §7 (POST, the filter as body), by the report they belong to. */
export const MARKETING_EXPORTS = {
  reencauchados: { path: '/excel/mkgneumaticosreencauchados', name: 'NeumaticosReencauchados' },
  medidas: { path: '/excel/mkgmedidasneumaticos', name: 'MedidasNeumaticos' },
  disenios: { path: '/excel/mkgdiseniosneumaticos', name: 'DiseniosNeumaticos' },
  rendimiento: { path: '/excel/mkgrendimientoneumaticos', name: 'RendimientoNeumaticos' },
  // Not in spec 3 §7's list; every marketing report has its 'Exportar' (§2.17).
  medidasxsector: { path: '/excel/mkgmedidasxsector', name: 'MedidasPorSector' },
} as const;
export type MarketingExport = keyof typeof MARKETING_EXPORTS;

/**
 * POST excel/mkg…: the report's rows for the filter on screen, saved under the server's file name. A refusal
 * (403, 422) carries the server's message, a `{exito, mensaje}` reply its mensaje; any other answer that is not
 * the spreadsheet says 'Sucedió un error, intentelo nuevamente' (spec 3 §8).
 */
export function exportMarketingReport(report: MarketingExport, filter: MarketingFilter): Promise<void> {
  const { path, name } = MARKETING_EXPORTS[report];
  return postSpreadsheet(path, filter, {
    fallbackName: `${name}-${filter.fechainicio}-${filter.fechafin}.xlsx`,
  });
}
