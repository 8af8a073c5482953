import type { ScrapLossRow, ScrapLossTotals } from '@huella/contracts';
import type { ExportColumn } from '../../../lib/export';

/**
 * excel/reporteperdidasscrap: the screen's columns (spec 3 §3 Scrap loss row) and, last, a totals line with the
 * count and both sums of the whole period.
 */
export type ScrapLossExportRow = ScrapLossRow | { totales: ScrapLossTotals };

const isTotals = (row: ScrapLossExportRow): row is { totales: ScrapLossTotals } => 'totales' in row;
const field =
  <K extends keyof ScrapLossRow>(key: K) =>
  (row: ScrapLossExportRow) =>
    isTotals(row) ? null : row[key];

export const SCRAP_LOSS_COLUMNS: ExportColumn<ScrapLossExportRow>[] = [
  {
    header: 'Serie',
    width: 18,
    value: (row) => (isTotals(row) ? `TOTAL (${row.totales.cantidad} neumáticos)` : row.num_serie),
  },
  { header: 'Serie cliente (DOT)', width: 18, value: field('serie_cliente') },
  { header: 'Marca', width: 16, value: field('marca') },
  { header: 'Modelo', width: 16, value: field('modelo') },
  { header: 'Medida', width: 16, value: field('medida') },
  { header: 'Condición', width: 11, value: field('condicion') },
  { header: 'Fecha de scrap', width: 14, value: field('fecha_scrap') },
  { header: 'Motivo', width: 28, value: field('motivo') },
  { header: 'Remanente original (mm)', width: 14, value: field('remanente_original') },
  { header: 'Remanente final (mm)', width: 14, value: field('remanente_final') },
  { header: 'Remanente límite (mm)', width: 14, value: field('remanente_limite') },
  {
    header: 'Costo (USD)',
    width: 14,
    value: (row) => (isTotals(row) ? row.totales.costo : row.costo),
  },
  {
    header: 'Costo perdido (USD)',
    width: 16,
    value: (row) => (isTotals(row) ? row.totales.costo_perdido : row.costo_perdido),
  },
];

export const scrapLossFileName = (start: string, end: string) => `reporte-perdidas-scrap-${start}-${end}`;
