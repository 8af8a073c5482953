import { expect, type Page, test } from '@playwright/test';
import { dismissTrialNotice, login, toast } from './support/auth';
import { USERS } from './support/demo';
import { readSheetRows, saveDownload } from './support/files';
import { chooseFirst } from './support/forms';
import { dataRows, firstCell, showColumns, titleTotal } from './support/grid';
import { capture } from './support/shots';

// Several screens, dialogs and calls on a busy machine: more than the default minute.
test.describe.configure({ timeout: 150_000 });

/** A 1×1 PNG: the photo of the bad tyre (the server checks the type by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** POSTs to the API with the signed-in user's token (set-up the screens under test do not cover). */
async function api(page: Page, path: string, data: Record<string, unknown>) {
  const token = await page.evaluate<string | null>('localStorage.getItem("token")');
  const response = await page.request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { id_cliente: 1, ...data },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** A new tyre of Transportes Andinos, sent to the retreader from stock (final tread first). */
async function tyreAtRetreader(page: Page, serial: string) {
  const catalog = await api(page, 'neumaticos/list', {});
  const brand = catalog.success.marcas[0];
  const model = catalog.success.modelos.find((item: { id_marca: number }) => item.id_marca === brand.id);
  const created = await api(page, 'neumaticos/store', {
    grupo: [{ num_serie: serial }],
    neumatico: {
      precio: 418.08,
      tipo_moneda: 2,
      nuevo: 1,
      id_marca: brand.id,
      id_modelo: model.id,
      id_medida: catalog.success.medidas[0].id,
      remanente_original: 17,
      remanente_actual: 17,
      presion_recomendada: 110,
      unidad_medida: 'K',
      k_recorridos: 0,
    },
  });
  const tyreId = created.data[0].id as number;
  await api(page, 'neumaticos/updatemalestado', { id_neumatico: tyreId, remanente_final: 5 });
  await api(page, 'neumaticos/enviarAreencauchar', { id_neumatico: tyreId });
  return tyreId;
}

/**
 * A tyre taken off a demo vehicle for final wear today, through the installation save: it lands on the
 * bad-condition list as 'desinstalado' without a final tread.
 */
async function tyreRemovedForFinalWear(page: Page) {
  for (let vehicleId = 1; vehicleId <= 40; vehicleId++) {
    const loaded = await api(page, 'vehiculos/obtenerneumaticosporid', { id_vehiculo: vehicleId });
    const vehicle = loaded.success.resultado;
    const tyre = vehicle.neumaticos[0];
    if (vehicle.tipo_costo !== 1 || !tyre) continue;
    const km = vehicle.kilometraje + 500;
    await api(page, 'vehiculos/storeinstalacion', {
      id_vehiculo: vehicleId,
      fecha: vehicle.fechainstalacion,
      kilometros: km,
      neumaticosinstalados: [],
      neumaticosretirados: [
        {
          id_neumaticos: tyre.id_neumaticos,
          id_historial: tyre.id_historial,
          fecha_retiro: vehicle.fechainstalacion,
          km_retiro: km,
          motivo_retiro: 4,
        },
      ],
    });
    return { serial: tyre.num_serie as string, placa: vehicle.placa as string, vehicleId };
  }
  throw new Error('no demo vehicle with tyres');
}

test.beforeEach(async ({ page }) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);
});

