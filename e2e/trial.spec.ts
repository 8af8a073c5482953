import { expect, type Page, test } from '@playwright/test';
import { login, toast } from './support/auth';
import { addDays, limaToday, toDisplayDate } from './support/dates';
import { typeDate } from './support/date-field';
import { COMPANY, USERS } from './support/demo';
import { outboxFilesFor, waitForMail } from './support/outbox';
import { BASE_URL } from './support/paths';
import { logout } from './support/session';

// A long journey on a busy machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

/**
 * Spec 1 §4: a member of a client whose ACTIVO trial ends in N > 0 days, once a notice date is reached (7, 3 and
 * 1 days before the end), sees 'Su periodo de prueba vence en N días' (1: 'día') with OK only. Cordillera del
 * Sur's demo subscription runs for months; this journey moves its end to tomorrow and back.
 */
const today = limaToday();
const tomorrow = addDays(today, 1);

async function editCordilleraEnd(page: Page, end: string) {
  await page.goto('/gestionClientesConSuscripcion');
  await expect(page.getByRole('heading', { name: 'Gestión de Clientes con Suscripción' })).toBeVisible();
  await page.getByRole('button', { name: `Editar suscripción de ${COMPANY.cordillera}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Suscripción' });
  await expect(dialog.getByRole('combobox', { name: 'Cliente' })).toHaveValue(COMPANY.cordillera);
  await expect(dialog.getByRole('combobox', { name: 'Cliente' })).toBeDisabled();
  await typeDate(dialog, 'Fecha final', end);
  await dialog.getByRole('button', { name: 'Actualizar' }).click();
  await expect(toast(page, 'Actualizado')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: COMPANY.cordillera });
  await expect(row.getByRole('gridcell', { name: toDisplayDate(end), exact: true })).toBeVisible();
}

// The demo's end date, read before the journey moves it; restored at the end, or after a failure (the later
// journeys sign in as Cordillera del Sur's members and expect no notice).
let originalEnd = '';
let isRestored = true;

test.afterEach(async ({ browser }) => {
  if (isRestored) return;
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await login(page, USERS.superadmin);
  await expect(page).toHaveURL(/\/seleccionarCliente$/);
  await editCordilleraEnd(page, originalEnd);
  await context.close();
});

test('a subscription that ends tomorrow shows its members the trial notice', async ({ page }) => {
  await test.step('the superadmin moves the end of Cordillera del Sur to tomorrow (Lima)', async () => {
    await login(page, USERS.superadmin);
    await expect(page).toHaveURL(/\/seleccionarCliente$/);
    await page.goto('/gestionClientesConSuscripcion');
    const row = page.getByRole('row').filter({ hasText: COMPANY.cordillera });
    await expect(row.getByRole('gridcell', { name: 'ACTIVO' })).toBeVisible();
    const endCell = row.locator('[role="gridcell"][data-field="date_end"]');
    originalEnd = (await endCell.innerText()).trim().split('/').reverse().join('-');
    // A retry after a failed run finds tomorrow already there: give it the demo's months back afterwards.
    if (originalEnd <= tomorrow) originalEnd = addDays(today, 120);
    isRestored = false;
    await editCordilleraEnd(page, tomorrow);
    await logout(page);
  });

  await test.step("a Cordillera member sees 'vence en 1 día' on entry and closes it with OK", async () => {
    const mailsBefore = outboxFilesFor(USERS.cordilleraAdmin);
    await login(page, USERS.cordilleraAdmin);
    await expect(page).toHaveURL(/\/home$/);
    const notice = page.getByRole('dialog', { name: 'Periodo de prueba' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('Su periodo de prueba vence en 1 día', { exact: true })).toBeVisible();
    // OK is its only answer.
    await expect(notice.getByRole('button')).toHaveText(['OK']);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();

    // The notice date also e-mails the client's administrators, once.
    const mail = await waitForMail(USERS.cordilleraAdmin, mailsBefore);
    expect(mail).toContain('Asunto: Huella: su periodo de prueba está por vencer');
    expect(mail).toContain(`vence el ${tomorrow}`);

    // Acknowledged: a reload in the same tab does not show it again.
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
    await expect(notice).toBeHidden();
    await logout(page);
  });

  await test.step('the superadmin gives the subscription back its end date', async () => {
    await login(page, USERS.superadmin);
    await expect(page).toHaveURL(/\/seleccionarCliente$/);
    await editCordilleraEnd(page, originalEnd);
    isRestored = true;
  });
});
