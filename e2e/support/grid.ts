import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Helpers for the app's one table (MUI DataGrid): its data rows, one column's cells, the total in the page
 * title, page size and next page. The grid names its cells by column with `data-field` (the API field name).
 */
export const grid = (page: Page) => page.getByRole('grid');

/** The data rows on screen (the header row has no `data-rowindex`). */
export const dataRows = (page: Page): Locator => grid(page).locator('[role="row"][data-rowindex]');

/** The cells of one column, top to bottom (`field`: the column's field, e.g. 'placa'). */
export const columnCells = (page: Page, field: string): Locator =>
  grid(page).locator(`[role="gridcell"][data-field="${field}"]`);

/** The texts of one column on screen, once the grid has stopped loading. */
export async function columnTexts(page: Page, field: string): Promise<string[]> {
  await expect(grid(page).getByRole('progressbar')).toHaveCount(0);
  return (await columnCells(page, field).allInnerTexts()).map((text) => text.trim());
}

/** The first row's value in one column. */
export const firstCell = (page: Page, field: string): Locator => columnCells(page, field).first();

/**
 * The total a list shows in its title, e.g. 'Reporte de Vehículo (40)' or 'Reporte de neumáticos (1,204)'.
 * Waits until the title carries a number.
 */
export async function titleTotal(page: Page, title: string): Promise<number> {
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${title} \\([\\d.,\\s]+\\)$`) });
  await expect(heading).toBeVisible();
  const text = (await heading.innerText()).trim();
  return Number((/\(([\d.,\s]+)\)$/.exec(text)?.[1] ?? '').replace(/\D/g, ''));
}

/** Chooses 'Filas por página' in the grid's footer. */
export async function setPageSize(page: Page, size: number) {
  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
}

export const nextPageButton = (page: Page) => page.getByRole('button', { name: 'Ir a la página siguiente' });
export const previousPageButton = (page: Page) =>
  page.getByRole('button', { name: 'Ir a la página anterior' });

/**
 * Switches on columns by their header through the list's column chooser ('Columnas'): on a laptop with the menu
 * open a list keeps its identifying columns and lets the others give way (docs/decisions/0036-lists-and-touch.md).
 */
export async function showColumns(page: Page, headers: readonly string[]) {
  await page.getByRole('button', { name: 'Columnas' }).click();
  const panel = page.locator('.MuiDataGrid-panel');
  for (const header of headers) {
    const box = panel.getByRole('checkbox', { name: header, exact: true });
    // On a loaded machine the chooser can re-render under the click (the table re-measures as columns come
    // back): the click is retried until the column is on, rather than failing on a lost click.
    await expect(async () => {
      if (!(await box.isChecked())) await box.click();
      await expect(box).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}
