import { expect, test } from '@playwright/test';
import { toast, topBarTitle } from './support/auth';
import { newRegistration, openRegisterMode, submitRegistration } from './support/register';
import { capture } from './support/shots';

test('a company registers itself and starts inside its own account', async ({ page }) => {
  const stamp = Date.now();
  const data = newRegistration(stamp);

  await test.step('register mode asks for the company account', async () => {
    await openRegisterMode(page);
    await capture(page, 'register');
  });

  await test.step('registering lands on the new company home', async () => {
    await submitRegistration(page, data);
    await expect(page).toHaveURL(/\/home$/);
    await expect(topBarTitle(page, data.company)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hola, Ana' })).toBeVisible();
  });

  await test.step('the same e-mail cannot register twice', async () => {
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await openRegisterMode(page);
    await submitRegistration(page, { ...data, company: `Otra Empresa ${stamp} S.A.` });
    await expect(toast(page, 'El correo ya se encuentra registrado')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Registrar Usuario' })).toBeVisible();
  });
});
