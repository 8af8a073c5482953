import { expect, type Locator, type Page, test } from '@playwright/test';
import { login, toast } from './support/auth';
import { runSuffix } from './support/dates';
import { USERS } from './support/demo';
import { buildWorkbook, readSheetRows, saveDownload } from './support/files';
import { choose } from './support/forms';
import { dataRows } from './support/grid';

// A long journey on a busy machine: more than the default minute.
test.describe.configure({ timeout: 120_000 });

/**
 * Spec 1 §5 (acceptance criteria) and §2.7 (criteria import), as Cordillera del Sur's administrator. The
 * criteria go to the year current + 2, which the demo leaves empty, with model–size keys unique to this run.
 */
const suffix = runSuffix();
const year = new Date().getFullYear() + 2;
const modelSize = (n: number) => `E2E${suffix}-${n} XZY - 295/80R22.5`;
const MSG = {
  required: 'Este Campo es Requerido.',
  objectiveMax5: 'Criterio objetivo debe ser menor o igual a 5',
  objectivePositive: 'Criterio objetivo debe ser mayor a 0',
  objectiveOverDeficient: 'Criterio objetivo no debe ser mayor que el criterio deficiente',
  objectiveMax10: 'Criterio objetivo debe ser menor o igual a 10',
  deficientMax10: 'Criterio deficiente debe ser menor o igual a 10',
  percent: 'El Índice de reencauche (%): puede ser cero o mayor que uno y máximo 100.',
  // The spec's texts end with a space; the page shows them trimmed.
  tolerable: 'Revisar los rangos de tolerable con los valores de criterio objetivo y deficiente',
  modelSize: 'Seleccione un Modelo - Medida',
  registered: /^Este criterio ya fue registrado\s*$/,
};

