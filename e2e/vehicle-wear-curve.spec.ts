import { expect, test } from '@playwright/test';
import { dismissTrialNotice, login } from './support/auth';
import { USERS } from './support/demo';
import { capture } from './support/shots';

// The chart loads ECharts lazily: a busy machine needs room.
test.describe.configure({ timeout: 90_000 });

test('the client administrator reads the wear curve of an inspected vehicle and adds its earlier tyres', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);
  await page.goto('/reportecurvadesgastevehiculo');
  await expect(page.getByRole('heading', { name: 'Curva de desgaste por vehículo', level: 1 })).toBeVisible();
  await expect(page.getByText('Seleccione un vehículo por placa o código')).toBeVisible();

  // TA-006 is one of the demo vehicles inspected every month (apps/api/src/db/seed/demo-inspections.ts).
  await page.getByRole('combobox', { name: 'Vehículo (placa o código)' }).fill('TA-006');
  await page.getByRole('option', { name: /TA-006/ }).click();

  const details = page.getByRole('region', { name: 'Datos del vehículo' });
  await expect(details).toContainText('TA-006');
  await expect(details).toContainText('Kilómetros');
  const chartCard = page.getByRole('region', { name: 'Curva de desgaste por posición' });
  await expect(chartCard.getByRole('img', { name: /^Curva de desgaste de / })).toBeVisible();
  await expect(chartCard.locator('svg').first()).toBeVisible();

  const controls = page.getByRole('table', { name: 'Controles por posición' });
  const costs = page.getByRole('table', { name: 'Costos y rendimientos' });
  await expect(controls.getByRole('row').nth(1)).toContainText(/Pos\. \d+/);
  const installed = await controls.getByRole('row').count();
  // A tyre inspected over months has a projection and a cost per projected km (4 decimals).
  await expect(costs.getByRole('cell', { name: /^\d+\.\d{4}$/ }).first()).toBeVisible();
  await capture(page, 'curva-vehiculo');

  await chartCard.getByRole('button', { name: 'Ver datos' }).click();
  await expect(page.getByRole('table', { name: 'Datos de la curva' }).getByRole('row').nth(1)).toContainText(
    /Pos\. \d+/,
  );

  await page.getByRole('button', { name: 'Con historial' }).click();
  await expect(controls.getByRole('cell', { name: 'Historial' }).first()).toBeVisible();
  expect(await controls.getByRole('row').count()).toBeGreaterThan(installed);
  await capture(page, 'curva-vehiculo-historial', { width: 820, height: 1180 });
});
