import { crc32 } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { login, toast, topBarTitle } from './support/auth';
import { COMPANY, USERS } from './support/demo';

/** A tiny APK-shaped package: a zip (stored entries) whose directory lists AndroidManifest.xml. */
function apk(): Buffer {
  const entries = { 'AndroidManifest.xml': '<manifest package="pe.huella"/>', 'classes.dex': 'dex\n035' };
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const VERSION = '2.5';

test('the superadmin publishes the mobile app and a client user downloads it', async ({ page }) => {
  await test.step('the superadmin publishes a package with its version', async () => {
    await login(page, USERS.superadmin);
    await expect(page).toHaveURL(/\/seleccionarCliente$/);
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await expect(page.getByRole('menuitem', { name: /Descargar aplicación/ })).toBeHidden();
    await page.getByRole('menuitem', { name: 'Publicar aplicación móvil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar aplicación móvil' });
    await dialog.getByLabel('Versión').fill(VERSION);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'huella-release.apk',
      mimeType: 'application/vnd.android.package-archive',
      buffer: apk(),
    });
    await expect(dialog.getByText('huella-release.apk')).toBeVisible();
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(toast(page, 'Aplicación publicada')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await expect(page.getByRole('menuitem', { name: `Descargar aplicación (v${VERSION})` })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('a client user sees the download with the version and gets an Android package', async () => {
    await login(page, USERS.cordilleraAdmin);
    await expect(topBarTitle(page, COMPANY.cordillera)).toBeVisible();
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await expect(page.getByRole('menuitem', { name: 'Publicar aplicación móvil' })).toBeHidden();
    const item = page.getByRole('menuitem', { name: `Descargar aplicación (v${VERSION})` });
    const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
    expect(download.suggestedFilename()).toBe(`huella-${VERSION}.apk`);
    const url = new URL(download.url());
    expect(url.pathname).toMatch(/^\/downloads\/[0-9a-f]{32}\.apk$/);

    const response = await page.request.get(url.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/vnd.android.package-archive');
    expect(response.headers()['content-disposition']).toContain('attachment');
    expect(Buffer.compare(await response.body(), apk())).toBe(0);
  });
});
