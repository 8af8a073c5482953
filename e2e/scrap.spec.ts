import { expect, type Page, test } from '@playwright/test';
import { login, toast } from './support/auth';
import { runSuffix } from './support/dates';
import { USERS } from './support/demo';
import { choose } from './support/forms';
import { columnCells, dataRows, titleTotal } from './support/grid';
import { capture } from './support/shots';

// A long journey on a busy machine: more than the default minute.
test.describe.configure({ timeout: 150_000 });

// One run's serial: the database is seeded once per run, a retry works on the same data.
const directSerial = `E2E-SCRAP-${runSuffix()}`;

/** es-PE money as the tables show it: 'US$ 1.234,56'. */
const usd = (value: number) =>
  `US$ ${new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;

/** A number as es-PE writes it back ('1,234.56' → 1234.56): the browser's own separators, whatever they are. */
function parseEs(text: string): number {
  const parts = new Intl.NumberFormat('es-PE').formatToParts(1234.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const digits = text
    .replace(/[^\d,.\s\u00a0-]/g, '')
    .split(group)
    .join('')
    .replace(decimal, '.');
  return Number(digits.replace(/[\s\u00a0]/g, ''));
}

/** The list's row of a serial (its cell shows the serial over its DOT). */
const scrapRow = (page: Page, serial: string) =>
  dataRows(page).filter({
    has: page.locator('[data-field="num_serie"]').getByText(serial, { exact: true }),
  });

test.beforeEach(async ({ page }) => {
  // Cordillera del Sur: the lists journey counts Transportes Andinos' tyres, this one adds to the other client.
  await login(page, USERS.cordilleraAdmin);
  await expect(page).toHaveURL(/\/home$/);
});

test('a ready tyre is scrapped from its scrap screen and shows in Neumáticos en SCRAP with its loss', async ({
  page,
}) => {
  await page.goto('/neumaticos');
  await titleTotal(page, 'Reporte de neumáticos');
  const ready = dataRows(page).filter({ hasText: 'Listo para instalar' }).first();
  const serial = (await ready.locator('[data-field="num_serie"]').innerText()).trim();
  await page.getByRole('button', { name: `Scrap de ${serial}`, exact: true }).click();
  await expect(page).toHaveURL(/\/neumaticoreportescrap\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Scrap del neumático ${serial}` })).toBeVisible();
  const original = parseEs(await page.getByLabel('Remanente original', { exact: true }).innerText());
  expect(original).toBeGreaterThan(5);
  await expect(page.getByText('No hay datos disponibles')).toBeVisible();
  await capture(page, 'scrap-01-tyre-screen-ready');

  await test.step('Guardar appears only once SCRAP is ticked; the form asks what the spec asks', async () => {
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'SCRAP' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Motivo de scrap es requerido')).toBeVisible();
    await expect(page.getByText('Remanente final es requerido')).toBeVisible();
    // The tyre never ran on a vehicle: its limit is typed.
    await expect(page.getByText('Remanente limite es requerido')).toBeVisible();
    await capture(page, 'scrap-02-tyre-screen-validation');
  });

  const final = 5;
  const limit = 3;
  await choose(page, page.getByRole('combobox', { name: /Motivo de scrap/ }), 'CORTE EN FLANCO');
  await page.getByRole('textbox', { name: /Remanente final/ }).fill(String(final));
  await page.getByRole('textbox', { name: /Remanente límite/ }).fill(String(limit));
  await page.getByRole('button', { name: 'Guardar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Enviar a scrap' });
  await expect(confirm).toContainText(`${serial} pasará a scrap`);
  await capture(page, 'scrap-03-tyre-screen-confirm');
  await confirm.getByRole('button', { name: 'Enviar a scrap' }).click();
  await expect(toast(page, 'Operación realizada con éxito')).toBeVisible();
  // After the reload (1 s) the form is gone and the record is listed with its edit action.
  await expect(page.getByText('El neumático ya se encuentra en scrap')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'SCRAP' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Editar scrap de ${serial}` })).toBeVisible();
  await capture(page, 'scrap-04-tyre-screen-scrapped');

  await page.goto('/neumaticosscrap');
  await titleTotal(page, 'Neumáticos en SCRAP');
  const row = scrapRow(page, serial);
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-field="motivo"]')).toHaveText('CORTE EN FLANCO');
  // domain.md §11: loss = cost of the life × (final − limit) ÷ (original − limit).
  const lifeCost = parseEs(await row.locator('[data-field="costo_vida"]').innerText());
  expect(lifeCost).toBeGreaterThan(0);
  const expected = (lifeCost * (final - limit)) / (original - limit);
  // The life cost on screen is rounded to the cent: the loss agrees to within a cent or two.
  const loss = parseEs(await row.locator('[data-field="costo_perdido"]').innerText());
  expect(Math.abs(loss - expected)).toBeLessThan(0.03);
  await capture(page, 'scrap-05-list');
  await capture(page, 'scrap-05-list-1024', { width: 1024, height: 800 });

  await test.step('the edit action opens the record with its limit fixed', async () => {
    await page.getByRole('button', { name: `Editar scrap de ${serial}` }).click();
    const edit = page.getByRole('dialog', { name: /Editar scrap/ });
    await expect(edit.getByRole('textbox', { name: 'Remanente límite' })).toBeDisabled();
    await capture(page, 'scrap-06-edit');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
  });
});

test('a tyre is registered directly to scrap', async ({ page }) => {
  await page.goto('/neumaticosscrap');
  const before = await titleTotal(page, 'Neumáticos en SCRAP');

  await test.step('the installed-tyre form lists the vehicles with tyres on them', async () => {
    await page.getByRole('button', { name: 'Neumático instalado' }).click();
    const installed = page.getByRole('dialog', { name: 'Enviar a scrap un neumático instalado' });
    await expect(installed).toBeVisible();
    // The demo fleet runs tyres: pick a vehicle and one of its tyres to see the form filled from them.
    const vehicle = installed.getByRole('combobox', { name: /Vehículo/ });
    await expect(vehicle).not.toHaveAttribute('aria-disabled', 'true');
    await vehicle.click();
    await page.getByRole('option').first().click();
    await expect(installed.getByRole('textbox', { name: /Km recorrido|Horas recorridas/ })).not.toHaveValue(
      '',
    );
    await installed.getByRole('combobox', { name: /Neumático/ }).click();
    await page.getByRole('option').first().click();
    await expect(installed.getByText(/^Instalado el /)).toBeVisible();
    await capture(page, 'scrap-07-installed-form');
    await installed.getByRole('button', { name: 'Cancelar' }).click();
  });

  await page.getByRole('button', { name: 'Registrar en scrap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar neumático en scrap' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  for (const message of [
    'Número de serie es requerido',
    'DOT es requerido',
    'Costo sin IGV es requerido',
    'Tipo de moneda es requerido',
    'Marca es requerido',
    'Medida es requerida',
    'Motivo de scrap es requerido',
  ])
    await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog.getByText('Profundidad es requerida')).toHaveCount(3);
  await expect(dialog.getByText('Fecha de scrap o retiro es requerida')).toHaveCount(0);
  await capture(page, 'scrap-08-direct-validation');

  await dialog.getByRole('textbox', { name: /Número de serie/ }).fill(directSerial);
  await dialog.getByRole('textbox', { name: /DOT/ }).fill('2319');
  await dialog.getByRole('textbox', { name: /Costo sin IGV/ }).fill('418.08');
  await choose(page, dialog.getByRole('combobox', { name: /Tipo de moneda/ }), 'Dólares (US$)');
  await choose(page, dialog.getByRole('combobox', { name: /Marca/ }), /./);
  await choose(page, dialog.getByRole('combobox', { name: /Modelo/ }), /./);
  await choose(page, dialog.getByRole('combobox', { name: /Medida/ }), /./);
  await dialog.getByRole('textbox', { name: /Remanente original/ }).fill('16');
  await dialog.getByRole('textbox', { name: /Remanente final/ }).fill('7');
  await dialog.getByRole('textbox', { name: /Remanente límite/ }).fill('3');
  await dialog.getByRole('textbox', { name: /Km final/ }).fill('85000');
  await choose(page, dialog.getByRole('combobox', { name: /Motivo de scrap/ }), 'DESGASTE FINAL');
  await capture(page, 'scrap-09-direct-filled');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Operación realizada con éxito')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list reloads: one more record, the newest first, with the loss of domain.md §11's worked example.
  await expect.poll(() => titleTotal(page, 'Neumáticos en SCRAP')).toBe(before + 1);
  const row = scrapRow(page, directSerial.toUpperCase());
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-field="costo_vida"]')).toHaveText(usd(418.08));
  await expect(row.locator('[data-field="costo_perdido"]')).toHaveText(usd(128.64));
  await expect(columnCells(page, 'num_serie').first()).toContainText(directSerial.toUpperCase());
  await capture(page, 'scrap-10-list-after-direct');
});
