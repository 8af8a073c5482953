import ExcelJS from 'exceljs';
import { TYRE_LIFE_NAMES, type TyreComparisonRow } from '@huella/contracts';

/**
 * excel/reportecomparativoneumaticos: the screen's table as it is laid out there, one column per tyre and one
 * row per figure (each life's cost, distance and cost per unit, then the accumulated rows). Distances in the
 * tyres' unit: the screen never mixes km and hours, and the export says which one it is.
 */
export function comparisonTableRows(rows: TyreComparisonRow[]): (string | number | null)[][] {
  const unit = rows[0]?.tipo_costo === 2 ? 'horas' : 'km';
  const perUnit = rows[0]?.tipo_costo === 2 ? 'Costo por hora (USD/h)' : 'Costo por km (USD/km)';
  const table: (string | number | null)[][] = [
    ['Serie', ...rows.map((row) => row.num_serie)],
    ['Marca', ...rows.map((row) => row.marca)],
    ['Modelo', ...rows.map((row) => row.modelo)],
    ['Medida', ...rows.map((row) => row.medida)],
    ['Condición', ...rows.map((row) => row.condicion)],
  ];
  rows[0]?.vidas.forEach((life, index) => {
    const name = TYRE_LIFE_NAMES[life.vida];
    table.push([`${name}: costo (USD)`, ...rows.map((row) => row.vidas[index]?.costo ?? null)]);
    table.push([`${name}: recorrido (${unit})`, ...rows.map((row) => row.vidas[index]?.recorrido ?? null)]);
    table.push([`${name}: ${perUnit}`, ...rows.map((row) => row.vidas[index]?.costo_por_unidad ?? null)]);
  });
  table.push(['Costo acumulado (USD)', ...rows.map((row) => row.costo_acumulado)]);
  table.push([`Recorrido acumulado (${unit})`, ...rows.map((row) => row.recorrido_acumulado)]);
  table.push([perUnit.replace('Costo', 'Costo acumulado'), ...rows.map((row) => row.costo_por_unidad)]);
  table.push([`Recorrido proyectado (${unit})`, ...rows.map((row) => row.recorrido_proyectado)]);
  return table;
}

export function tyreComparisonWorkbook(rows: TyreComparisonRow[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Comparativo de neumáticos');
  sheet.columns = [{ width: 36 }, ...rows.map(() => ({ width: 18 }))];
  for (const values of comparisonTableRows(rows)) sheet.addRow(values);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  return { workbook, fileName: 'reporte-comparativo-neumaticos' };
}
