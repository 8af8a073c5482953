import { expect, test } from '@playwright/test';
import { login, toast } from './support/auth';
import { typeDate } from './support/date-field';
import { addDays, limaToday } from './support/dates';
import { USERS } from './support/demo';
import { readSheetRows, saveDownload } from './support/files';
import { dataRows } from './support/grid';
import { capture } from './support/shots';

// The marketing charts and the export build on a busy machine: room for both.
test.describe.configure({ timeout: 90_000 });

const TODAY = limaToday();

test('the superadmin filters the user actions of a period, exports them, and runs a marketing report', async ({
  page,
}) => {
  await login(page, USERS.superadmin);
  await expect(page).toHaveURL(/\/seleccionarCliente$/);

  await test.step('user actions: a range that ends before it starts is refused; a valid one lists and exports', async () => {
    await page.goto('/reporteaccionusuarios');
    await expect(
      page.getByRole('heading', { name: 'Reporte de acciones de usuarios', level: 1 }),
    ).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filtros' });
    // The demo's usage history covers the last two months.
    const from = addDays(TODAY, -30);
    await typeDate(filters, 'Fecha inicial', from);
    await typeDate(filters, 'Fecha final', TODAY);
    await filters.getByRole('button', { name: 'Buscar' }).click();

    const rows = dataRows(page);
    await expect(rows).toHaveCount(10);
    const detail = (await rows.first().locator('[data-field="detalle"]').innerText()).trim();
    expect(detail.length).toBeGreaterThan(0);
    await capture(page, 'acciones-usuarios');

    const file = await saveDownload(page, () => page.getByRole('button', { name: 'Exportar' }).click());
    expect(file.fileName).toMatch(/\.xlsx$/);
    await expect(toast(page, 'Archivo exportado correctamente')).toBeVisible();
    const sheet = await readSheetRows(file.path);
    const header = sheet.findIndex((row) => row.includes('Detalle'));
    expect(header).toBeGreaterThanOrEqual(0);
    // More than one page of actions; the newest first, as on screen.
    expect(sheet.length - header - 1).toBeGreaterThan(10);
    const exported = (sheet[header + 1] ?? []).map((value) => String(value ?? '').trim());
    expect(exported).toContain(detail);
  });

  await test.step('marketing: the sizes of the market, the result card only after Consultar', async () => {
    await page.goto('/reportemarketingmedidas');
    await expect(page.getByRole('heading', { name: 'Medidas de neumáticos', level: 1 })).toBeVisible();
    const result = page.getByRole('region', { name: 'Neumáticos por medida' });
    await expect(result).toHaveCount(0);
    const filters = page.getByRole('search', { name: 'Filtros' });
    await typeDate(filters, 'Fecha inicial', addDays(TODAY, -365));
    await typeDate(filters, 'Fecha final', TODAY);
    await filters.getByRole('button', { name: 'Consultar' }).click();
    await expect(result).toBeVisible();
    await expect(result).toContainText('neumáticos');
    await expect(result.getByRole('table').first()).toContainText('%');
    await capture(page, 'marketing-medidas');
  });
});
