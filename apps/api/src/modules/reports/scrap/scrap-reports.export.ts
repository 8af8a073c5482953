import ExcelJS from 'exceljs';
import { MONTH_NAMES, type ScrapGrouping, scrapCountKey } from '@huella/contracts';
import type { ScrapReport } from './scrap-reports.queries';

/**
 * The scrap exports (spec 3 §7 excel/reportescrapmotivo, excel/reportescrapmarca): the screen's table as a
 * sheet, built from the very report the screen gets. A title row, then months as rows and reasons (brands) as
 * columns in the screen's order, a 'Total' column, a 'Total' row and a 'Porcentaje (%)' row that adds to 100.
 */

export const SCRAP_EXPORT_LABELS: Record<
  ScrapGrouping,
  { title: string; column: string; sheet: string; fileName: string }
> = {
  motivo: {
    title: 'Scrap por motivo de retiro',
    column: 'Motivo',
    sheet: 'Scrap por motivo',
    fileName: 'reporte-scrap-por-motivo',
  },
  marca: {
    title: 'Scrap por marca',
    column: 'Marca',
    sheet: 'Scrap por marca',
    fileName: 'reporte-scrap-por-marca',
  },
};

const HEADER_FILL = 'FFE3F2FD';
const TOTAL_FILL = 'FFF5F5F5';

/** The file name without extension: the year, and the months when the export narrows them. */
export function scrapExportFileName(
  grouping: ScrapGrouping,
  year: number,
  months: { from: number; to: number },
) {
  const base = `${SCRAP_EXPORT_LABELS[grouping].fileName}-${year}`;
  const pad = (month: number) => String(month).padStart(2, '0');
  return months.from === 1 && months.to === 12
    ? base
    : `${base}-meses-${pad(months.from)}-a-${pad(months.to)}`;
}

/** Title of the sheet's first row: 'Scrap por motivo de retiro 2025' (with 'Marzo a Julio' when narrowed). */
export function scrapExportTitle(
  grouping: ScrapGrouping,
  year: number,
  months: { from: number; to: number },
) {
  const range =
    months.from === 1 && months.to === 12
      ? ''
      : ` (${MONTH_NAMES[months.from - 1] ?? months.from} a ${MONTH_NAMES[months.to - 1] ?? months.to})`;
  return `${SCRAP_EXPORT_LABELS[grouping].title} ${year}${range}`;
}

export function scrapReportWorkbook(
  report: ScrapReport,
  options: { grouping: ScrapGrouping; year: number; months: { from: number; to: number } },
): ExcelJS.Workbook {
  const labels = SCRAP_EXPORT_LABELS[options.grouping];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(labels.sheet, { views: [{ state: 'frozen', xSplit: 1, ySplit: 3 }] });
  sheet.addRow([scrapExportTitle(options.grouping, options.year, options.months)]).font = {
    bold: true,
    size: 13,
  };
  sheet.addRow([]);

  const header = sheet.addRow(['Mes', ...report.grupos.map((group) => group.descripcion), 'Total']);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });

  for (const month of report.meses) {
    sheet.addRow([
      month.nombre,
      ...report.grupos.map((group) => month[scrapCountKey(options.grouping, group.id)] ?? 0),
      month.total_mes,
    ]);
  }
  const totals = sheet.addRow(['Total', ...report.grupos.map((group) => group.total), report.total]);
  const percents = sheet.addRow([
    'Porcentaje (%)',
    ...report.grupos.map((group) => group.porcentaje),
    report.total > 0 ? 100 : 0,
  ]);
  for (const row of [totals, percents]) {
    row.font = { bold: true };
    row.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: TOTAL_FILL } };
    });
  }
  percents.eachCell((cell, column) => {
    if (column > 1) cell.numFmt = '0.00';
  });
  if (report.mensaje) sheet.addRow([report.mensaje]);

  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 18 : 16;
  });
  return workbook;
}
