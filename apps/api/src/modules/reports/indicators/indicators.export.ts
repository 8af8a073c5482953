import ExcelJS from 'exceljs';
import {
  COST_UNIT_LABELS,
  CRITERION_COLOURS,
  type CostPerKmResponse,
  type CostUnit,
  MONTH_NAMES,
  REPORT_MSG,
  type ReportCriterion,
  toAcceptance,
  type RetreadIndexResponse,
} from '@huella/contracts';
import { type CriterionColour, criterionColour } from '@huella/domain';
import type { RetreadIndicatorKind } from './retread-index.queries';

/**
 * The indicator exports (spec 3 §7 Exports, issue 13 item 7): small workbooks (a row per brand/model/size or
 * per month) built in memory from the very answer the screen gets, each figure cell filled with its criterion
 * colour (domain.md §6: cost lower-is-better, indices higher-is-better) as the screen paints it.
 */

/** Spec 3 §7: the browser reads the download's name from this header (Content-Disposition carries it too). */

/** Cell fills of each band: the screens' own cell colours as Excel's ARGB; 'sin-criterio' stays unfilled. */
const fillOf = (colour: CriterionColour) => {
  const cell = CRITERION_COLOURS[colour].cell;
  return cell ? `FF${cell.slice(1).toUpperCase()}` : null;
};

const COST_FORMAT = '0.0000';
const MONEY_FORMAT = '#,##0.00';
const NUMBER_FORMAT = '#,##0.0';
const PERCENT_FORMAT = '0.00%';
const DECIMAL_FORMAT = '0.00';

/** Writes a figure and paints it with its band. */
function paint(
  cell: ExcelJS.Cell,
  value: number | null,
  criterion: ReportCriterion | null,
  direction: 'menor-es-mejor' | 'mayor-es-mejor',
  format: string,
) {
  cell.value = value;
  cell.numFmt = format;
  const fill = fillOf(criterionColour(value, toAcceptance(criterion), direction));
  if (fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
}

function headerRow(sheet: ExcelJS.Worksheet, values: string[]) {
  const row = sheet.addRow(values);
  row.font = { bold: true };
  return row;
}

/** The 'Indicador costo por km/hora' workbook: a row per brand/model/size, its criteria and 12 months. */
export function costPerKmWorkbook(
  answer: CostPerKmResponse['success'],
  params: { year: number; unit: CostUnit },
): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const label = params.unit === 'K' ? 'Costo por kilómetro' : 'Costo por hora';
  const sheet = workbook.addWorksheet(label);
  sheet.addRow([`${label} (${COST_UNIT_LABELS[params.unit]}) ${params.year}`]).font = { bold: true };
  sheet.addRow([
    'Indicador del año',
    answer.kpi.indicador,
    'Lote',
    answer.kpi.total_lote,
    'Suma de precios (USD)',
    answer.kpi.suma_precio,
    'Suma de recorrido',
    answer.kpi.suma_km_recorrido,
  ]);
  sheet.getCell('B2').numFmt = COST_FORMAT;
  sheet.getCell('F2').numFmt = MONEY_FORMAT;
  sheet.getCell('H2').numFmt = NUMBER_FORMAT;
  if (answer.mensaje) sheet.addRow([answer.mensaje]);
  sheet.addRow([]);
  headerRow(sheet, [
    'Marca',
    'Modelo',
    'Medida',
    'Criterio superior',
    'Criterio inferior',
    'Rango tolerable inferior',
    'Rango tolerable superior',
    ...MONTH_NAMES,
    'Indicador del año',
  ]);
  for (const row of answer.datos) {
    const criterion = row.criterio;
    const line = sheet.addRow([
      row.marca,
      row.modelo,
      row.medida,
      criterion?.criterio_superior ?? REPORT_MSG.sinCriterio,
      criterion?.criterio_inferior ?? null,
      criterion?.rango_c_inferior ?? null,
      criterion?.rango_c_superior ?? null,
    ]);
    for (const column of [4, 5, 6, 7]) if (criterion) line.getCell(column).numFmt = COST_FORMAT;
    row.meses.forEach((month, index) => {
      paint(line.getCell(8 + index), month.indicador, criterion, 'menor-es-mejor', COST_FORMAT);
    });
    paint(line.getCell(20), row.indicador, criterion, 'menor-es-mejor', COST_FORMAT);
  }
  sheet.columns.forEach((column, index) => {
    column.width = index < 3 ? 22 : 14;
  });
  return workbook;
}

const RETREAD_LABELS: Record<RetreadIndicatorKind, string> = {
  indice: 'Índice de reencauche',
  reencauchabilidad: 'Índice de reencauchabilidad',
};

/** The retread index or retreadability workbook: the criteria, then a row per month and the year's row. */
export function retreadIndexWorkbook(
  answer: RetreadIndexResponse['success'],
  params: { year: number; kind: RetreadIndicatorKind },
): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const label = RETREAD_LABELS[params.kind];
  const format = params.kind === 'indice' ? PERCENT_FORMAT : DECIMAL_FORMAT;
  const sheet = workbook.addWorksheet(label);
  sheet.addRow([`${label} ${params.year}`]).font = { bold: true };
  const criterion = answer.criterio;
  if (criterion) {
    for (const [name, value] of [
      ['Criterio superior', criterion.criterio_superior],
      ['Criterio inferior', criterion.criterio_inferior],
      ['Rango tolerable inferior', criterion.rango_c_inferior],
      ['Rango tolerable superior', criterion.rango_c_superior],
    ] as const) {
      sheet.addRow([name, value]).getCell(2).numFmt = format;
    }
  } else {
    sheet.addRow([REPORT_MSG.sinCriterio]);
  }
  if (answer.mensaje) sheet.addRow([answer.mensaje]);
  sheet.addRow([]);
  headerRow(sheet, ['Mes', 'Vidas', 'Vidas reencauchadas', 'Suma de reencauches', label]);
  const rows = [...answer.meses, { nombre: 'Año', ...answer.anual }];
  for (const month of rows) {
    const line = sheet.addRow([month.nombre, month.vidas, month.vidas_reencauchadas, month.suma_reencauches]);
    paint(line.getCell(5), month.indicador, criterion, 'mayor-es-mejor', format);
  }
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 26 : 20;
  });
  return workbook;
}
