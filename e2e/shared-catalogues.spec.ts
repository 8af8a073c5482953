import { expect, test } from '@playwright/test';
import { login, toast } from './support/auth';
import { USERS } from './support/demo';
import { capture } from './support/shots';

/** A design one client typed twice (a dash instead of a space), so the provider has a duplicate to merge. */
const duplicate = 'VIPAL VT-240 E2E';
const kept = 'VIPAL VT 240';

test('the superadmin merges a duplicated tyre design into the one every client uses', async ({ page }) => {
  await login(page, USERS.superadmin);
  await expect(page).toHaveURL(/\/seleccionarCliente$/);

  await test.step('a client user adds the duplicate through the tyre dialog call', async () => {
    const token = await page.evaluate<string | null>('localStorage.getItem("token")');
    const created = await page.request.post('/api/neumaticodisenio/store', {
      headers: { authorization: `Bearer ${token}` },
      data: { id_cliente: 1, nombre: duplicate },
    });
    expect(created.status()).toBe(200);
  });

  await test.step('choose the catalogue, the duplicate and the row kept; confirm; the duplicate is gone', async () => {
    await page.goto('/catalogoscompartidos');
    await expect(page.getByRole('heading', { name: 'Catálogos compartidos' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Catálogo' }).click();
    await page.getByRole('option', { name: 'Diseños' }).click();

    await page.getByRole('combobox', { name: 'Registro duplicado (se elimina)' }).fill(duplicate);
    await page.getByRole('option').filter({ hasText: duplicate }).click();
    await page.getByRole('combobox', { name: 'Registro que se conserva' }).fill(kept);
    await page.getByRole('option').filter({ hasText: kept }).first().click();
    await capture(page, 'catalogos-compartidos');

    await page.getByRole('button', { name: 'Fusionar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(`Todas las referencias de «${duplicate}» pasarán a «${kept}»`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Fusionar' }).click();
    await expect(toast(page, `«${duplicate}» se eliminó`)).toBeVisible();

    await page.getByRole('combobox', { name: 'Registro duplicado (se elimina)' }).fill(duplicate);
    await expect(page.getByRole('option').filter({ hasText: duplicate })).toHaveCount(0);
  });
});
