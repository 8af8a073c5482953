import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './support/auth';
import { runSuffix } from './support/dates';
import { USERS } from './support/demo';
import { saveDownload } from './support/files';

// One run's serials: the database is seeded once per run, a retry works on the same data.
const suffix = runSuffix();
const serial = (n: number) => `IMP${suffix}-${n}`;

test('a client administrator fills the tyre template with the demo catalogue and imports it', async ({
  page,
}) => {
  // Cordillera del Sur's subscription runs for months: no trial notice on entry.
  await login(page, USERS.cordilleraAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/importarneumatico');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar Neumáticos' })).toBeVisible();

  const { fileName, path } = await saveDownload(page, () =>
    page.getByRole('button', { name: 'Descargar plantilla' }).click(),
  );
  expect(fileName).toBe('neumaticos.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet('neumaticos');
  const examples = book.getWorksheet('Ejemplos');
  const help = book.getWorksheet('Ayuda');
  if (!sheet || !examples || !help) throw new Error('the template lacks its sheets');
  expect(sheet.getRow(1).getCell(1).value).toBe('Serie del cliente');
  const fileInput = page.getByTestId('file-input');
  const xlsx = {
    name: 'neumaticos.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };

  await test.step('the template sent back unchanged registers nothing and says why', async () => {
    await fileInput.setInputFiles({ ...xlsx, buffer: fs.readFileSync(path) });
    await expect(page.getByText('neumaticos.xlsx')).toBeVisible();
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    const outcome = page.getByRole('alert').filter({ hasText: 'Error al Cargar Datos' });
    await expect(outcome).toBeVisible();
    await expect(outcome.getByText('El archivo no tiene filas de datos.', { exact: false })).toBeVisible();
  });

  await test.step('the template is filled from the catalogue its help sheet lists', async () => {
    // The two example rows of the 'Ejemplos' sheet are copied to the data sheet, with this run's serials.
    for (const n of [2, 3]) {
      const values = examples.getRow(n).values;
      sheet.addRow(Array.isArray(values) ? values.slice(1) : []);
    }
    sheet.getRow(2).getCell(1).value = serial(1);
    sheet.getRow(3).getCell(1).value = serial(2);
    const modelLines: { brand: string; models: string[] }[] = [];
    let measures: string[] = [];
    help.eachRow((row) => {
      const title = String(row.getCell(1).value ?? '');
      const values = String(row.getCell(2).value ?? '').split(', ');
      if (title.startsWith('Modelos de '))
        modelLines.push({ brand: title.slice('Modelos de '.length), models: values });
      if (title === 'Medida') measures = values;
    });
    expect(modelLines.length).toBeGreaterThan(1);
    expect(measures.length).toBeGreaterThan(1);
    modelLines.slice(0, 3).forEach(({ brand, models }, index) => {
      sheet.addRow([
        serial(3 + index),
        `${index + 1}224`,
        null,
        480 + index * 10,
        null,
        'K',
        'Nuevo',
        null,
        110,
        models[0],
        brand,
        measures[index % measures.length],
        null,
        null,
        null,
        0,
        19,
        20,
        19.5,
        null,
        21,
      ]);
    });
  });
  const filled = Buffer.from(await book.xlsx.writeBuffer());

  await test.step('the five rows are registered', async () => {
    await fileInput.setInputFiles({ ...xlsx, buffer: filled });
    await expect(page.getByText('neumaticos.xlsx')).toBeVisible();
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    const outcome = page.getByRole('alert').filter({ hasText: 'Excel cargado Exitosamente' });
    await expect(outcome).toBeVisible();
    await expect(outcome.getByText('Se registraron 5 neumáticos')).toBeVisible();
  });

  await test.step('the same file again is refused row by row and writes nothing', async () => {
    await fileInput.setInputFiles({ ...xlsx, buffer: filled });
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    const outcome = page.getByRole('alert').filter({ hasText: 'Error al Cargar Datos' });
    await expect(outcome).toBeVisible();
    await expect(outcome.getByText(`Fila 2: La serie ${serial(1)} ya se encuentra registrada`)).toBeVisible();
    await expect(outcome.getByText(`Fila 6: La serie ${serial(5)} ya se encuentra registrada`)).toBeVisible();
  });

  await test.step('the imported tyres are in the tyre report', async () => {
    await page.getByRole('link', { name: 'Reporte de neumáticos' }).click();
    await expect(page).toHaveURL(/\/neumaticos$/);
    await page.getByLabel('Buscar neumáticos').fill(`IMP${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reporte de neumáticos (5)' })).toBeVisible();
  });
});
