import { expect, test } from '@playwright/test';
import { login, toast } from './support/auth';
import { runSuffix } from './support/dates';
import { USERS } from './support/demo';
import { choose, chooseFirst, positionSlot } from './support/forms';
import { dataRows, showColumns, titleTotal } from './support/grid';

// A long journey on a busy machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

// One run's names: the database is seeded once per run, a retry works on the same data.
const suffix = runSuffix();
const configuration = `Camión 6x2 - 8 neumáticos ${suffix}`;
const plate = `E2E${suffix}`;
const serials = [1, 2, 3].map((n) => ({ serie: `E2E${suffix}-${n}`, dot: `${n}425` }));

test('a client administrator draws a configuration, registers a vehicle on it and a batch of tyres', async ({
  page,
}) => {
  // Cordillera del Sur's subscription runs for months: no trial notice on entry.
  await login(page, USERS.cordilleraAdmin);
  await expect(page).toHaveURL(/\/home$/);

  await test.step('a new configuration is drawn on the diagram and listed', async () => {
    await page.goto('/configuracionvehiculo');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await expect(page).toHaveURL(/\/configuracionvehiculo\/instalacion$/);
    await expect(page.getByRole('heading', { name: 'Nueva configuración vehicular' })).toBeVisible();
    await page.getByLabel('Nombre').fill(configuration);
    await choose(page, page.getByRole('combobox', { name: 'Tipo de vehículo' }), 'CAMIÓN');
    await choose(page, page.getByRole('combobox', { name: 'Tipo de configuración' }), '6x2');
    await page.getByLabel('N° de neumáticos').fill('8');
    // Axle 1 (steering) is active first; axle 2 is chosen with its radio; a third axle is added.
    for (const ubicacion of [1, 2]) await positionSlot(page, ubicacion).click();
    await page.getByLabel('Editar posiciones del eje 2').check();
    for (const ubicacion of [3, 4, 5, 6]) await positionSlot(page, ubicacion).click();
    await page.getByRole('button', { name: 'Agregar eje' }).click();
    for (const ubicacion of [7, 8]) await positionSlot(page, ubicacion).click();
    await expect(page.getByText('8 de 8 posiciones asignadas')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Configuración guardada correctamente')).toBeVisible();
    await expect(page).toHaveURL(/\/configuracionvehiculo$/);
    await expect(page.getByText(configuration)).toBeVisible();
  });

  await test.step('a vehicle with that configuration is registered and listed', async () => {
    await page.goto('/vehiculos');
    const before = await titleTotal(page, 'Reporte de Vehículo');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registro de Vehículo' });
    await dialog.getByLabel('Placa').fill(plate);
    await dialog.getByLabel('Código').fill(`C-${suffix}`);
    await choose(page, dialog.getByRole('combobox', { name: /^Tipo\b(?! de costo)/ }), 'CAMIÓN');
    await choose(page, dialog.getByRole('combobox', { name: /^Marca/ }), 'VOLVO');
    await choose(page, dialog.getByRole('combobox', { name: /^Modelo/ }), 'FH 440');
    await chooseFirst(page, dialog.getByRole('combobox', { name: /^Aplicación/ }));
    await choose(page, dialog.getByRole('combobox', { name: /^Configuración/ }), `${configuration} (6x2)`);
    // The dialog draws the chosen configuration's positions.
    await expect(dialog.getByText(`${configuration} · 8 neumáticos`)).toBeVisible();
    await choose(page, dialog.getByRole('combobox', { name: /^Tipo de costo/ }), 'Kilómetros');
    await dialog.getByLabel('Kilometraje de Vehículo').fill('1250');
    await dialog.getByLabel('Año de fabricación').fill('2022');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, `Se registro el vehículo de placa: ${plate}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(() => titleTotal(page, 'Reporte de Vehículo')).toBe(before + 1);

    await page.getByLabel('Buscar vehículos').fill(plate);
    await expect(page).toHaveURL(new RegExp(`search=${plate}`));
    await expect(dataRows(page)).toHaveCount(1);
    const row = dataRows(page).first();
    await expect(row.getByRole('gridcell', { name: plate, exact: true })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: configuration, exact: true })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: 'Activo', exact: true })).toBeVisible();
  });

  await test.step('three tyres are registered in one batch and listed', async () => {
    await page.goto('/neumaticos');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registro de neumático' });
    await dialog.getByLabel('Registro por lote (varias series con los mismos datos)').check();
    for (const { serie, dot } of serials) {
      await dialog.getByLabel('Serie Cliente').fill(serie);
      await dialog.getByLabel('DOT').fill(dot);
      await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
      // The server checked the serial; the pair joined the list.
      await expect(dialog.getByRole('list', { name: 'Series agregadas' }).getByText(serie)).toBeVisible();
    }
    await expect(dialog.getByText('3 series')).toBeVisible();
    // A serial already in the group is refused.
    await dialog.getByLabel('Serie Cliente').fill(serials[0]?.serie ?? '');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(dialog.getByText('Serie de neumático duplicada')).toBeVisible();
    await dialog.getByLabel('Serie Cliente').fill('');

    await dialog.getByLabel('Costo (sin IGV)').fill('1450');
    await choose(page, dialog.getByRole('combobox', { name: /^Moneda/ }), 'Dólares (US$)');
    await chooseFirst(page, dialog.getByRole('combobox', { name: /^Marca/ }));
    await chooseFirst(page, dialog.getByRole('combobox', { name: /^Modelo/ }));
    await chooseFirst(page, dialog.getByRole('combobox', { name: /^Medida/ }));
    await dialog.getByLabel('Remanente original (mm)').fill('18');
    await expect(dialog.getByLabel('Remanente actual (mm)')).toHaveValue('18');
    await dialog.getByRole('button', { name: 'Guardar 3 neumáticos' }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Buscar neumáticos').fill(`E2E${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reporte de neumáticos (3)' })).toBeVisible();
    // DOT gives way on a laptop with the menu open; the column chooser brings it back.
    await showColumns(page, ['DOT']);
    for (const { serie, dot } of serials) {
      const row = dataRows(page).filter({ hasText: serie });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('gridcell', { name: dot, exact: true })).toBeVisible();
    }
  });
});
