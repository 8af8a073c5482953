import { expect, type Page, test } from '@playwright/test';
import { dismissTrialNotice, login, toast } from './support/auth';
import { USERS } from './support/demo';
import { parseCsv, readSheetRows, readText, saveDownload } from './support/files';
import { columnTexts, dataRows, firstCell, nextPageButton, setPageSize, titleTotal } from './support/grid';

// A long journey on a busy machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

/**
 * The two big lists of the demo (about 40 vehicles and 400 tyres per client): search, sort, paging, the state
 * in the address, and the exports. Transportes Andinos' lists: the other journeys add to Cordillera del Sur.
 */
const LISTS = [
  {
    name: 'vehicles',
    path: '/vehiculos',
    title: 'Reporte de Vehículo',
    search: 'Buscar vehículos',
    key: 'placa',
    header: 'Placa',
    sortHeader: 'Placa',
    exported: { xlsx: 'Vehiculos.xlsx', csv: 'Vehiculos.csv' },
  },
  {
    name: 'tyres',
    path: '/neumaticos',
    title: 'Reporte de neumáticos',
    search: 'Buscar neumáticos',
    key: 'num_serie',
    header: 'Serie Cliente',
    sortHeader: 'Serie Cliente',
    exported: { xlsx: 'Neumaticos.xlsx', csv: 'Neumaticos.csv' },
  },
] as const;

async function exportAs(page: Page, format: 'Excel' | 'CSV') {
  return saveDownload(page, async () => {
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click();
  });
}

/** Clicks a column's header, which sorts by it (the header's name gains 'Ordenar' once hovered). */
const sortBy = (page: Page, name: string) =>
  page.getByRole('columnheader', { name: new RegExp(`^${name}( Ordenar)?$`) }).click();

test.beforeEach(async ({ page }) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);
});

for (const list of LISTS) {
  test(`the ${list.name} list searches, sorts, pages, keeps its state in the address and exports`, async ({
    page,
  }) => {
    await page.goto(list.path);
    const total = await titleTotal(page, list.title);
    expect(total).toBeGreaterThan(25);
    // 10 a page by default, newest first.
    await expect(dataRows(page)).toHaveCount(10);

    await test.step('the search narrows the rows and the total', async () => {
      const wanted = await firstCell(page, list.key).innerText();
      await page.getByLabel(list.search).fill(wanted);
      await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(wanted)}`));
      await expect.poll(() => titleTotal(page, list.title)).toBeLessThan(total);
      const shown = await titleTotal(page, list.title);
      expect(shown).toBeGreaterThanOrEqual(1);
      await expect(dataRows(page)).toHaveCount(Math.min(shown, 10));
      for (const text of await columnTexts(page, list.key)) expect(text).toContain(wanted);
      await page.getByLabel(list.search).fill('');
      await expect.poll(() => titleTotal(page, list.title)).toBe(total);
    });

    await test.step('sorting by a column changes the order, both ways', async () => {
      const newest = await firstCell(page, list.key).innerText();
      await sortBy(page, list.sortHeader);
      await expect(page).toHaveURL(new RegExp(`sortBy=${list.key}&sortDirection=asc`));
      await expect(firstCell(page, list.key)).not.toHaveText(newest);
      const ascending = await columnTexts(page, list.key);
      expect(ascending).toEqual([...ascending].sort());
      await sortBy(page, list.sortHeader);
      await expect(page).toHaveURL(new RegExp(`sortBy=${list.key}&sortDirection=desc`));
      await expect(firstCell(page, list.key)).not.toHaveText(ascending[0] ?? '');
      const descending = await columnTexts(page, list.key);
      expect(descending).toEqual([...descending].sort().reverse());
      expect((descending[0] ?? '') > (ascending[0] ?? '')).toBe(true);
    });

    await test.step('Excel export: a header row and one row per item of the list', async () => {
      const file = await exportAs(page, 'Excel');
      expect(file.fileName).toBe(list.exported.xlsx);
      const rows = await readSheetRows(file.path);
      expect(rows[0]).toContain(list.header);
      expect(rows).toHaveLength(total + 1);
      // The rows on screen are in the file.
      const keyColumn = (rows[0] ?? []).indexOf(list.header);
      const exportedKeys = new Set(rows.slice(1).map((row) => String(row[keyColumn])));
      for (const key of await columnTexts(page, list.key)) expect(exportedKeys).toContain(key);
      await expect(toast(page, 'Archivo exportado correctamente').first()).toBeVisible();
    });

    await test.step('CSV export: the same header and rows', async () => {
      const file = await exportAs(page, 'CSV');
      expect(file.fileName).toBe(list.exported.csv);
      const records = parseCsv(readText(file.path));
      expect(records[0]).toContain(list.header);
      expect(records).toHaveLength(total + 1);
    });

    await test.step('page sizes and the next page show other rows; a reload keeps them', async () => {
      for (const size of [25, 50, 100, 10]) {
        await setPageSize(page, size);
        await expect(page).toHaveURL(new RegExp(`per_page=${size}`));
        await expect(dataRows(page)).toHaveCount(Math.min(size, total));
      }
      await setPageSize(page, 25);
      const firstPage = await columnTexts(page, list.key);
      await nextPageButton(page).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(firstCell(page, list.key)).not.toHaveText(firstPage[0] ?? '');
      const secondPage = await columnTexts(page, list.key);
      expect(secondPage).toHaveLength(Math.min(25, total - 25));
      expect(secondPage.filter((text) => firstPage.includes(text))).toEqual([]);
      expect(page.url()).toMatch(/sortBy=/);

      await page.reload();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(firstCell(page, list.key)).toHaveText(secondPage[0] ?? '');
      expect(await columnTexts(page, list.key)).toEqual(secondPage);
      await expect(page.getByRole('combobox', { name: /Filas por página/ })).toHaveText('25');
      await expect(page.getByText(`26–${Math.min(50, total)} de ${total}`)).toBeVisible();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    });
  });
}
