import { expect, test } from '@playwright/test';
import { login } from './support/auth';
import { USERS } from './support/demo';

/** The smallest valid PNG, as the client's logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const company = { name: 'Agroexportadora Valle Verde S.A.C.', slug: 'valleverde', ruc: '20611122233' };

test('the superadmin registers a client with its logo, a new sector and a contact', async ({ page }) => {
  await login(page, USERS.superadmin);
  await expect(page).toHaveURL(/\/seleccionarCliente$/);
  await page.goto('/mttoCliente');
  await expect(page.getByRole('heading', { name: 'Gestión de Clientes' })).toBeVisible();

  await test.step('the required fields are asked for', async () => {
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Este Campo es Requerido.').first()).toBeVisible();
    await dialog.getByLabel('Apodo').fill('a-b');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('No se permiten caracteres especiales')).toBeVisible();
  });

  await test.step('create it with a new sector and a logo', async () => {
    const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
    await dialog.getByLabel('Razón social').fill(company.name);
    await dialog.getByLabel('Apodo').fill(company.slug);
    await dialog.getByLabel('RUC').fill(company.ruc);
    await dialog.getByRole('button', { name: 'Nuevo sector' }).click();
    const sector = page.getByRole('dialog', { name: 'Nuevo Sector' });
    await sector.getByLabel('Sector').fill('Agroexportación');
    await sector.getByRole('button', { name: 'Guardar' }).click();
    await expect(sector).toBeHidden();
    await dialog.getByLabel('Dirección').fill('Carretera Panamericana Sur km 290, Ica');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('gridcell', { name: company.name, exact: true })).toBeVisible();
  });

  await test.step('add a contact who receives the consolidated report', async () => {
    await page.getByRole('button', { name: `Contactos de ${company.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Contactos de ${company.name}` });
    await dialog.getByLabel('Nombre').fill('Patricia Gómez');
    await dialog.getByLabel('Correo').fill('pgomez@valleverde.pe');
    await dialog.getByLabel('Teléfono').fill('956123456');
    await dialog.getByLabel('Cargo').fill('Jefa de mantenimiento');
    await dialog.getByLabel('Incluir en el reporte consolidado').check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('cell', { name: 'Patricia Gómez', exact: true })).toBeVisible();
  });
});
