import { expect, type Page } from '@playwright/test';

export interface Registration {
  company: string;
  name: string;
  phone: string;
  email: string;
  password: string;
}

/** A company registration nobody made before: the stamp keeps names and e-mails unique across runs. */
export const newRegistration = (stamp = Date.now()): Registration => ({
  company: `Transportes Prueba E2E ${stamp} S.A.C.`,
  name: 'Ana Prueba',
  phone: '987123456',
  email: `registro.${stamp}@e2e.huella.pe`,
  password: 'ClaveE2E!2026',
});

export async function openRegisterMode(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Registrar Usuario' }).click();
  await expect(page.getByRole('heading', { name: 'Registrar Usuario' })).toBeVisible();
}

export async function submitRegistration(page: Page, data: Registration) {
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
