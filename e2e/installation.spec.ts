import { expect, type Page, test } from '@playwright/test';
import { dismissTrialNotice, login, toast } from './support/auth';
import { limaToday, toDisplayDate } from './support/dates';
import { USERS } from './support/demo';
import { choose } from './support/forms';
import { setPageSize } from './support/grid';
import { capture } from './support/shots';

// Two saves, each followed by the screen's own wait (4 s reload, 2 s exit), on a busy machine.
test.describe.configure({ timeout: 180_000 });

const today = limaToday();

/** The reading the screen shows as the vehicle's current one ('Lectura actual: 123,456 km'). */
async function currentReading(page: Page): Promise<number> {
  const hint = page.getByText(/^Lectura actual: /);
  await expect(hint).toBeVisible();
  const text = await hint.innerText();
  return Number(
    text
      .replace(/^Lectura actual: /, '')
      .replace(/ (km|h)$/, '')
      .replace(/\D/g, ''),
  );
}

/** Types the reading and waits for both checks and for the tyre list and the diagram. */
async function validateReading(page: Page, km: number) {
  await expect(page.getByRole('group', { name: /^Fecha/ }).getByRole('spinbutton')).toHaveText(
    toDisplayDate(today).split('/'),
  );
  await page.getByLabel(/^Kilometraje de Vehículo/).fill(String(km));
  await expect(page.getByText('Correcto', { exact: true })).toBeVisible();
  await expect(page.getByText('KM Correcto', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Neumáticos disponibles' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Posición \d+ / }).first()).toBeVisible();
}

test('an administrator installs six tyres on a vehicle, removes one for retread and reads its mileage', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);

  // The list is newest first; the demo's history covers the oldest vehicles, so a recent tractor is empty.
  await page.goto('/vehiculos');
  await page.getByRole('textbox', { name: 'Buscar vehículos' }).fill('TRACTO');
  const firstPlate = page.locator('[role="gridcell"][data-field="placa"]').first();
  await expect(page.locator('[role="gridcell"][data-field="tipo"]').first()).toHaveText('TRACTO');
  const plate = (await firstPlate.innerText()).trim();
  await page.getByRole('link', { name: `Instalar/Desinstalar ${plate}` }).click();
  await expect(page).toHaveURL(/\/vehiculo\/instalacion\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Instalación de neumáticos' })).toBeVisible();
  await expect(page.getByLabel('Placa')).toHaveValue(plate);
  // Nothing to pick before the date and the reading are checked; Guardar waits for a queued move.
  await expect(page.getByRole('heading', { name: 'Neumáticos disponibles' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();

  const start = (await currentReading(page)) + 120;
  const installed: string[] = [];

  await test.step('six tyres are queued on the free positions and saved', async () => {
    await page.getByLabel(/^Kilometraje de Vehículo/).fill(String(start - 1000));
    await expect(
      page.getByText(/^El kilometraje debe ser mayor o igual al kilometraje actual/),
    ).toBeVisible();
    await validateReading(page, start);
    await setPageSize(page, 10);
    await capture(page, 'installation-empty-queues');
    for (let n = 0; n < 6; n++) {
      const pick = page.getByRole('button', { name: /^Elegir / }).first();
      const serial = ((await pick.getAttribute('aria-label')) ?? '').replace(/^Elegir /, '');
      await pick.click();
      // The first free slot: its label is still its position number.
      await page
        .getByRole('button', { name: /^Posición \d+ \(P\d+\)$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Instalar neumático en P\d+$/ });
      await expect(dialog.getByLabel(/^Kilometraje de instalación/)).toHaveValue(String(start));
      await dialog.getByRole('button', { name: 'Agregar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `${serial} ya está en cola` })).toBeDisabled();
      installed.push(serial);
      if (n === 0) await capture(page, 'installation-queued-install');
    }
    await expect(
      page.getByRole('list', { name: 'Neumáticos por instalar' }).getByRole('listitem'),
    ).toHaveCount(6);
    await capture(page, 'installation-six-queued');
    await capture(page, 'installation-six-queued-tablet', { width: 1024, height: 1200 });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('menuitem', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Neumáticos Retirados/Instalados')).toBeVisible();
    // Guardar reloads the screen after 4 s: the reading is asked again, the tyres sit on the vehicle.
    await expect(page.getByLabel(/^Kilometraje de Vehículo/)).toHaveValue('', { timeout: 15_000 });
    expect(await currentReading(page)).toBe(start);
  });

  const retreaded = installed[0] ?? '';
  await test.step('one tyre comes off for retread and the screen is left with Guardar y salir', async () => {
    await validateReading(page, start + 8500);
    for (const serial of installed)
      await expect(page.getByRole('button', { name: new RegExp(`\\(${serial}\\)$`) })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`\\(${retreaded}\\)$`) }).click();
    const dialog = page.getByRole('dialog', { name: /^Retirar neumático de P\d+$/ });
    await expect(dialog.getByText(`Instalado el ${toDisplayDate(today)}`, { exact: false })).toBeVisible();
    await dialog.getByLabel(/^Kilometraje de retiro/).fill(String(start - 1));
    // Messages show from the first Agregar on (issue 11).
    await dialog.getByRole('button', { name: 'Agregar retiro' }).click();
    await expect(
      dialog.getByText(/^El kilometraje debe ser mayor o igual al kilometraje de instalación/),
    ).toBeVisible();
    await dialog.getByLabel(/^Kilometraje de retiro/).fill(String(start + 8500));
    await choose(page, dialog.getByRole('combobox', { name: /^Motivo de retiro/ }), 'Por reencauche');
    await capture(page, 'installation-removal-dialog');
    await dialog.getByRole('button', { name: 'Agregar retiro' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Neumáticos por retirar' })).toContainText(retreaded);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('menuitem', { name: 'Guardar y salir' }).click();
    await expect(toast(page, 'Neumáticos Retirados/Instalados')).toBeVisible();
    await expect(page).toHaveURL(/\/vehiculos$/, { timeout: 10_000 });
  });

  await test.step('the mileage screen shows the closed record', async () => {
    await page.goto('/neumaticos');
    await page.getByRole('textbox', { name: 'Buscar neumáticos' }).fill(retreaded);
    await page.getByRole('button', { name: `Kilometros de ${retreaded}` }).click();
    await expect(page).toHaveURL(/\/neumaticoreportekilometro\/\d+$/);
    // A tyre back from an earlier life may list older records first: ours is the one on this plate.
    const row = page.locator('[role="row"][data-rowindex]').filter({ hasText: plate });
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-field="fecha_retiro"]')).toHaveText(toDisplayDate(today));
    await expect(row.locator('[data-field="nom_motivo_retiro"]')).toHaveText('Por reencauche');
    await expect(row.locator('[data-field="km_rendimiento"]')).toHaveText(
      new Intl.NumberFormat('es-PE').format(8500),
    );
  });
});