test('the top bar’s retread menus list tyres by their application’s bands and lead to the vehicle', async ({
  page,
}) => {
  // Only the demo's inspected vehicles have treads in the bands of their applications: raise one application's
  // thresholds for the journey (its installed tyres fall in the bands too), and put them back afterwards.
  const token = await page.evaluate<string | null>('localStorage.getItem("token")');
  const listed = await page.request.get('/api/aplicacion?id_cliente=1&per_page=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await listed.json()).data as Record<string, number | string | null>[];
  const original = rows.find((row) => row.id_remanente !== null);
  if (!original) throw new Error('no application with thresholds');
  const store = (values: Record<string, unknown>) =>
    api(page, 'aplicacion/store', { remanente: { ...original, ...values } });
  await store({ ini_reencauche: 15, reencauche: 16, ini_prox_reencauche: 17, prox_reencauche: 30 });
  try {
    // Opening a menu reads it again.
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /^Neumáticos próximos a reencauchar/ }).click();
    const next = page.getByRole('menu');
    await expect(next.getByText('NEUMÁTICOS PRÓXIMOS A REENCAUCHAR', { exact: true })).toBeVisible();
    await expect(next.getByRole('progressbar', { name: /^Desgaste de / }).first()).toBeVisible();
    await capture(page, 'menu-proximos-a-reencauchar');
    await page.keyboard.press('Escape');
    await expect(next).toBeHidden();

    await banner.getByRole('button', { name: /^Neumáticos a reencauchar/ }).click();
    const due = page.getByRole('menu');
    await expect(due.getByText('NEUMÁTICOS A REENCAUCHAR', { exact: true })).toBeVisible();
    await capture(page, 'menu-a-reencauchar');
    const entry = due.getByRole('menuitem').filter({ hasText: 'límite 16 mm' }).first();
    await expect(entry).toBeVisible();
    await entry.click();
    // Through /ubicaciontemporal to the vehicle's installation screen; Cancelar goes back past the hop.
    await expect(page).toHaveURL(/\/vehiculo\/instalacion\/\d+$/);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/home$/);
  } finally {
    await store({});
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Neumáticos a reencauchar/ })
    .click();
  // Put back: no tyre is listed against the raised limit any more.
  const restored = page.getByRole('menu');
  await expect(restored.getByText('NEUMÁTICOS A REENCAUCHAR', { exact: true })).toBeVisible();
  await expect(restored.getByText(/límite 16 mm/)).toHaveCount(0);
});

test('a tyre at the retreader gets its retread registered and is back in stock', async ({ page }) => {
  const serial = 'E2E-RET-01';
  await tyreAtRetreader(page, serial);

  await page.goto('/neumaticosreencauche');
  const before = await titleTotal(page, 'Neumáticos retirados para reencauche');
  await page.getByRole('textbox', { name: 'Buscar en neumáticos retirados para reencauche' }).fill(serial);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(firstCell(page, 'fecha')).toContainText('Desde stock');
  await capture(page, 'neumaticos-reencauche');

  await page.getByRole('button', { name: `Registrar reencauche ${serial}` }).click();
  const dialog = page.getByRole('dialog', { name: `Datos del reencauche · ${serial}` });
  await dialog.getByRole('textbox', { name: /Costo/ }).fill('150');
  await chooseFirst(page, dialog.getByRole('combobox', { name: /Diseño/ }));
  await chooseFirst(page, dialog.getByRole('combobox', { name: /Empresa reencauchadora/ }));
  const depth = dialog.getByRole('textbox', { name: /Nuevo remanente/ });
  await depth.fill('130');
  await expect(dialog.getByText('Profundidad recomendada debe ser (rec. <= 125 mm)')).toBeVisible();
  await depth.fill('15');
  await capture(page, 'reencauche-dialogo');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, `Neumático con serie: ${serial} actualizado con éxito`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No hay datos disponibles')).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar en neumáticos retirados para reencauche' }).fill('');
  await expect.poll(() => titleTotal(page, 'Neumáticos retirados para reencauche')).toBe(before - 1);

  // Back in stock with its new life and the retread's cost.
  await page.goto(`/neumaticos?search=${serial}`);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(firstCell(page, 'estado')).toHaveText('Listo para instalar');
  await showColumns(page, ['Condición']);
  await expect(firstCell(page, 'condicion')).toHaveText('Reenc. R1');
  await expect(firstCell(page, 'costo')).toHaveText(/568[.,]08/);
});

