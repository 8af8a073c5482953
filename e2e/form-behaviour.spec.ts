import { expect, type Locator, type Page, test } from '@playwright/test';
import { login } from './support/auth';
import { runSuffix } from './support/dates';
import { USERS } from './support/demo';

/**
 * Issue 11: one form behaviour on a 10-inch tablet. Guardar on an empty tyre batch names every missing field and
 * puts the cursor in the first; a batch is then saved with the keyboard alone, and another with taps on targets
 * of at least 44 × 44 px.
 */
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

const suffix = runSuffix();
const TOUCH_PX = 44;

/** Tab forward until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 40; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens a focused select with Enter, moves `down` options with the arrow key and picks with Enter. */
async function pickWithKeys(page: Page, select: Locator, down = 0) {
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (let step = 0; step < down; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}

/** Taps a control after checking it is a finger-sized target (polled: a menu grows in from 75 %). */
async function tapTarget(target: Locator) {
  const size = async () => {
    const box = await target.boundingBox();
    return Math.min(box?.width ?? 0, box?.height ?? 0);
  };
  await expect.poll(size, { message: 'target at least 44 × 44 px' }).toBeGreaterThanOrEqual(TOUCH_PX);
  await target.tap();
}

async function tapOption(page: Page, select: Locator, option?: string) {
  await tapTarget(select);
  const item = option
    ? page.getByRole('option', { name: option, exact: true })
    : page.getByRole('option').first();
  await tapTarget(item);
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function openBatch(page: Page) {
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registro de neumático' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a tyre batch: every message on Guardar, then saved with the keyboard and by touch', async ({
  page,
}) => {
  // Cordillera del Sur's subscription runs for months: no trial notice on entry.
  await login(page, USERS.cordilleraAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/neumaticos');

  await test.step('Guardar on the empty batch names each missing field and focuses the first', async () => {
    const dialog = await openBatch(page);
    const batch = dialog.getByRole('switch', { name: /Registro por lote/ });
    await tabTo(page, batch);
    await page.keyboard.press('Space');
    await expect(batch).toBeChecked();
    const save = dialog.getByRole('button', { name: 'Guardar 0 neumáticos' });
    await expect(save).toBeEnabled();
    await save.click();
    for (const message of [
      'Costo es requerido',
      'Moneda es requerido',
      'Marca es requerido',
      'Modelo es requerido',
      'Medida es requerido',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Profundidad es requerida', { exact: true })).toHaveCount(2);
    const cost = dialog.getByRole('textbox', { name: /^Costo \(sin IGV\)/ });
    await expect(cost).toBeFocused();

    // From here on the keyboard alone; each message goes as its field is filled.
    await page.keyboard.type('1450');
    await expect(dialog.getByText('Costo es requerido')).toBeHidden();
    await pickWithKeys(page, dialog.getByRole('combobox', { name: /^Moneda/ }), 1);
    await expect(dialog.getByRole('combobox', { name: /^Moneda/ })).toHaveText('Dólares (US$)');
    for (const name of [/^Marca/, /^Modelo/, /^Medida/]) {
      await pickWithKeys(page, dialog.getByRole('combobox', { name }));
    }
    await tabTo(page, dialog.getByRole('textbox', { name: /^Remanente original/ }));
    await page.keyboard.type('18');
    await expect(dialog.getByText('Profundidad es requerida')).toHaveCount(0);
    const serial = dialog.getByRole('textbox', { name: /^Serie Cliente/ });
    for (const n of [1, 2]) {
      await serial.focus();
      await page.keyboard.type(`KB${suffix}-${n}`);
      await page.keyboard.press('Enter');
      await expect(
        dialog.getByRole('list', { name: 'Series agregadas' }).getByText(`KB${suffix}-${n}`),
      ).toBeVisible();
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Guardar 2 neumáticos' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });

  await test.step('a second batch is saved by tapping finger-sized targets', async () => {
    const dialog = await openBatch(page);
    await tapTarget(dialog.locator('label').filter({ hasText: 'Registro por lote' }));
    await expect(dialog.getByRole('switch', { name: /Registro por lote/ })).toBeChecked();
    await tapTarget(dialog.getByRole('textbox', { name: /^Costo \(sin IGV\)/ }));
    await page.keyboard.type('990');
    await tapOption(page, dialog.getByRole('combobox', { name: /^Moneda/ }), 'Soles (S/)');
    for (const name of [/^Marca/, /^Modelo/, /^Medida/])
      await tapOption(page, dialog.getByRole('combobox', { name }));
    await tapTarget(dialog.getByRole('textbox', { name: /^Remanente original/ }));
    await page.keyboard.type('16');
    for (const n of [1, 2]) {
      await tapTarget(dialog.getByRole('textbox', { name: /^Serie Cliente/ }));
      await page.keyboard.type(`TP${suffix}-${n}`);
      await tapTarget(dialog.getByRole('button', { name: 'Agregar', exact: true }));
      await expect(
        dialog.getByRole('list', { name: 'Series agregadas' }).getByText(`TP${suffix}-${n}`),
      ).toBeVisible();
    }
    await tapTarget(dialog.getByRole('button', { name: 'Guardar 2 neumáticos' }));
    await expect(dialog).toBeHidden();
  });

  await page.getByLabel('Buscar neumáticos').fill(suffix);
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte de neumáticos (4)' })).toBeVisible();
});
