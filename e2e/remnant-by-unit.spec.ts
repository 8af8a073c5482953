import { expect, test } from '@playwright/test';
import { dismissTrialNotice, login } from './support/auth';
import { typeDate } from './support/date-field';
import { addDays, limaToday } from './support/dates';
import { USERS } from './support/demo';
import { capture } from './support/shots';

const TODAY = limaToday();

test('the client administrator filters the remnant by unit of the last three months', async ({ page }) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);
  await page.goto('/reporteremanenterodadovehiculo');
  await expect(page.getByRole('heading', { name: 'Remanente por unidad', level: 1 })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filtros' });
  await expect(filters.getByRole('textbox', { name: 'Cliente' })).not.toHaveValue('');
  const button = filters.getByRole('button', { name: 'Filtrar remanente' });
  await expect(button).toBeDisabled();

  // The demo inspects a few vehicles of each client every four weeks (apps/api/src/db/seed/demo-inspections.ts).
  await typeDate(filters, 'Fecha inicial', addDays(TODAY, -90));
  await typeDate(filters, 'Fecha final', TODAY);
  await expect(button).toBeEnabled();
  await button.click();

  const units = page.getByRole('table', { name: 'Remanente mínimo por unidad y posición' });
  await expect(units.locator('tbody tr').first()).toBeVisible();
  await expect(units.locator('tfoot').getByRole('rowheader')).toHaveText('Total');
  // Cells are painted by the application's bands: the demo's worn tyres are at least next to retread.
  await expect(
    units.getByRole('cell', { name: /\((a reencauchar|próximo a reencauchar)\)$/ }).first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Leyenda de colores' })).toBeVisible();

  const summary = page.getByRole('table', { name: /^Remanente por medida · / }).first();
  await expect(summary.locator('tbody tr').first()).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: /^\d+ mm$/ }).first()).toBeVisible();
  await capture(page, 'remanente-por-unidad');
  await capture(page, 'remanente-por-unidad-tablet', { width: 820, height: 1180 });
});
