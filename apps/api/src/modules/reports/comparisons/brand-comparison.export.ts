import ExcelJS from 'exceljs';
import {
  BRAND_COMPARISON_CONDITIONS,
  BRAND_COMPARISON_COST_TYPES,
  BRAND_CONDITION,
  type BrandComparisonColumn,
  brandComparisonRows,
} from '@huella/contracts';

/**
 * excel/reportecomparativomarcas: the screen's table, one column per chosen brand (or design) in the order
 * chosen, the figures as numbers formatted with the screen's decimals.
 */
export function brandComparisonWorkbook(
  columns: BrandComparisonColumn[],
  params: { tipoCosto: number; condicion: number },
): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Comparativo por marca');
  const byDesign = params.condicion === BRAND_CONDITION.reencauchado;
  const cost = BRAND_COMPARISON_COST_TYPES.find((item) => item.id === params.tipoCosto)?.descripcion ?? '';
  const condition =
    BRAND_COMPARISON_CONDITIONS.find((item) => item.id === params.condicion)?.descripcion ?? '';
  sheet.addRow([`Comparativo de neumáticos por ${byDesign ? 'diseño' : 'marca'}`]).font = { bold: true };
  sheet.addRow([`Tipo de costo: ${cost}`, `Condición: ${condition}`]);
  sheet.addRow([]);
  const header = sheet.addRow([
    byDesign ? 'Diseño' : 'Marca',
    ...columns.map((column) => (byDesign ? column.disenio : column.marca) ?? ''),
  ]);
  header.font = { bold: true };
  for (const row of brandComparisonRows(params.tipoCosto)) {
    const line = sheet.addRow([row.label, ...columns.map((column) => column[row.key] ?? '-')]);
    const format = row.decimals === 0 ? '0' : `#,##0.${'0'.repeat(row.decimals)}`;
    columns.forEach((_column, k) => {
      line.getCell(k + 2).numFmt = format;
    });
  }
  sheet.getColumn(1).width = 36;
  columns.forEach((_column, k) => {
    sheet.getColumn(k + 2).width = 20;
  });
  return workbook;
}

export const brandComparisonFileName = (condicion: number) =>
  `reporte-comparativo-${condicion === BRAND_CONDITION.reencauchado ? 'disenios' : 'marcas'}`;
