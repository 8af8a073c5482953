import { expect, type Page, test } from '@playwright/test';
import { dismissTrialNotice, login, submitLogin, toast } from './support/auth';
import { runSuffix } from './support/dates';
import { DEMO_PASSWORD, USERS } from './support/demo';
import { logout } from './support/session';
import { capture } from './support/shots';

// The yard's tablet: the journey runs where the operator works.
test.use({ viewport: { width: 820, height: 1180 } });

// Only this journey signs in as this member; it puts the demo password back at the end.
const EMAIL = USERS.andinosOperator;

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Más opciones' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mi perfil' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue(EMAIL);
  return dialog;
}

async function changePassword(page: Page, current: string, next: string) {
  const dialog = await openProfile(page);
  await dialog.getByRole('tab', { name: 'Contraseña' }).click();
  await dialog.getByLabel('Contraseña actual').fill(current);
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill(next);
  await dialog.getByLabel('Confirmar nueva contraseña').fill(next);
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'Su contraseña se cambió correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the operator changes their own name and password from Mi perfil and signs in with the new password', async ({
  page,
}) => {
  // One word: the home greets with the first name only.
  const name = `Jorge-${runSuffix()}`;
  const newPassword = `Propia!${Date.now()}`;

  await login(page, EMAIL);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);

  await test.step('Mi perfil changes the name; the home greets with it', async () => {
    const dialog = await openProfile(page);
    await expect(dialog.getByLabel('Rol')).toHaveValue('Operador');
    await capture(page, 'own-profile-820x1180');
    await dialog.getByLabel('Nombres').fill('');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Este Campo es Requerido.')).toBeVisible();
    await expect(dialog.getByLabel('Nombres')).toBeFocused();
    await dialog.getByLabel('Nombres').fill(name);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Sus datos se actualizaron correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: `Hola, ${name}` })).toBeVisible();
  });

  await test.step("'Mi cuenta' shows the operator's own data and no permission error", async () => {
    await page.goto('/micuenta');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(page.getByText(`${name} Huamán Rojas`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar mi perfil' })).toBeVisible();
    await expect(page.getByText('No tiene permiso', { exact: false })).toHaveCount(0);
    await expect(page.getByText('Datos de la empresa')).toHaveCount(0);
    await capture(page, 'my-account-operator-820x1180');
  });

  await test.step('a wrong current password is refused under its field', async () => {
    const dialog = await openProfile(page);
    await dialog.getByRole('tab', { name: 'Contraseña' }).click();
    await dialog.getByLabel('Contraseña actual').fill('NoEsLaMia1');
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirmar nueva contraseña').fill(newPassword);
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(dialog.getByText('La contraseña actual no es correcta')).toBeVisible();
    await capture(page, 'own-password-820x1180');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the password changes; the old one no longer signs in, the new one does', async () => {
    await changePassword(page, DEMO_PASSWORD, newPassword);
    await logout(page);
    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await expect(toast(page, 'Credenciales incorrectas')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // The trial notice was answered once in this browser: it does not come back on this sign-in.
    await expect(page.getByRole('heading', { name: `Hola, ${name}` })).toBeVisible();
  });

  await test.step('the demo password is put back', async () => {
    await changePassword(page, newPassword, DEMO_PASSWORD);
  });
});
