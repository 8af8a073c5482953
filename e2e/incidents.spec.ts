import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { login, toast } from './support/auth';
import { COMPANY, USERS } from './support/demo';
import { outboxFilesFor, waitForMail } from './support/outbox';

/** Where incidents are e-mailed when SUPPORT_EMAIL is not set (apps/api/src/config.ts). */
const SUPPORT_EMAIL = 'soporte@huella.local';
/** A real 1×1 PNG, so the browser can draw it once support opens the incident. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a client user reports an incident, support answers it, and the reply reaches the reporter', async ({
  page,
}) => {
  const description = `La unidad no muestra el neumático instalado ${Date.now()}`;
  let plate = '';
  let serial = '';
  let code = '';

  await test.step('a member of Cordillera del Sur reports it with an image and a vehicle/tyre pair', async () => {
    await login(page, USERS.cordilleraAdmin);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: /^Soporte/ }).click();
    await page.getByRole('menuitem', { name: 'Registrar incidencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar incidencia' });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Descripción es requerido')).toBeVisible();
    await dialog.getByLabel('Descripción').fill(description);
    await expect(dialog.getByText(`${description.length}/1000`)).toBeVisible();

    const image = test.info().outputPath('foto.png');
    fs.writeFileSync(image, PNG_1X1);
    await dialog.getByLabel('Imagen 1', { exact: true }).setInputFiles(image);
    await expect(dialog.getByRole('button', { name: 'Quitar Imagen 1' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText('La placa del vehículo es requerida')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Placa del vehículo' }).click();
    const vehicle = page.getByRole('option').first();
    plate = (await vehicle.textContent()) ?? '';
    await vehicle.click();
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText('La serie de neumático es requerida')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Serie del neumático' }).click();
    const tyre = page.getByRole('option').first();
    serial = (await tyre.textContent()) ?? '';
    await tyre.click();
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    const pairs = dialog.getByRole('list', { name: 'Vehículos y neumáticos agregados' });
    await expect(pairs.getByText(`Placa ${plate}`)).toBeVisible();
    await expect(pairs.getByText(`Neumático ${serial}`)).toBeVisible();

    const before = outboxFilesFor(SUPPORT_EMAIL);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Incidencia enviada con éxito')).toBeVisible();
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(SUPPORT_EMAIL, before);
    code = /Incidencia: (INC-\d+)/.exec(mail)?.[1] ?? '';
    expect(code).not.toBe('');
    expect(mail).toContain(description);
    expect(mail).toContain(`Placa ${plate} / Neumático ${serial}`);
    expect(mail).toContain(COMPANY.cordillera);

    // Members have the headset, not the notifications.
    await expect(page.getByRole('button', { name: /^Incidencias/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the superadmin sees the badge and opens the incident', async () => {
    await login(page, USERS.superadmin);
    await expect(page).toHaveURL(/\/seleccionarCliente$/);
    await expect(page.getByRole('button', { name: /^Soporte/ })).toHaveCount(0);
    const bell = page.getByRole('button', { name: /^Incidencias: \d+ sin leer$/ });
    await expect(bell).toBeVisible();
    const unread = Number(/(\d+) sin leer/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    expect(unread).toBeGreaterThan(0);
    await bell.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem').filter({ hasText: code }).click();

    const detail = page.getByRole('dialog', { name: `Incidencia ${code}` });
    await expect(detail.getByText(description)).toBeVisible();
    await expect(detail.getByRole('combobox', { name: 'Estado de la incidencia' })).toHaveText('Abierta');
    await expect(detail.getByText(COMPANY.cordillera)).toBeVisible();
    await expect(detail.getByRole('cell', { name: plate, exact: true })).toBeVisible();
    await expect(detail.getByRole('cell', { name: serial, exact: true })).toBeVisible();
    const picture = detail.getByRole('img', { name: 'Imagen 1 de la incidencia' });
    await expect(picture).toBeVisible();
    // The blob was drawn: a 1×1 picture, not a broken-image placeholder.
    expect(await picture.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    // Opened, it no longer counts as unread (the demo's own incidents may still be).
    const after = unread === 1 ? 'Incidencias' : `Incidencias: ${unread - 1} sin leer`;
    await expect(page.getByRole('button', { name: after, exact: true })).toBeVisible();
  });

  await test.step('support answers it from /incidencias: status and reply, mailed to the reporter', async () => {
    await page.goto('/incidencias');
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row.getByText('Abierta')).toBeVisible();
    await row.getByRole('button', { name: `Ver ${code}` }).click();
    const detail = page.getByRole('dialog', { name: `Incidencia ${code}` });
    await expect(detail.getByText('Aún no hay respuestas')).toBeVisible();
    await detail.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(detail.getByText('Respuesta es requerido')).toBeVisible();
    await detail
      .getByRole('textbox', { name: /Respuesta/ })
      .fill('Corregimos la instalación; ya se muestra.');
    await detail.getByRole('combobox', { name: 'Estado tras responder' }).click();
    await page.getByRole('option', { name: 'Resuelta' }).click();
    const before = outboxFilesFor(USERS.cordilleraAdmin);
    await detail.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(toast(page, 'Respuesta enviada al usuario', { behindDialog: true })).toBeVisible();
    await expect(detail.getByText('Corregimos la instalación; ya se muestra.')).toBeVisible();
    await expect(detail.getByText('Aún no leída por el usuario', { exact: false })).toBeVisible();
    const mail = await waitForMail(USERS.cordilleraAdmin, before);
    expect(mail).toContain(code);
    expect(mail).toContain('Corregimos la instalación; ya se muestra.');
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await expect(row.getByText('Resuelta')).toBeVisible();
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the reporter sees the reply in the headset menu', async () => {
    await login(page, USERS.cordilleraAdmin);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: 'Soporte: 1 respuesta sin leer' }).click();
    const item = page.getByRole('menuitem').filter({ hasText: code });
    await expect(item.getByText('Resuelta')).toBeVisible();
    await item.click();
    const dialog = page.getByRole('dialog', { name: `Incidencia ${code}` });
    await expect(dialog.getByText('Corregimos la instalación; ya se muestra.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('button', { name: 'Soporte', exact: true })).toBeVisible();
  });
});
