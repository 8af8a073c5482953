import { expect, type Page, test } from '@playwright/test';
import { apiPost } from './support/api-call';
import { dismissTrialNotice, login, toast } from './support/auth';
import { limaToday, toDisplayDate } from './support/dates';
import { USERS } from './support/demo';
import { choose, chooseFirst, positionSlot } from './support/forms';
import { dataRows, setPageSize, showColumns } from './support/grid';

// Issue 10's journey: three installation saves (each followed by the screen's 4 s reload), the retread list,
// and the cost, mileage and scrap screens, on a busy machine.
test.describe.configure({ timeout: 420_000 });

const today = limaToday();

/** es-PE as the screens write numbers and money ('8,500', 'US$ 1,234.56'). */
const number = (value: number) => new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 }).format(value);
const usd = (value: number) =>
  `US$ ${new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;

/** A number as es-PE writes it back ('US$ 1,234.56' → 1234.56): the browser's own separators. */
function parseEs(text: string): number {
  const parts = new Intl.NumberFormat('es-PE').formatToParts(1234.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const digits = text
    .replace(/[^\d,.\s\u00a0-]/g, '')
    .split(group)
    .join('')
    .replace(decimal, '.');
  return Number(digits.replace(/[\s\u00a0]/g, ''));
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

/** Guardar (the screen stays and reloads after 4 s, asking for the reading again). */
async function saveAndStay(page: Page) {
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('menuitem', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, 'Neumáticos Retirados/Instalados')).toBeVisible();
  await expect(page.getByLabel(/^Kilometraje de Vehículo/)).toHaveValue('', { timeout: 20_000 });
}

/** Queues the removal of the tyre on the diagram; answers its position number. */
async function queueRemoval(page: Page, serial: string, km: number, reason: string): Promise<number> {
  const slot = page.getByRole('button', { name: new RegExp(`\\(${serial}\\)$`) });
  const label = (await slot.getAttribute('aria-label')) ?? (await slot.innerText());
  const position = Number(/^Posición (\d+)/.exec(label)?.[1]);
  await slot.click();
  const dialog = page.getByRole('dialog', { name: /^Retirar neumático de P\d+$/ });
  await dialog.getByLabel(/^Kilometraje de retiro/).fill(String(km));
  await choose(page, dialog.getByRole('combobox', { name: /^Motivo de retiro/ }), reason);
  await dialog.getByRole('button', { name: 'Agregar retiro' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Neumáticos por retirar' })).toContainText(serial);
  return position;
}

/** Opens one of the tyre's screens from its row in /neumaticos ('Costo', 'Kilometros', 'Scrap'). */
async function openTyreScreen(page: Page, serial: string, action: 'Costo' | 'Kilometros' | 'Scrap') {
  await page.goto('/neumaticos');
  await page.getByRole('textbox', { name: 'Buscar neumáticos' }).fill(serial);
  await page.getByRole('button', { name: `${action} de ${serial}`, exact: true }).click();
}

/** The cost screen's accumulated cost. */
async function accumulatedCost(page: Page, serial: string): Promise<number> {
  await openTyreScreen(page, serial, 'Costo');
  await expect(page).toHaveURL(/\/neumaticoreportecosto\/\d+$/);
  await expect(page.getByRole('heading', { name: `Costo del neumático ${serial}` })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  return parseEs(await page.getByLabel('Costo acumulado').innerText());
}

/**
 * The cost of the tyre's current life from the cost screen's rows (domain.md §11): its last purchase or
 * retread plus the repairs after it.
 */
async function currentLifeCost(page: Page): Promise<number> {
  const reasons = await page.locator('[role="gridcell"][data-field="nom_motivo"]').allInnerTexts();
  const costs = await page.locator('[role="gridcell"][data-field="costo_convertido"]').allInnerTexts();
  let life = 0;
  reasons.forEach((reason, index) => {
    const cost = parseEs(costs[index] ?? '0');
    life = reason.trim() === 'Reparación' ? life + cost : cost;
  });
  return life;
}

test('a tyre’s life through the screens: six installed, one retreaded and back on, another worn out and scrapped', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);

  // A recent tractor without tyres (the demo's history covers the oldest vehicles; other journeys may have
  // fitted tyres on the newest one), counted in km.
  await page.goto('/vehiculos');
  await page.getByRole('textbox', { name: 'Buscar vehículos' }).fill('TRACTO');
  await expect(page.locator('[role="gridcell"][data-field="tipo"]').first()).toHaveText('TRACTO');
  const links = page.getByRole('link', { name: /^Instalar\/Desinstalar / });
  await expect(links.first()).toBeVisible();
  let installPath = '';
  let plate = '';
  let odometer = 0;
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const vehicleId = Number(/\/vehiculo\/instalacion\/(\d+)$/.exec(href)?.[1]);
    if (!vehicleId) continue;
    const loaded = await apiPost(page, 'vehiculos/obtenerneumaticosporid', { id_vehiculo: vehicleId });
    const vehicle = loaded.success.resultado;
    if (vehicle.tipo_costo !== 1 || vehicle.neumaticos.length > 0) continue;
    installPath = href;
    plate = vehicle.placa as string;
    odometer = Number(vehicle.kilometraje ?? 0);
    break;
  }
  expect(installPath, 'a TRACTO without tyres on the first page').not.toBe('');

  const start = odometer + 150;
  const retreadKm = start + 8_500;
  const wornKm = start + 20_000;
  const installed: string[] = [];

  await test.step('six tyres are installed on the free positions', async () => {
    await page.getByRole('link', { name: `Instalar/Desinstalar ${plate}` }).click();
    await expect(page).toHaveURL(/\/vehiculo\/instalacion\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Instalación de neumáticos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await validateReading(page, start);
    await setPageSize(page, 10);
    for (let n = 0; n < 6; n++) {
      const pick = page.getByRole('button', { name: /^Elegir / }).first();
      const serial = ((await pick.getAttribute('aria-label')) ?? '').replace(/^Elegir /, '');
      await pick.click();
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
    }
    await expect(
      page.getByRole('list', { name: 'Neumáticos por instalar' }).getByRole('listitem'),
    ).toHaveCount(6);
    await saveAndStay(page);
  });

  const retreaded = installed[0] ?? '';
  const worn = installed[1] ?? '';
  let retreadPosition = 0;

  await test.step('one comes off for retread', async () => {
    await validateReading(page, retreadKm);
    for (const serial of installed)
      await expect(page.getByRole('button', { name: new RegExp(`\\(${serial}\\)$`) })).toBeVisible();
    retreadPosition = await queueRemoval(page, retreaded, retreadKm, 'Por reencauche');
    await saveAndStay(page);
  });

  const costBefore = await test.step('its cost before the retread', () => accumulatedCost(page, retreaded));

  await test.step('the retread is registered from “Neumáticos retirados para reencauche”', async () => {
    await page.goto('/neumaticosreencauche');
    await page
      .getByRole('textbox', { name: 'Buscar en neumáticos retirados para reencauche' })
      .fill(retreaded);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(plate);
    await page.getByRole('button', { name: `Registrar reencauche ${retreaded}` }).click();
    const dialog = page.getByRole('dialog', { name: `Datos del reencauche · ${retreaded}` });
    await dialog.getByRole('textbox', { name: /Costo/ }).fill('150');
    await chooseFirst(page, dialog.getByRole('combobox', { name: /Diseño/ }));
    await chooseFirst(page, dialog.getByRole('combobox', { name: /Empresa reencauchadora/ }));
    await dialog.getByRole('textbox', { name: /Nuevo remanente/ }).fill('15');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, `Neumático con serie: ${retreaded} actualizado con éxito`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No hay datos disponibles')).toBeVisible();
  });

  await test.step('the retreaded tyre goes back on its position', async () => {
    await page.goto(installPath);
    await expect(page.getByRole('heading', { name: 'Instalación de neumáticos' })).toBeVisible();
    await validateReading(page, retreadKm);
    await page.getByRole('textbox', { name: 'Buscar neumático por serie' }).fill(retreaded);
    await page.getByRole('button', { name: `Elegir ${retreaded}` }).click();
    await positionSlot(page, retreadPosition).click();
    const dialog = page.getByRole('dialog', { name: /^Instalar neumático en P\d+$/ });
    await expect(dialog.getByLabel(/^Kilometraje de instalación/)).toHaveValue(String(retreadKm));
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog).toBeHidden();
    await saveAndStay(page);
  });

  await test.step('another comes off for final wear', async () => {
    await validateReading(page, wornKm);
    await expect(page.getByRole('button', { name: new RegExp(`\\(${retreaded}\\)$`) })).toBeVisible();
    await queueRemoval(page, worn, wornKm, 'Por desgaste final');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('menuitem', { name: 'Guardar y salir' }).click();
    await expect(toast(page, 'Neumáticos Retirados/Instalados')).toBeVisible();
    await expect(page).toHaveURL(/\/vehiculos$/, { timeout: 15_000 });
  });

  const wornCost = await test.step('the worn tyre’s cost of its life', async () => {
    await accumulatedCost(page, worn);
    return currentLifeCost(page);
  });

  await test.step('the worn tyre is scrapped from its scrap screen, with its loss', async () => {
    await openTyreScreen(page, worn, 'Scrap');
    await expect(page).toHaveURL(/\/neumaticoreportescrap\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Scrap del neumático ${worn}` })).toBeVisible();
    await expect(page.getByText('No hay datos disponibles')).toBeVisible();
    const original = parseEs(await page.getByLabel('Remanente original', { exact: true }).innerText());
    // The tyre ran on the vehicle: its limit comes from the vehicle's application when it has one.
    const limitField = page.getByRole('textbox', { name: /Remanente límite/ });
    // A vehicle without application leaves it to be typed.
    if ((await limitField.inputValue()) === '') await limitField.fill('3');
    const limit = parseEs(await limitField.inputValue());
    expect(original).toBeGreaterThan(limit + 1);
    const final = Math.min(original, limit + 2);
    await page.getByRole('checkbox', { name: 'SCRAP' }).check();
    await choose(page, page.getByRole('combobox', { name: /Motivo de scrap/ }), 'DESGASTE FINAL');
    await page.getByRole('textbox', { name: /Remanente final/ }).fill(String(final));
    await page.getByRole('button', { name: 'Guardar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar a scrap' });
    await expect(confirm).toContainText(`${worn} pasará a scrap`);
    await confirm.getByRole('button', { name: 'Enviar a scrap' }).click();
    await expect(toast(page, 'Operación realizada con éxito')).toBeVisible();
    await expect(page.getByText('El neumático ya se encuentra en scrap')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'SCRAP' })).toHaveCount(0);

    // domain.md §11: loss = cost of the life × (final − limit) ÷ (original − limit).
    const row = dataRows(page);
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-field="fecha_scrap"]')).toHaveText(toDisplayDate(today));
    await expect(row.locator('[data-field="motivo"]')).toHaveText('DESGASTE FINAL');
    await expect(row.locator('[data-field="costo_vida"]')).toHaveText(usd(wornCost));
    const loss = parseEs(await row.locator('[data-field="costo_perdido"]').innerText());
    expect(Math.abs(loss - (wornCost * (final - limit)) / (original - limit))).toBeLessThan(0.01);

    await page.goto('/neumaticosscrap');
    await page.getByRole('textbox', { name: 'Buscar neumáticos en scrap' }).fill(worn);
    const listed = dataRows(page).filter({ hasText: worn });
    await expect(listed).toHaveCount(1);
    await expect(listed.locator('[data-field="costo_perdido"]')).toHaveText(usd(loss));
  });

  await test.step('the cost screen shows the retread', async () => {
    const after = await accumulatedCost(page, retreaded);
    expect(Math.abs(after - (costBefore + 150))).toBeLessThan(0.005);
    // The demo's history may hold earlier retreads of this tyre: ours is today's.
    const retread = dataRows(page)
      .filter({ has: page.locator('[data-field="nom_motivo"]').getByText('Reencauche', { exact: true }) })
      .filter({ has: page.locator('[data-field="fecha"]').getByText(toDisplayDate(today), { exact: true }) });
    await expect(retread).toHaveCount(1);
    await expect(retread.locator('[data-field="costo_convertido"]')).toHaveText(usd(150));
  });

  await test.step('the mileage screen shows its two installations on the vehicle', async () => {
    await openTyreScreen(page, retreaded, 'Kilometros');
    await expect(page).toHaveURL(/\/neumaticoreportekilometro\/\d+$/);
    const rows = dataRows(page).filter({ hasText: plate });
    await expect(rows).toHaveCount(2);
    await showColumns(page, ['Km instalación', 'Km retiro', 'Condición']);
    const first = rows.nth(0);
    const second = rows.nth(1);
    await expect(first.locator('[data-field="km_instalacion"]')).toHaveText(number(start));
    await expect(first.locator('[data-field="km_retiro"]')).toHaveText(number(retreadKm));
    await expect(first.locator('[data-field="fecha_retiro"]')).toHaveText(toDisplayDate(today));
    await expect(first.locator('[data-field="km_rendimiento"]')).toHaveText(number(8_500));
    await expect(first.locator('[data-field="nom_motivo_retiro"]')).toHaveText('Por reencauche');
    // Back on with its new life: still open.
    await expect(second.locator('[data-field="km_instalacion"]')).toHaveText(number(retreadKm));
    await expect(second.locator('[data-field="fecha_retiro"]')).toHaveText('-');
    await expect(second.locator('[data-field="km_retiro"]')).toHaveText('-');
    await expect(second.locator('[data-field="nom_motivo_retiro"]')).toHaveText('-');
    await expect(second.locator('[data-field="nom_condicion"]')).toHaveText(/^Reencauche \d+$/);
    const firstLife = (await first.locator('[data-field="nom_condicion"]').innerText()).trim();
    expect((await second.locator('[data-field="nom_condicion"]').innerText()).trim()).not.toBe(firstLife);
  });
});
