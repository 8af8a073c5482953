import { expect, test } from '@playwright/test';
import { dismissTrialNotice, login, submitLogin, toast, topBarTitle } from './support/auth';
import { COMPANY, USERS } from './support/demo';
import { outboxFilesFor, waitForMail } from './support/outbox';

const member = { nombres: 'Rosa', apellidos: 'Paredes Soto', email: 'rosa.paredes@transportesandinos.pe' };

test('a new member gets credentials by e-mail and must change the temporary password', async ({ page }) => {
  await test.step('the superadmin adds an operator to Transportes Andinos', async () => {
    await login(page, USERS.superadmin);
    await expect(page).toHaveURL(/\/seleccionarCliente$/);
    await page.goto('/gestionCliente');
    const row = page.getByRole('row').filter({ hasText: COMPANY.andinos });
    await row.getByRole('link', { name: 'Ver miembros' }).click();
    await expect(page.getByText(`Miembros de: ${COMPANY.andinos}`)).toBeVisible();

    const before = outboxFilesFor(member.email);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    await dialog.getByLabel('Nombres').fill(member.nombres);
    await dialog.getByLabel('Apellidos').fill(member.apellidos);
    await dialog.getByLabel('E-mail').fill(member.email);
    await dialog.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Operador' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('gridcell', { name: member.email })).toBeVisible();

    const mail = await waitForMail(member.email, before);
    const temporary = /Contraseña temporal: (\S+)/.exec(mail)?.[1] ?? '';
    expect(temporary).not.toBe('');

    await page.getByRole('button', { name: 'Más opciones' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await test.step('the member signs in with it and is asked to change it', async () => {
      await submitLogin(page, member.email, temporary);
      await expect(page).toHaveURL(/\/changeyourpassword\?email=/);
      await page.getByLabel('Contraseña temporal').fill(temporary);
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('Rosa2026!');
      await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Rosa2026!');
      await page.getByRole('button', { name: 'Cambiar' }).click();
      await expect(toast(page, 'Contraseña restablecida con éxito')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    });
  });

  await test.step('the new password opens the company', async () => {
    await submitLogin(page, member.email, 'Rosa2026!');
    await expect(page).toHaveURL(/\/home$/);
    await dismissTrialNotice(page);
    await expect(topBarTitle(page, COMPANY.andinos)).toBeVisible();
  });
});
