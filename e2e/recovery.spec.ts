import { expect, test } from '@playwright/test';
import { submitLogin, toast, topBarTitle } from './support/auth';
import { COMPANY, DEMO_PASSWORD, USERS } from './support/demo';
import { outboxFilesFor, waitForRecoveryCode } from './support/outbox';
import { capture } from './support/shots';

// Only this journey signs in as this member, so changing the password leaves the others untouched.
const EMAIL = USERS.cordilleraOperator;

test('a member recovers a forgotten password with the mailed code', async ({ page }) => {
  const newPassword = `Nueva!${Date.now()}`;
  const mailsBefore = outboxFilesFor(EMAIL);
  const dialog = page.getByRole('dialog', { name: 'Restablecer contraseña' });

  await test.step('recovery mode sends the code and opens the reset dialog', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Enviar código' }).click();

    const sent = 'Si el correo está registrado, recibirá un código para restablecer su contraseña';
    await expect(toast(page, sent, { behindDialog: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('E-mail');
    await expect(email).toHaveValue(EMAIL);
    await expect(email).not.toBeEditable();
    await capture(page, 'recovery-dialog');
  });

  await test.step('the mailed code sets the new password', async () => {
    const code = await waitForRecoveryCode(EMAIL, mailsBefore);
    await dialog.getByLabel('Código').fill(code);
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Repetir contraseña', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Restablecer' }).click();

    await expect(toast(page, 'Contraseña restablecida con éxito')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the old password no longer works', async () => {
    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await expect(toast(page, 'Credenciales incorrectas')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the new password opens the member company home', async () => {
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(topBarTitle(page, COMPANY.cordillera)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hola, Raúl' })).toBeVisible();
  });
});
