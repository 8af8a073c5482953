import { expect, type Page, test } from '@playwright/test';
import { dismissTrialNotice, login } from './support/auth';
import { USERS } from './support/demo';
import { capture } from './support/shots';

// Signs in and opens two screens on a busy machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1366, height: 900 };

/** The in-page 'No encontrado' state, with the shell (top bar, menu button) still there around it. */
async function expectNotFound(page: Page, message: string, backTo: string) {
  await expect(page.getByRole('heading', { name: 'No encontrado' })).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', backTo);
  await expect(page.getByRole('banner')).toBeVisible();
  // One failure, one message: no global dialog over it.
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('an id that names nothing shows "No encontrado" inside the shell, with the way back', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);

  // Malformed: not even asked to the API.
  await page.goto('/neumaticoreportekilometro/abc');
  await expectNotFound(page, 'Neumático no encontrado', '/neumaticos');
  await capture(page, 'errors-not-found-desktop', DESKTOP);
  await capture(page, 'errors-not-found-tablet', TABLET);
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/neumaticos$/);
  await expect(page.getByRole('heading', { name: /^Reporte de neumáticos/ })).toBeVisible();

  // Well formed, but the API answers 404.
  await page.goto('/vehiculo/instalacion/999999');
  await expectNotFound(page, 'Vehículo no encontrado', '/vehiculos');
  // The shell still works around it: its menu takes the user elsewhere.
  await page.getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the date field opens the es-PE picker (review screenshots)', async ({ page }) => {
  await login(page, USERS.superadmin);
  await expect(page).toHaveURL(/\/seleccionarCliente$/);
  await page.goto('/gestionClientesConSuscripcion');
  await expect(page.getByRole('heading', { name: 'Gestión de Clientes con Suscripción' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog').first();
  const field = dialog.getByRole('group', { name: 'Fecha final' });
  await expect(field.getByRole('spinbutton')).toHaveText(['DD', 'MM', 'AAAA']);
  for (const viewport of [DESKTOP, TABLET]) {
    await page.setViewportSize(viewport);
    await field.getByRole('button', { name: /fecha/i }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await expect(calendar).toBeVisible();
    await expect(
      calendar.getByText(
        /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4}$/i,
      ),
    ).toBeVisible();
    await capture(page, `errors-date-picker-${viewport.width}`);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
  }
});
