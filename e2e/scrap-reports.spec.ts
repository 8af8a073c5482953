import { expect, test } from '@playwright/test';
import { dismissTrialNotice, login, toast } from './support/auth';
import { typeDate } from './support/date-field';
import { limaToday } from './support/dates';
import { USERS } from './support/demo';
import { readSheetRows, saveDownload } from './support/files';
import { capture } from './support/shots';

// The charts load ECharts lazily: a busy machine needs room.
test.describe.configure({ timeout: 90_000 });

const TODAY = limaToday();
const YEAR = Number(TODAY.slice(0, 4));

test('the client administrator reads the scrap by reason, exports it, and looks up the scrap losses of a period', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);

  await test.step('scrap by reason: the current year by month, its totals and the same numbers in the export', async () => {
    await page.goto('/reportescrapmotivo');
    await expect(page.getByRole('heading', { name: 'Scrap por motivo', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: `Scrap por motivo ${YEAR}` });
    await expect(table).toBeVisible();
    const totals = table.locator('tfoot tr');
    await expect(totals.getByRole('rowheader')).toHaveText('Total');
    const totalCells = await totals.getByRole('cell').allInnerTexts();
    // 12 months, the year, 100.00 %.
    expect(totalCells).toHaveLength(14);
    expect(totalCells.at(-1)).toBe('100.00');
    const yearTotal = Number((totalCells.at(-2) ?? '').replace(/,/g, ''));
    expect(yearTotal).toBeGreaterThan(0);
    const firstReason = (await table.locator('tbody tr').first().getByRole('rowheader').innerText()).trim();
    await expect(
      page.getByRole('region', { name: 'Scrap por mes' }).locator('canvas, svg').first(),
    ).toBeVisible();
    await capture(page, 'scrap-por-motivo');

    const { path } = await saveDownload(page, () =>
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    );
    await expect(toast(page, 'Archivo exportado correctamente')).toBeVisible();
    const rows = await readSheetRows(path);
    expect(String(rows[0]?.[0])).toBe(`Scrap por motivo de retiro ${YEAR}`);
    const header = rows.find((row) => row[0] === 'Mes') ?? [];
    expect(header[1]).toBe(firstReason);
    const totalRow = rows.find((row) => row[0] === 'Total') ?? [];
    expect(totalRow.at(-1)).toBe(yearTotal);
  });

  await test.step('scrap losses: a range that ends before it starts is refused, a valid one lists the tyres and totals', async () => {
    await page.goto('/reporteperdidasscrap');
    await expect(page.getByRole('heading', { name: 'Pérdidas por scrap', level: 1 })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filtros' });
    await typeDate(filters, 'Fecha inicial', TODAY);
    await typeDate(filters, 'Fecha final', `${YEAR - 1}-01-01`);
    await filters.getByRole('button', { name: 'Consultar' }).click();
    await expect(
      filters.getByText('Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada'),
    ).toBeVisible();

    await typeDate(filters, 'Fecha inicial', `${YEAR - 1}-01-01`);
    await typeDate(filters, 'Fecha final', TODAY);
    await filters.getByRole('button', { name: 'Consultar' }).click();
    await expect(filters.getByText('Por favor, ingresar una fecha igual')).toBeHidden();
    const table = page.getByRole('table', { name: 'Pérdidas por scrap' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.locator('tfoot')).toContainText(/Total \([\d,]+ neumáticos\)/);
    await expect(table.getByLabel('Costo perdido total')).toHaveText(/^[\d,]+\.\d{2}$/);
    await capture(page, 'perdidas-por-scrap');
  });
});
