import { expect, test } from '@playwright/test';
import { chooseClient, dismissTrialNotice, login, topBarTitle } from './support/auth';
import { COMPANY, USERS } from './support/demo';

test('a member goes straight home and cannot open the client-less pages', async ({ page }) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);
  await expect(topBarTitle(page, COMPANY.andinos)).toBeVisible();

  await page.goto('/seleccionarCliente');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Hola, María' })).toBeVisible();

  // A member has no client to leave: /salirCliente keeps them at home.
  await page.goto('/salirCliente');
  await expect(page).toHaveURL(/\/home$/);
  await expect(topBarTitle(page, COMPANY.andinos)).toBeVisible();

  // The login and welcome pages are for signed-out visitors only.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('an internal user must choose a client before its pages, and can leave it', async ({ page }) => {
  await login(page, USERS.technician);
  await expect(page).toHaveURL(/\/seleccionarCliente$/);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/seleccionarCliente$/);
  await expect(page.getByRole('heading', { name: 'Seleccionar cliente' })).toBeVisible();

  await chooseClient(page, COMPANY.cordillera);
  await expect(topBarTitle(page, COMPANY.cordillera)).toBeVisible();

  await page.goto('/salirCliente');
  await expect(page).toHaveURL(/\/seleccionarCliente$/);
  await expect(topBarTitle(page, 'Huella')).toBeVisible();

  // The same way out from the overflow menu.
  await chooseClient(page, COMPANY.andinos);
  await page.getByRole('button', { name: 'Más opciones' }).click();
  await page.getByRole('menuitem', { name: 'Salir del cliente' }).click();
  await expect(page).toHaveURL(/\/seleccionarCliente$/);
  await expect(page.getByRole('button', { name: 'Confirmar Cliente' })).toBeVisible();
});

// Spec 1 §2.3 rules 4 and 5: a member cannot open a client-less page, an internal user without a client cannot
// open a client page.
test('client-less and client routes follow the session kind', async ({ page }) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);

  await page.getByRole('button', { name: 'Más opciones' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  // Logging out navigates to /login itself; going there again before it lands would interrupt it.
  await expect(page).toHaveURL(/\/login$/);
  await login(page, USERS.technician);
  await expect(page).toHaveURL(/\/seleccionarCliente$/);
  await page.goto('/vehiculos');
  await expect(page).toHaveURL(/\/seleccionarCliente$/);
});