/** Replaces a text field's content, as a person would (select all, type). */
async function retype(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

async function openNewCriterion(page: Page, indicator: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Criterio' });
  await expect(dialog.getByRole('combobox', { name: /^Año/ })).toHaveText(String(year));
  await choose(page, dialog.getByRole('combobox', { name: /^Indicador/ }), indicator);
  return dialog;
}

const field = (dialog: Locator, label: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`) });

test('acceptance criteria: each range rule, one criterion registered once, and the Excel import', async ({
  page,
}) => {
  await login(page, USERS.cordilleraAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/criterioaceptacion');
  await expect(page.getByRole('heading', { name: 'Criterios de Aceptación' })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Año' }), String(year));
  await expect(page.getByText('No hay datos disponibles')).toBeVisible();

  await test.step('cost per km: objective range, deficient, tolerable ranges, model–size', async () => {
    const dialog = await openNewCriterion(page, 'Costo por kilómetro');
    const save = dialog.getByRole('button', { name: 'Guardar' });
    const objective = field(dialog, 'Criterio objetivo');
    const deficient = field(dialog, 'Criterio deficiente');
    const minimum = field(dialog, 'Tolerable mínimo');
    const maximum = field(dialog, 'Tolerable máximo');
    const model = field(dialog, 'Modelo - Medida');
    // Messages show from the first Guardar on (issue 11), then follow each keystroke.
    await save.click();

    await retype(objective, '6');
    await expect(dialog.getByText(MSG.objectiveMax5)).toBeVisible();
    await retype(objective, '0');
    await expect(dialog.getByText(MSG.objectivePositive)).toBeVisible();
    await retype(objective, '0.02');
    await expect(dialog.getByText(MSG.objectivePositive)).toBeHidden();

    await retype(deficient, '0.01');
    await expect(dialog.getByText(MSG.objectiveOverDeficient)).toBeVisible();
    await retype(deficient, '0.03');
    await expect(dialog.getByText(MSG.objectiveOverDeficient)).toBeHidden();

    // Max below the deficient criterion, then max not above min, then min above the deficient criterion.
    await retype(minimum, '0.02');
    await retype(maximum, '0.025');
    await expect(dialog.getByText(MSG.tolerable)).toBeVisible();
    await retype(maximum, '0.02');
    await expect(dialog.getByText(MSG.tolerable)).toBeVisible();
    await retype(minimum, '0.035');
    await retype(maximum, '0.04');
    await expect(dialog.getByText(MSG.tolerable)).toBeVisible();
    await retype(minimum, '0.02');
    await retype(maximum, '0.04');
    await expect(dialog.getByText(MSG.tolerable)).toBeHidden();

    await retype(model, 'x');
    await model.fill('');
    await expect(dialog.getByText(MSG.modelSize)).toBeVisible();
    await save.click();
    await expect(model).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('retread index: percent inputs from 0 or 1 to 100, criteria read-only', async () => {
    const dialog = await openNewCriterion(page, 'Índice de reencauche');
    await expect(dialog.getByRole('textbox', { name: /^Modelo - Medida/ })).toHaveCount(0);
    const objectivePct = field(dialog, 'Criterio objetivo (%)');
    const deficientPct = field(dialog, 'Criterio deficiente (%)');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await retype(objectivePct, '0.5');
    await expect(dialog.getByText(MSG.percent)).toBeVisible();
    await retype(objectivePct, '150');
    await expect(dialog.getByText(MSG.percent)).toBeVisible();
    await retype(objectivePct, '60');
    await expect(dialog.getByText(MSG.percent)).toBeHidden();
    await retype(deficientPct, '101');
    await expect(dialog.getByText(MSG.percent)).toBeVisible();
    await retype(deficientPct, '40');
    await expect(dialog.getByText(MSG.percent)).toBeHidden();
    // The criteria are the percents ÷ 100, shown read-only.
    const objective = field(dialog, 'Criterio objetivo');
    await expect(objective).toHaveValue('0.6');
    await expect(objective).toHaveAttribute('readonly', '');
    await expect(field(dialog, 'Criterio deficiente')).toHaveValue('0.4');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('reencauchabilidad index: both criteria at most 10', async () => {
    const dialog = await openNewCriterion(page, 'Índice de reencauchabilidad');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await retype(field(dialog, 'Criterio objetivo'), '11');
    await expect(dialog.getByText(MSG.objectiveMax10)).toBeVisible();
    await retype(field(dialog, 'Criterio deficiente'), '12');
    await expect(dialog.getByText(MSG.deficientMax10)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('a valid criterion is registered and listed; the same one again is refused', async () => {
    for (const attempt of ['first', 'again'] as const) {
      const dialog = await openNewCriterion(page, 'Costo por kilómetro');
      await retype(field(dialog, 'Modelo - Medida'), modelSize(0));
      await retype(field(dialog, 'Criterio objetivo'), '0.02');
      await retype(field(dialog, 'Criterio deficiente'), '0.03');
      await retype(field(dialog, 'Tolerable mínimo'), '0.02');
      await retype(field(dialog, 'Tolerable máximo'), '0.04');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      if (attempt === 'first') {
        await expect(toast(page, 'Operación realizada con éxito')).toBeVisible();
        await expect(dialog).toBeHidden();
        const row = dataRows(page).filter({ hasText: `E2E${suffix}-0 XZY` });
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('gridcell', { name: '295/80R22.5', exact: true })).toBeVisible();
        await expect(row.getByRole('gridcell', { name: '0.0200', exact: true })).toHaveCount(2);
      } else {
        await expect(dialog.getByRole('alert').filter({ hasText: MSG.registered })).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await expect(dataRows(page).filter({ hasText: `E2E${suffix}-0 XZY` })).toHaveCount(1);
      }
    }
  });

  await test.step('import: the template, a file with two bad rows, then a good file', async () => {
    await page.goto('/importarcriterio');
    await expect(page.getByRole('heading', { name: 'Importar Criterios de Aceptación' })).toBeVisible();
    const template = await saveDownload(page, () =>
      page.getByRole('button', { name: 'Descargar plantilla' }).click(),
    );
    expect(template.fileName).toBe('criterio_aceptacion.xlsx');
    const [header] = await readSheetRows(template.path);
    expect(header).toEqual([
      'Indicador',
      'Año',
      'Modelo - Medida',
      'Criterio objetivo',
      'Criterio deficiente',
      'Tolerable mínimo',
      'Tolerable máximo',
      'Criterio objetivo (%)',
      'Criterio deficiente (%)',
    ]);
    const columns = (header ?? []).map(String);
    const costRow = (n: number, objective: number): (string | number | null)[] => [
      'Costo por kilómetro',
      year,
      modelSize(n),
      objective,
      0.03,
      0.02,
      0.04,
      null,
      null,
    ];

    const upload = async (name: string, rows: (string | number | null)[][]) => {
      const buffer = await buildWorkbook('criterio_aceptacion', columns, rows);
      await page.locator('input[type="file"]').setInputFiles({
        name,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
      });
      await expect(page.getByText(name)).toBeVisible();
      await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    };

    // Sheet rows 2 and 4 are wrong (objective over 5; no model–size); row 3 is fine but nothing is saved.
    await upload('criterios-con-errores.xlsx', [
      ['Costo por kilómetro', year, modelSize(1), 6, 7, 6, 8, null, null],
      costRow(2, 0.02),
      ['Costo por kilómetro', year, null, 0.02, 0.03, 0.02, 0.04, null, null],
    ]);
    const failed = page.getByRole('alert').filter({ hasText: 'Error al Cargar Datos' });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('listitem')).toHaveText([
      `Fila 2: ${MSG.objectiveMax5}`,
      `Fila 4: ${MSG.modelSize}`,
    ]);

    await upload('criterios.xlsx', [costRow(1, 0.02), costRow(2, 0.021), costRow(3, 0.022)]);
    const loaded = page.getByRole('alert').filter({ hasText: 'Excel cargado Exitosamente' });
    await expect(loaded).toBeVisible();
    await expect(loaded.getByRole('listitem')).toHaveText(['Se registraron 3 criterios de aceptación']);

    await page.getByRole('main').getByRole('link', { name: 'Criterios de aceptación' }).click();
    await expect(page).toHaveURL(/\/criterioaceptacion$/);
    await choose(page, page.getByRole('combobox', { name: 'Año' }), String(year));
    for (const n of [0, 1, 2, 3])
      await expect(dataRows(page).filter({ hasText: `E2E${suffix}-${n} XZY` })).toHaveCount(1);
  });
});
