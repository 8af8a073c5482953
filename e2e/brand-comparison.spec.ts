import { expect, test } from '@playwright/test';
import { dismissTrialNotice, login, toast } from './support/auth';
import { USERS } from './support/demo';
import { readSheetRows, saveDownload } from './support/files';
import { capture } from './support/shots';

test.describe.configure({ timeout: 90_000 });

test('the client administrator compares three brands of new km tyres and exports the comparison', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);

  await page.goto('/reportecomparativomarca');
  await expect(page.getByRole('heading', { name: 'Comparativo por marca', level: 1 })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filtrar neumáticos' });
  await filters.getByRole('combobox', { name: /^Tipo de costo/ }).click();
  await page.getByRole('option', { name: 'Kilómetros' }).click();
  await filters.getByRole('combobox', { name: /^Condición/ }).click();
  await page.getByRole('option', { name: 'Nuevo' }).click();
  await filters.getByRole('button', { name: 'Filtrar' }).click();

  const list = page.getByRole('list', { name: 'Marcas' });
  const brands = list.getByRole('button');
  await expect(brands.nth(2)).toBeVisible();
  const names: string[] = [];
  for (let k = 0; k < 3; k += 1) {
    const brand = brands.nth(k);
    names.push((await brand.locator('.MuiListItemText-primary').innerText()).trim());
    await brand.click();
    await page.getByRole('button', { name: `Columna ${k + 1}: vacía` }).click();
  }

  const table = page.getByRole('table', { name: 'Comparativo' });
  await expect(table.getByRole('columnheader')).toHaveText(['Marca', ...names]);
  const cpk = table.getByRole('row', { name: /Costo por km promedio/ });
  await expect(cpk.getByRole('cell').first()).toHaveText(/^\d[\d,]*\.\d{4}$/);
  await capture(page, 'comparativo-por-marca');

  const { path } = await saveDownload(page, () =>
    page.getByRole('button', { name: 'Exportar Excel' }).click(),
  );
  await expect(toast(page, 'Archivo exportado correctamente')).toBeVisible();
  const rows = await readSheetRows(path);
  expect(rows.find((row) => row[0] === 'Marca')?.slice(1)).toEqual(names);
  const screenCounts = (
    await table
      .getByRole('row', { name: /Cantidad de neumáticos/ })
      .getByRole('cell')
      .allInnerTexts()
  ).map((text) => Number(text.replace(/,/g, '')));
  expect(rows.find((row) => row[0] === 'Cantidad de neumáticos')?.slice(1)).toEqual(screenCounts);
});
