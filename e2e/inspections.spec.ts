import { expect, type Locator, type Page, test } from '@playwright/test';
import { dismissTrialNotice, login, toast } from './support/auth';
import { USERS } from './support/demo';
import { readSheetRows, saveDownload } from './support/files';
import { capture } from './support/shots';

/** The smallest valid PNG, as the bad tyre's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A tablet held upright, with touch: the screen is worked by tapping beside the truck.
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });
// Six dialogs, the report and an export on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** A demo vehicle of Transportes Andinos with six mounted tyres (the demo's oldest trucks carry a history). */
const VEHICLE_CODE = 'TA-001';

async function chooseOption(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The number a read-only datum of the dialog's tyre block starts with ('14 actual · 18 original'). */
async function datum(dialog: Locator, label: string): Promise<number | null> {
  const block = dialog.getByRole('region', { name: 'Datos del neumático' });
  const text = await block.innerText();
  const match = new RegExp(`${label.replace(/[()]/g, '\\$&')}\\s*\\n\\s*([\\d.,]+)`).exec(text);
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}

test('an inspector records a six-tyre vehicle on a tablet, finishes it and finds, reads and exports it in the report', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);
  const code = `E2E${String(Date.now()).slice(-6)}`;
  const serials: string[] = [];

  await test.step('the header: vehicle, date and km checked by the server, then the positions', async () => {
    await page.goto('/inspeccion');
    await expect(page.getByRole('heading', { name: 'Registro de inspección' })).toBeVisible();
    await expect(page.getByLabel('RUC')).not.toHaveValue('…');
    await expect(page.getByRole('textbox', { name: /^Km/ })).toBeDisabled();
    await capture(page, 'inspeccion-vacia');
    await page.getByRole('combobox', { name: /^Vehículo/ }).fill(VEHICLE_CODE);
    await page
      .getByRole('option')
      .filter({ hasText: `${VEHICLE_CODE} ` })
      .first()
      .click();
    await page.getByLabel(/^Código de inspección/).fill(code);
    // A reading below the vehicle's: the server says why, and the positions stay hidden.
    const km = page.getByRole('textbox', { name: /^Km/ });
    await km.fill('1');
    const reason = page.getByRole('alert').filter({ hasText: /\d{3}/ });
    await expect(reason).toBeVisible();
    const current = Number((/([\d.,\s]{4,})/.exec(await reason.innerText())?.[1] ?? '0').replace(/\D/g, ''));
    expect(current).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /^Posición P\d+/ })).toHaveCount(0);
    await km.fill(String(current + 850));
    await expect(page.getByText('KM Correcto', { exact: true })).toBeVisible();
    await expect(page.getByText('Correcto', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Posición P\d+ \(/, disabled: false })).toHaveCount(6);
    await capture(page, 'inspeccion-posiciones');
  });

  await test.step('every tyre is inspected: one inaccessible, one bad with a photo', async () => {
    for (let n = 0; n < 6; n++) {
      await page
        .getByRole('button', { name: /^Posición P\d+ \(/, disabled: false })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Inspección de neumático/ });
      await expect(dialog.getByRole('region', { name: 'Datos del neumático' })).toBeVisible();
      const title = await dialog.locator('#reading-dialog-title span').innerText();
      serials.push(title.replace(/^P\d+ · /, '').trim());
      if (n === 0) {
        await capture(page, 'inspeccion-dialogo-abierto');
        await capture(page, 'inspeccion-dialogo-abierto-escritorio', { width: 1366, height: 900 });
      }
      const current = (await datum(dialog, 'Remanente (mm)')) ?? 10;
      const threshold = await datum(dialog, 'Próximo reencauche (mm)');
      // A little wear since the last reading: never above it (domain.md §13).
      const depth = Math.max(0, Math.round((current - 0.5) * 10) / 10);
      if (n === 0) {
        await chooseOption(page, dialog, /^Accesibilidad/, 'No');
        await expect(dialog.getByRole('textbox', { name: /^Presión actual/ })).toHaveValue('0');
        await chooseOption(page, dialog, /^Motivo de inaccesibilidad/, 'Válvula inaccesible');
      } else {
        await dialog.getByRole('textbox', { name: /^Presión actual/ }).fill(String(100 + n));
      }
      await chooseOption(page, dialog, /^Tapa/, 'Con tapa');
      await dialog.getByRole('textbox', { name: /^Profundidad izquierda/ }).fill(String(depth));
      await dialog.getByRole('textbox', { name: /^Profundidad media/ }).fill(String(depth));
      await dialog.getByRole('textbox', { name: /^Profundidad derecha/ }).fill(String(depth));
      if (n === 1) {
        await dialog.getByRole('checkbox', { name: 'Fallas en el flanco' }).check();
        await dialog.getByRole('checkbox', { name: 'Corte lateral' }).check();
        await chooseOption(page, dialog, /^Estado del neumático/, 'Neumático en Mal estado');
        // Guardar without the photo names it.
        await dialog.getByRole('button', { name: 'Guardar' }).click();
        await expect(dialog.getByText('Adjunte una foto del neumático')).toBeVisible();
        await dialog
          .getByLabel('Archivo de la foto del neumático')
          .setInputFiles({ name: 'llanta.png', mimeType: 'image/png', buffer: PNG });
        await expect(dialog.getByRole('img', { name: 'Foto del neumático' })).toBeVisible();
        await capture(page, 'inspeccion-dialogo-mal-estado');
      } else {
        const isDue = threshold !== null && depth <= threshold;
        await chooseOption(
          page,
          dialog,
          /^Estado del neumático/,
          isDue ? 'Lista para Reencauchar' : 'Continuar en Operación',
        );
      }
      if (n === 0) await capture(page, 'inspeccion-dialogo');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeHidden();
    }
    const table = page.getByRole('table', { name: 'Inspecciones parciales' });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByText('Inaccesible')).toBeVisible();
    await expect(table.getByText('Neumático en Mal estado')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Posición P\d+ \(/, disabled: false })).toHaveCount(0);
    await capture(page, 'inspeccion-completa');
    await capture(page, 'inspeccion-completa-horizontal', { width: 1180, height: 820 });
  });

  await test.step('Guardar finishes the inspection and opens the report', async () => {
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Inspeccion registrada con éxito')).toBeVisible();
    await expect(page).toHaveURL(/\/inspeccionreporte$/);
  });

  const id = await test.step('the report finds it by its code; Detalles shows its six readings', async () => {
    await page.getByRole('textbox', { name: 'Buscar inspecciones' }).fill(code);
    const detailsButton = page.getByRole('button', { name: /^Detalles de la inspección \d+$/ });
    await expect(detailsButton).toHaveCount(1);
    const identificador = Number(((await detailsButton.getAttribute('aria-label')) ?? '').replace(/\D/g, ''));
    await detailsButton.click();
    const details = page.getByRole('dialog', { name: `Detalles de la inspección ${identificador}` });
    await expect(details.getByText(`Neumáticos inspeccionados (6)`)).toBeVisible();
    for (const serial of serials)
      await expect(details.getByText(serial, { exact: true }).first()).toBeVisible();
    await capture(page, 'inspeccion-detalles');
    await details
      .getByRole('button', { name: /Cerrar/ })
      .first()
      .click();
    await expect(details).toBeHidden();
    return identificador;
  });

  await test.step('its export opens as a workbook with every tyre', async () => {
    const file = await saveDownload(page, async () => {
      await page.getByRole('button', { name: `Exportar inspección ${id}` }).click();
      await page.getByRole('menuitem', { name: /Excel/ }).click();
    });
    expect(file.fileName).toMatch(/\.xlsx$/);
    const rows = await readSheetRows(file.path);
    const cells = rows.flat().map((value) => String(value ?? ''));
    for (const serial of serials) expect(cells).toContain(serial);
  });
});
