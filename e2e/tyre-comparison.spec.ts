import { expect, type Page, test } from '@playwright/test';
import { dismissTrialNotice, login, toast } from './support/auth';
import { USERS } from './support/demo';
import { readSheetRows, saveDownload } from './support/files';
import { capture } from './support/shots';

test.describe.configure({ timeout: 120_000 });

/** Selects the picker's row `n` (0-based) and returns its serial. */
async function selectRow(page: Page, n: number) {
  const row = page
    .getByRole('table', { name: 'Neumáticos para comparar' })
    .getByRole('row')
    .nth(n + 1);
  const serial = (await row.getByRole('cell').first().innerText()).trim();
  await row.click();
  return serial;
}

test('the client administrator compares two demo tyres in the slots and exports the table', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await dismissTrialNotice(page);
  await page.goto('/reportecomparativoconfiguracion');
  await expect(page.getByRole('heading', { name: 'Comparativo de neumáticos', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Neumáticos para comparar' }).getByRole('row')).toHaveCount(7);

  // A slot needs a tyre selected first.
  await page.getByRole('button', { name: /^Columna 1: vacía/ }).click();
  await expect(page.getByRole('alert')).toContainText('Primero seleccione un neumático de la lista');

  // Tyres on a drive axle have run: their lives carry distance and a cost per km.
  await page.getByRole('combobox', { name: 'Eje' }).click();
  await page.getByRole('option', { name: 'Tracción', exact: true }).click();
  await expect(
    page.getByRole('table', { name: 'Neumáticos para comparar' }).getByRole('row').nth(1),
  ).toContainText('Tracción');
  const first = await selectRow(page, 0);
  await page.getByRole('button', { name: /^Columna 1: vacía/ }).click();
  const second = await selectRow(page, 1);
  await page.getByRole('button', { name: /^Columna 2: vacía/ }).click();

  const table = page.getByRole('table', { name: 'Comparativo de neumáticos' });
  await expect(table.getByRole('columnheader', { name: new RegExp(first) })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: new RegExp(second) })).toBeVisible();
  // Screen texts of a row (its two tyre cells).
  const screenRow = async (label: RegExp) => {
    const row = table.getByRole('row', { name: label });
    await expect(row).toBeVisible();
    return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
  };
  const screenCost = await screenRow(/^Costo acumulado \(USD\)/);
  const screenCpk = await screenRow(/^CPK acumulado/);
  await capture(page, 'comparativo-neumaticos');

  const file = await saveDownload(page, () => page.getByRole('button', { name: 'Exportar Excel' }).click());
  expect(file.fileName).toMatch(/\.xlsx$/);
  await expect(toast(page, 'Archivo exportado correctamente')).toBeVisible();
  const rows = await readSheetRows(file.path);
  expect(rows[0]).toEqual(['Serie', first, second]);
  // The file's row by its label, as the screen writes it (2 or 4 decimals, '-' for an empty cell).
  const fileRow = (label: string, decimals: number) => {
    const row = rows.find((cells) => String(cells[0]).startsWith(label)) ?? [];
    return [1, 2].map((index) => {
      const value = row[index];
      return value === null || value === undefined ? '-' : Number(value).toFixed(decimals);
    });
  };
  expect(fileRow('Costo acumulado (USD)', 2)).toEqual(screenCost.map((text) => text.replace(/,/g, '')));
  expect(fileRow('Costo acumulado por', 4)).toEqual(screenCpk);
});
