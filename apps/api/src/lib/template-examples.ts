import type ExcelJS from 'exceljs';

/**
 * The name of the sheet that holds a template's example rows. The imports read only the first sheet, so rows
 * here never import, even when the template is sent back unchanged (docs/decisions/0030-import-template-examples.md).
 */
export const EXAMPLES_SHEET = 'Ejemplos';

/** The instructions line that points at the examples: the same words in every template. */
export const examplesNote = (dataSheet: string) =>
  `Los ejemplos están en la hoja "${EXAMPLES_SHEET}" y no se importan: copie una fila a la hoja "${dataSheet}" y cámbiela por sus datos.`;

/**
 * Adds the examples sheet: the data sheet's header in row 1 (so a copied row lands under the same columns) and
 * the example rows below it. Call it after the data sheet, so the data sheet stays the first one.
 */
export function addExamplesSheet(
  workbook: ExcelJS.Workbook,
  columns: Partial<ExcelJS.Column>[],
  rows: (Record<string, unknown> | unknown[])[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(EXAMPLES_SHEET);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return sheet;
}
