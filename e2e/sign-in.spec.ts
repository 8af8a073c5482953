import { expect, test } from '@playwright/test';
import { chooseClient, submitLogin, toast, topBarTitle } from './support/auth';
import { COMPANY, DEMO_PASSWORD, USERS } from './support/demo';
import { capture } from './support/shots';

test('an internal user signs in, works inside a client and signs out', async ({ page }) => {
  await test.step('welcome page leads to the login', async () => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Cada neumático de su flota, bajo control.' }),
    ).toBeVisible();
    await capture(page, 'welcome');
    await page.getByRole('link', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await capture(page, 'login');
  });

  await test.step('a wrong password shows the server message', async () => {
    await submitLogin(page, USERS.superadmin, 'NoEsLaClave1');
    await expect(toast(page, 'Credenciales incorrectas')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the right password opens the client selection', async () => {
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/seleccionarCliente$/);
    await expect(page.getByRole('heading', { name: 'Seleccionar cliente' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar Cliente' })).toBeDisabled();
    await expect(topBarTitle(page, 'Huella')).toBeVisible();
    await capture(page, 'client-selection');
  });

  await test.step('choosing a client opens its home', async () => {
    await chooseClient(page, COMPANY.andinos);
    await expect(topBarTitle(page, COMPANY.andinos)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hola, Sofía' })).toBeVisible();
    const drawer = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(drawer.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await capture(page, 'shell-1366x900');
    await capture(page, 'shell-820x1180', { width: 820, height: 1180 });
  });

  await test.step('an unknown address shows the not-found page inside the shell', async () => {
    await page.goto('/esta-pagina-no-existe');
    await expect(page).toHaveURL(/\/page404$/);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText('La página que estabas buscando no existe', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '¡Volver al inicio!' })).toBeVisible();
    await expect(topBarTitle(page, COMPANY.andinos)).toBeVisible();
    await capture(page, 'not-found');
  });

  await test.step('a drawer entry opens its screen', async () => {
    const drawer = page.getByRole('navigation', { name: 'Menú principal' });
    await drawer.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Hola, Sofía' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step("'¡Volver al inicio!' returns to the client's home", async () => {
    await page.goto('/otra/ruta/desconocida');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await page.getByRole('link', { name: '¡Volver al inicio!' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(topBarTitle(page, COMPANY.andinos)).toBeVisible();
  });

  await test.step('logging out returns to the login and closes the protected pages', async () => {
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
