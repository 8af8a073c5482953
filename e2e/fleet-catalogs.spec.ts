import { expect, type Page, test } from '@playwright/test';
import { login, toast } from './support/auth';
import { USERS } from './support/demo';
import { capture } from './support/shots';

/** A notice the shell may open on entry (trial period…) is not part of this journey. */
async function dismissNotices(page: Page) {
  const ok = page.getByRole('dialog').getByRole('button', { name: 'OK' });
  if (await ok.isVisible().catch(() => false)) await ok.click();
}

async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible();
  await dismissNotices(page);
}

const slot = (page: Page, ubicacion: number) =>
  page.getByRole('button', { name: new RegExp(`^Posición ${ubicacion}( |$)`) });

test('a client administrator manages plants and builds a vehicle configuration', async ({ page }) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);

  await test.step('plants: create, refuse a duplicate, search, delete', async () => {
    await open(page, '/plantas', 'Callao - Base principal');
    await capture(page, 'plantas');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Planta' });
    // Guardar on the empty form names what is missing and puts the cursor there (issue 11).
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El nombre es requerido')).toBeVisible();
    await expect(dialog.getByLabel('Nombre')).toBeFocused();
    await dialog.getByLabel('Nombre').fill('Piura');
    await dialog.getByLabel('Dirección').fill('Av. Sánchez Cerro 1200, Piura');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Operación realizada con éxito')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Piura', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo' }).click();
    await dialog.getByLabel('Nombre').fill('LURÍN');
    await dialog.getByLabel('Dirección').fill('Otra dirección');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Ya existe una planta con ese nombre')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByLabel('Buscar plantas').fill('piu');
    await expect(page).toHaveURL(/search=piu/);
    await expect(page.getByRole('gridcell', { name: 'Lurín', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Eliminar Piura' }).click();
    await expect(page.getByRole('dialog').getByText('Desea eliminar la planta Piura ?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('No hay datos disponibles')).toBeVisible();
  });

  await test.step('configurations: the seeded layouts are listed', async () => {
    await open(page, '/configuracionvehiculo', 'Tracto 6x4 - 10 neumáticos');
    await expect(page.getByText('Semirremolque 3 ejes - 12 neumáticos')).toBeVisible();
    await capture(page, 'configuraciones');
  });

  await test.step('a new configuration is drawn on the diagram, saved, and the list shows it', async () => {
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await expect(page).toHaveURL(/\/configuracionvehiculo\/instalacion$/);
    await page.getByLabel('Nombre').fill('Tracto 6x2 - 8 neumáticos');
    await page.getByRole('combobox', { name: 'Tipo de vehículo' }).click();
    await page.getByRole('option', { name: 'TRACTO' }).click();
    await page.getByRole('combobox', { name: 'Tipo de configuración' }).click();
    await page.getByRole('option', { name: '6x2' }).click();
    await page.getByLabel('N° de neumáticos').fill('8');
    for (const ubicacion of [1, 2]) await slot(page, ubicacion).click();
    await page.getByLabel('Editar posiciones del eje 2').check();
    for (const ubicacion of [3, 4, 5, 6]) await slot(page, ubicacion).click();
    await page.getByRole('button', { name: 'Agregar eje' }).click();
    for (const ubicacion of [7, 8]) await slot(page, ubicacion).click();
    await expect(page.getByText('8 de 8 posiciones asignadas')).toBeVisible();
    await capture(page, 'configuracion-editor');
    await capture(page, 'configuracion-editor-820x1180', { width: 820, height: 1180 });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/configuracionvehiculo$/);
    await expect(page.getByText('Tracto 6x2 - 8 neumáticos')).toBeVisible();
  });

  await test.step('editing shows the numbered positions; then the configuration is deleted', async () => {
    await page.getByRole('button', { name: 'Editar Tracto 6x2 - 8 neumáticos' }).click();
    // The list draws every configuration's diagram: wait for the editor before looking at a slot.
    await expect(page).toHaveURL(/\/configuracionvehiculo\/instalacion\/\d+$/);
    await expect(page.getByLabel('Nombre')).toHaveValue('Tracto 6x2 - 8 neumáticos');
    await expect(slot(page, 8)).toHaveAccessibleName('Posición 8 (P7)');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Eliminar Tracto 6x2 - 8 neumáticos' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Operación realizada con éxito')).toBeVisible();
    await expect(page.getByText('Tracto 6x2 - 8 neumáticos')).toBeHidden();
  });
});
