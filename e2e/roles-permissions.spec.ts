import { expect, test } from '@playwright/test';
import { login, submitLogin, toast } from './support/auth';
import { COMPANY, USERS } from './support/demo';

/** The smallest valid PNG: the signature the users screen requires. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const role = { name: 'Supervisor de flota', description: 'Consulta clientes y elige empresa' };
const person = { email: 'supervisor@huella.pe', password: 'Super2026!' };

test('a new role granted two screens shows its user exactly those, and the server refuses the rest', async ({
  page,
}) => {
  await login(page, USERS.superadmin);
  await expect(page).toHaveURL(/\/seleccionarCliente$/);

  await test.step('create the role', async () => {
    await page.goto('/roles');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Rol' });
    await dialog.getByLabel('Nombre').fill(role.name);
    await dialog.getByLabel('Descripción').fill(role.description);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Rol Agregado Correctamente')).toBeVisible();
  });

  await test.step('grant it View on client selection and on clients', async () => {
    await page.goto('/permisos');
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: role.name }).click();
    for (const screen of ['Seleccionar cliente', 'Clientes']) {
      const box = page.getByRole('checkbox', { name: `View en ${screen}`, exact: true });
      // The grant is saved on the server first; the box shows it once the answer is back.
      await box.click();
      await expect(box).toBeChecked();
    }
  });

  await test.step('create a user with that role for one company', async () => {
    await page.goto('/usuarios');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombres').fill('Iván');
    await dialog.getByLabel('Apellidos').fill('Salazar Poma');
    await dialog.getByLabel('Teléfono').fill('987123456');
    await dialog.getByLabel('E-mail').fill(person.email);
    await dialog.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: role.name }).click();
    await dialog.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await dialog.getByRole('combobox', { name: 'Empresas' }).click();
    await page.getByRole('option', { name: COMPANY.andinos }).click();
    await page.keyboard.press('Escape');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'firma.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog', { name: 'Confirmar' }).getByRole('button', { name: 'Sí' }).click();
    await expect(toast(page, 'Se agrego correctamente el usuario')).toBeVisible();
  });

  await test.step('the user sees exactly the two granted screens', async () => {
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL(/\/seleccionarCliente$/);
    const drawer = page.getByRole('navigation');
    await drawer.getByRole('button', { name: 'Administración' }).click();
    await expect(drawer.getByRole('link')).toHaveText(['Seleccionar cliente', 'Clientes']);

    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/page404$/);
  });

  await test.step('the server refuses what the role was not granted', async () => {
    const token = await page.evaluate<string | null>('localStorage.getItem("token")');
    const refused = await page.request.get('/api/roles', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    const allowed = await page.request.get('/api/cliente', { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status()).toBe(200);
    expect((await allowed.json()).success.resultado).toEqual([
      expect.objectContaining({ name: COMPANY.andinos }),
    ]);
  });
});
