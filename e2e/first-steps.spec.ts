import { expect, test, type Page } from '@playwright/test';
import { toast } from './support/auth';
import { choose, chooseFirst } from './support/forms';
import { newRegistration, submitRegistration, openRegisterMode } from './support/register';

// A tablet in the yard: the size for the first-run journey.
test.use({ viewport: { width: 820, height: 1180 } });
test.describe.configure({ timeout: 150_000 });

const checklist = (page: Page) => page.getByRole('region', { name: 'Primeros pasos' });
const step = (page: Page, title: string, state: 'completo' | 'pendiente') =>
  checklist(page).getByRole('listitem', { name: `${title}: ${state}` });

/** Back to the home, where the checklist reads what was just done. */
async function goHome(page: Page) {
  await page.goto('/home');
  await expect(checklist(page)).toBeVisible();
}

test('a newly registered company follows “Primeros pasos” to its first vehicle', async ({ page }) => {
  const data = newRegistration();
  const plate = `PP${String(Date.now()).slice(-6)}`;

  await test.step('the new company lands on the checklist', async () => {
    await openRegisterMode(page);
    await submitRegistration(page, data);
    await expect(page).toHaveURL(/\/home$/);
    await expect(checklist(page)).toBeVisible();
    // Configurations are a shared catalogue: that step is already done.
    await expect(checklist(page).getByText('1 de 6 completos', { exact: false })).toBeVisible();
    await expect(step(page, 'Revise las configuraciones vehiculares', 'completo')).toBeVisible();
  });

  await test.step('plants', async () => {
    await step(page, 'Registre sus plantas', 'pendiente').getByRole('link', { name: 'Ir a plantas' }).click();
    await expect(page).toHaveURL(/\/plantas$/);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Planta' });
    await dialog.getByLabel('Nombre').fill('Planta Arequipa');
    await dialog.getByLabel('Dirección').fill('Av. Industrial 123, Arequipa');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Operación realizada con éxito')).toBeVisible();
    await goHome(page);
    await expect(step(page, 'Registre sus plantas', 'completo')).toBeVisible();
  });

  await test.step('an application with its tread thresholds', async () => {
    await step(page, 'Cree sus aplicaciones con sus remanentes', 'pendiente')
      .getByRole('link', { name: 'Ir a aplicaciones' })
      .click();
    await expect(page).toHaveURL(/\/aplicacion$/);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Remanente' });
    await dialog.getByRole('button', { name: 'Nueva aplicación' }).click();
    const name = page.getByRole('dialog', { name: 'Nueva Aplicación' });
    await name.getByLabel('Aplicación').fill('Carretera');
    await name.getByRole('button', { name: 'Agregar' }).click();
    await expect(name).toBeHidden();
    await choose(page, dialog.getByRole('combobox', { name: /Aplicación/ }), 'Carretera');
    await dialog.getByLabel(/^Inicio de reencauche/).fill('3');
    await dialog.getByLabel(/^Reencauche/).fill('4.5');
    await dialog.getByLabel(/^Próximo reencauche/).fill('8');
    await dialog.getByLabel(/^Desgaste irregular 1/).fill('2');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Operación realizada con éxito')).toBeVisible();
    await expect(dialog).toBeHidden();
    await goHome(page);
    await expect(step(page, 'Cree sus aplicaciones con sus remanentes', 'completo')).toBeVisible();
  });

  await test.step('the first vehicle', async () => {
    await step(page, 'Registre sus primeros vehículos', 'pendiente')
      .getByRole('link', { name: 'Ir a vehículos' })
      .click();
    await expect(page).toHaveURL(/\/vehiculos$/);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registro de Vehículo' });
    await choose(page, dialog.getByRole('combobox', { name: /^Planta/ }), 'Planta Arequipa');
    await dialog.getByLabel('Placa').fill(plate);
    await choose(page, dialog.getByRole('combobox', { name: /^Tipo\b(?! de costo)/ }), 'CAMIÓN');
    await choose(page, dialog.getByRole('combobox', { name: /^Marca/ }), 'VOLVO');
    await choose(page, dialog.getByRole('combobox', { name: /^Modelo/ }), 'FH 440');
    await choose(page, dialog.getByRole('combobox', { name: /^Aplicación/ }), 'Carretera');
    await chooseFirst(page, dialog.getByRole('combobox', { name: /^Configuración/ }));
    await choose(page, dialog.getByRole('combobox', { name: /^Tipo de costo/ }), 'Kilómetros');
    await dialog.getByLabel('Kilometraje de Vehículo').fill('1000');
    await dialog.getByLabel('Año de fabricación').fill('2023');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, `Se registro el vehículo de placa: ${plate}`)).toBeVisible();
    await goHome(page);
    await expect(step(page, 'Registre sus primeros vehículos', 'completo')).toBeVisible();
    await expect(checklist(page).getByText('4 de 6 completos', { exact: false })).toBeVisible();
  });
});
