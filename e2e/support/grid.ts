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