test('a bad-condition tyre gets its final tread through “Llenar remanente”, goes to repair and comes back', async ({
  page,
}) => {
  const removed = await tyreRemovedForFinalWear(page);
  const search = () => page.getByRole('textbox', { name: 'Buscar neumáticos en mal estado' });

  await page.goto('/neumaticosmalestado');
  await titleTotal(page, 'Neumáticos en mal estado');
  await capture(page, 'neumaticos-mal-estado');
  await search().fill(removed.serial);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(firstCell(page, 'estado_descripcion')).toHaveText('desinstalado');
  await expect(firstCell(page, 'remanente_final')).toContainText('Final: -');
  await expect(firstCell(page, 'fecha_scrap')).toContainText(removed.placa);

  await test.step('no final tread: AVISO, then “Llenar remanente” opens the edit', async () => {
    await page.getByRole('button', { name: `Enviar ${removed.serial}` }).click();
    await page.getByRole('menuitem', { name: 'Enviar a reparación' }).click();
    const notice = page.getByRole('dialog', { name: 'AVISO' });
    await expect(notice.getByText('¡Por favor, ingrese su remanente final para continuar!')).toBeVisible();
    await capture(page, 'mal-estado-aviso');
    await notice.getByRole('button', { name: 'Llenar remanente' }).click();
    const edit = page.getByRole('dialog', { name: `Editar neumático · ${removed.serial}` });
    const finalTread = edit.getByRole('textbox', { name: /Remanente final/ });
    // Guardar with the field empty names what is missing (the one form behaviour: messages on save).
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit.getByText('Remanente final es requerido')).toBeVisible();
    await finalTread.fill('6');
    await edit.getByLabel('Imagen del neumático').setInputFiles({
      name: 'llanta.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(edit.getByRole('img', { name: `Imagen nueva de ${removed.serial}` })).toBeVisible();
    await capture(page, 'mal-estado-editar');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Neumático editado satisfactoriamente')).toBeVisible();
    await expect(firstCell(page, 'remanente_final')).toContainText('Final: 6 mm');
  });

  await test.step('the photo, the export and the confirmation', async () => {
    await page.getByRole('button', { name: `Ver imagen de ${removed.serial}` }).click();
    const image = page.getByRole('dialog', { name: `Imagen del neumático ${removed.serial}` });
    await expect(image.getByRole('img', { name: `Imagen del neumático ${removed.serial}` })).toBeVisible();
    await image.getByRole('button', { name: 'Cerrar' }).click();

    const file = await saveDownload(page, async () => {
      await page.getByRole('button', { name: 'Exportar' }).click();
      await page.getByRole('menuitem', { name: /^Excel/ }).click();
    });
    expect(file.fileName).toBe('NeumaticosMalEstado.xlsx');
    const rows = await readSheetRows(file.path);
    expect(rows[0]?.[1]).toBe('Serie Cliente');
    expect(rows.some((row) => row[1] === removed.serial)).toBe(true);

    await page.getByRole('button', { name: `Enviar ${removed.serial}` }).click();
    await page.getByRole('menuitem', { name: 'Enviar a reparación' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar a reparación' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(toast(page, 'Se cancelo la acción')).toBeVisible();
    await page.getByRole('button', { name: `Enviar ${removed.serial}` }).click();
    await page.getByRole('menuitem', { name: 'Enviar a reparación' }).click();
    await expect(
      confirm.getByText(`¿Desea enviar el neumático ${removed.serial} a reparación?`),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Operación realizada satisfactoriamente')).toBeVisible();
    await expect(page.getByText('No hay datos disponibles')).toBeVisible();
  });

  await test.step('the repair list registers the repair cost and the tyre is back in stock', async () => {
    await page.goto(`/neumaticosreparacion?search=${removed.serial}`);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(firstCell(page, 'fecha')).toContainText(removed.placa);
    await capture(page, 'neumaticos-reparacion');
    await page.getByRole('button', { name: `Registrar reparación ${removed.serial}` }).click();
    const dialog = page.getByRole('dialog', { name: `Costo de reparación · ${removed.serial}` });
    await dialog.getByRole('textbox', { name: /Costo/ }).fill('20');
    const observation = dialog.getByRole('textbox', { name: /Observación/ });
    await observation.fill(' ');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Observación es requerido')).toBeVisible();
    await observation.fill('Parche en la banda de rodamiento');
    await capture(page, 'reparacion-dialogo');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, `Neumático con serie: ${removed.serial} actualizado con éxito`)).toBeVisible();
    await expect(page.getByText('No hay datos disponibles')).toBeVisible();
    await page.goto(`/neumaticos?search=${removed.serial}`);
    await expect(firstCell(page, 'estado')).toHaveText('Listo para instalar');
  });
});

test('the km correction of an installed tyre from its mileage screen', async ({ page }) => {
  const loaded = await api(page, 'vehiculos/obtenerneumaticosporid', { id_vehiculo: 2 });
  const tyre = loaded.success.resultado.neumaticos.at(-1);
  await page.goto(`/neumaticoreportekilometro/${tyre.id_neumaticos}`);
  await page.getByRole('button', { name: 'Corregir km' }).click();
  const dialog = page.getByRole('dialog', { name: /^Corregir (kilometraje|horas)/ });
  const field = dialog.getByRole('textbox', { name: /^(Kilometraje|Horas) de instalación/ });
  await field.fill('0');
  // Messages show from the first Guardar on (issue 11), and the cursor goes back to the field.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El kilometraje ingresado debe ser un numero mayor a 0')).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill(String(tyre.km_instalacion - 10));
  await capture(page, 'corregir-km');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'El Kilometraje del neumatico se actualizo correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
});
