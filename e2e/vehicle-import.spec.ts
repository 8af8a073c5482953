import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './support/auth';
import { runSuffix } from './support/dates';
import { USERS } from './support/demo';
import { saveDownload } from './support/files';

// One run's plates: the database is seeded once per run, a retry works on the same data.
const suffix = runSuffix();
const plate = (n: number) => `V${suffix}${n}`.slice(0, 20);

const xlsx = {
  name: 'vehiculos.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A column of the template's 'Valores' sheet, header left out. */
function valuesColumn(sheet: ExcelJS.Worksheet, column: number): string[] {
  const values: string[] = [];
  sheet.eachRow((row, rowNumber) => {
    const value = row.getCell(column).value;
    if (rowNumber > 1 && value !== null && value !== undefined) values.push(String(value));
  });
  return values;
}

test('a client administrator imports the vehicle template filled with the demo catalogue, with a mounted tyre', async ({
  page,
}) => {
  // Cordillera del Sur's subscription runs for months: no trial notice on entry.
  await login(page, USERS.cordilleraAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/importarvehiculos');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar Vehículos' })).toBeVisible();

  const { fileName, path } = await saveDownload(page, () =>
    page.getByRole('button', { name: 'Descargar plantilla' }).click(),
  );
  expect(fileName).toBe('vehiculos.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet('vehiculos');
  const values = book.getWorksheet('Valores');
  if (!sheet || !values) throw new Error('the template lacks its sheets');
  expect(sheet.getRow(1).getCell(12).value).toBe('Posición P1');
  expect(sheet.getRow(1).getCell(33).value).toBe('Posición P22');

  // The example row of the 'Ejemplos' sheet (the data sheet holds only the header, so the template sent back
  // unchanged imports nothing): a vehicle of the catalogue with a ready tyre of the client on P1, copied.
  expect(sheet.actualRowCount).toBe(1);
  const exampleValues = book.getWorksheet('Ejemplos')?.getRow(2).values;
  const example = sheet.addRow(Array.isArray(exampleValues) ? exampleValues.slice(1) : []);
  const serial = String(example.getCell(12).value ?? '');
  expect(serial).not.toBe('');
  example.getCell(1).value = plate(1);

  // A second vehicle from the lists of the 'Valores' sheet: a tractor with its own configuration, per hours.
  const configurations = valuesColumn(values, 4);
  const configurationTypes = valuesColumn(values, 5);
  const tractor = configurations.findIndex((name) => name.startsWith('Tracto 6x4'));
  expect(tractor).toBeGreaterThanOrEqual(0);
  const brands = valuesColumn(values, 2);
  const models = valuesColumn(values, 3);
  const scania = brands.indexOf('SCANIA');
  const applications = valuesColumn(values, 7);
  const plants = valuesColumn(values, 8);
  expect(valuesColumn(values, 9)).toEqual(['Kilómetros', 'Horas']);
  const second = (brand: string) => [
    plate(2),
    '-',
    configurationTypes[tractor] ?? '',
    brand,
    models[scania] ?? '',
    applications[0] ?? '',
    'Horas',
    configurations[tractor] ?? '',
    plants[1] ?? '-',
    2021,
    5300.5,
  ];
  const fileInput = page.getByTestId('file-input');

  await test.step('a misspelt brand is refused with its row and the closest brand; nothing is written', async () => {
    sheet.addRow(second('SCANNIA'));
    await fileInput.setInputFiles({ ...xlsx, buffer: Buffer.from(await book.xlsx.writeBuffer()) });
    await expect(page.getByText('vehiculos.xlsx')).toBeVisible();
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    const outcome = page.getByRole('alert').filter({ hasText: 'Error al Cargar Datos' });
    await expect(outcome).toBeVisible();
    await expect(
      outcome.getByText('Fila 3: Marca "SCANNIA" no existe. ¿Quiso decir "SCANIA"?'),
    ).toBeVisible();
  });

  await test.step('the corrected file registers both vehicles and installs the tyre', async () => {
    sheet.spliceRows(3, 1);
    sheet.addRow(second('SCANIA'));
    await fileInput.setInputFiles({ ...xlsx, buffer: Buffer.from(await book.xlsx.writeBuffer()) });
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    const outcome = page.getByRole('alert').filter({ hasText: 'Excel cargado Exitosamente' });
    await expect(outcome).toBeVisible();
    await expect(outcome.getByText('Se registraron 2 vehículos y se instaló 1 neumático')).toBeVisible();
  });

  await test.step('the vehicle dialog shows the imported tyre on P1', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Vehículos', exact: true }).click();
    await expect(page).toHaveURL(/\/vehiculos$/);
    await page.getByLabel('Buscar vehículos').fill(plate(1));
    await page.getByRole('button', { name: `Editar ${plate(1)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Vehículo' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Posición \d+ \(P1\)$/ }).click();
    const detail = page.getByRole('dialog', { name: 'Neumático en P1' });
    await expect(detail.getByLabel('Serie')).toHaveValue(serial);
    await expect(detail.getByLabel('Kilometraje de instalación')).toHaveValue(/^120\D?000$/);
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await expect(detail).toBeHidden();
  });
});
