import { expect, test, type Page } from '@playwright/test';
import { toast, topBarTitle } from './support/auth';
import { capture } from './support/shots';

interface Registration {
  company: string;
  name: string;
  phone: string;
  email: string;
  password: string;
}

async function openRegisterMode(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Registrar Usuario' }).click();
  await expect(page.getByRole('heading', { name: 'Registrar Usuario' })).toBeVisible();
}

async function submitRegistration(page: Page, data: Registration) {
  await page.getByLabel('Empresa').fill(data.company);
  await page.getByLabel('Nombre').fill(data.name);
  await page.getByLabel('Teléfono').fill(data.phone);
  await page.getByLabel('E-mail').fill(data.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(data.password);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(data.password);
  const terms = page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
}

test('a company registers itself and starts inside its own account', async ({ page }) => {
  const stamp = Date.now();
  const data: Registration = {
    company: `Transportes Prueba E2E ${stamp} S.A.C.`,
    name: 'Ana Prueba',
    phone: '987123456',
    email: `registro.${stamp}@e2e.huella.pe`,
    password: 'ClaveE2E!2026',
  };

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
