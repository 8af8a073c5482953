import { expect, type Page, test } from '@playwright/test';
import { dismissTrialNotice, login, toast } from './support/auth';
import { USERS } from './support/demo';
import { readSheetRows, saveDownload } from './support/files';
import { capture } from './support/shots';

// Charts load lazily and the home sends a dozen report calls at once: a busy machine needs room.
test.describe.configure({ timeout: 180_000 });

const YEAR = new Date().getFullYear();

/** Picks an option of a MUI select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The KPI card of /indicadorkmhr as text ('INDICADOR 2026 0.0085 USD/km …'), or the no-data text. */
async function indicatorState(page: Page) {
  const kpi = page.getByRole('region', { name: /^Indicador \d{4}$/ });
  const none = page.getByText('No se registraron los Indicadores del Costo x Kilometro');
  await expect(kpi.or(none).first()).toBeVisible();
  return (await kpi.isVisible()) ? await kpi.innerText() : 'sin datos';
}

test('the client administrator reads the home dashboard and the indicators, filters them and exports them', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);

  await test.step('every card of the home is filled with the demo data', async () => {
    await expect(page.getByRole('heading', { name: `Resumen ${YEAR}` })).toBeVisible();
    for (const counter of ['Vehículos', 'Neumáticos', 'Criterios de aceptación', 'Inspecciones']) {
      await expect(page.getByRole('group', { name: counter })).toContainText(/\d/);
    }
    const charts = [
      'Índice de reencauche',
      'Índice de reencauchabilidad',
      'Neumáticos en scrap por año',
      'Neumáticos por marca',
      'Neumáticos por condición',
      'Neumáticos por estado',
      'Neumáticos por modelo y diseño',
      'Neumáticos por medida',
    ];
    for (const title of charts) {
      const card = page.getByRole('region', { name: title, exact: true });
      await expect(card.getByRole('img').first(), title).toBeVisible();
      await expect(card.getByRole('button', { name: 'Ver datos' })).toBeVisible();
    }
    const cost = page.getByRole('region', { name: 'Costo por kilómetro', exact: true });
    await expect(cost.getByRole('table')).toBeVisible();
    await expect(cost.getByRole('cell', { name: /\((verde|amarillo|rojo)\)$/ }).first()).toBeVisible();
    await capture(page, 'home-tablero');
    // 'Ver más' of the cost card: every monthly lot of the year.
    await cost.getByRole('button', { name: /^Ver más/ }).click();
    const lots = page.getByRole('dialog');
    await expect(lots.getByRole('columnheader', { name: 'Indicador' })).toBeVisible();
    await expect(lots.getByRole('row').nth(1)).toContainText(/\d/);
    await page.keyboard.press('Escape');
    await expect(lots).toBeHidden();
  });

  await test.step('cost per km: the year and the brand change the table, the export holds the same numbers', async () => {
    await page.goto('/indicadorkmhr');
    await expect(page.getByRole('heading', { name: 'Costo por km / hora', level: 1 })).toBeVisible();
    const before = await indicatorState(page);
    await choose(page, 'Año', String(YEAR - 1));
    await expect.poll(() => indicatorState(page)).not.toBe(before);
    const table = page.getByRole('table', { name: 'Indicador mensual (USD/km)' });
    await expect(table).toBeVisible();
    await choose(page, 'Marca', 'MICHELIN');
    await expect(table.getByRole('row').nth(1)).toContainText('MICHELIN');
    const rowHeaders = await table.getByRole('row').allInnerTexts();
    expect(rowHeaders.slice(1).every((row) => row.startsWith('MICHELIN'))).toBe(true);
    await capture(page, 'indicador-costo-km');

    const kpi = await indicatorState(page);
    const file = await saveDownload(page, () => page.getByRole('button', { name: 'Exportar Excel' }).click());
    expect(file.fileName).toMatch(/\.xlsx$/);
    await expect(toast(page, 'Archivo exportado correctamente')).toBeVisible();
    const rows = await readSheetRows(file.path);
    // Row 2: 'Indicador del año', its value; the screen shows it with 4 decimals.
    const yearly = Number(rows[1]?.[1]);
    expect(kpi).toContain(yearly.toFixed(4));
    // Empty rows are skipped when the sheet is read: the brand rows are the ones after the header 'Marca'.
    const header = rows.findIndex((row) => row[0] === 'Marca');
    expect(header).toBeGreaterThan(0);
    const brands = rows.slice(header + 1).map((row) => row[0]);
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.every((brand) => brand === 'MICHELIN')).toBe(true);
  });

  await test.step('retread index: twelve months painted against the criterion, and its export', async () => {
    await page.goto('/indicadorreencauche');
    await expect(page.getByRole('heading', { name: 'Índice de reencauche', level: 1 })).toBeVisible();
    const months = page.getByRole('table', { name: /por mes$/ });
    await expect(months.getByRole('row')).toHaveCount(14); // header, 12 months, the year
    await expect(months.getByRole('cell', { name: /\((verde|amarillo|rojo)\)$/ }).first()).toBeVisible();
    const file = await saveDownload(page, () => page.getByRole('button', { name: 'Exportar Excel' }).click());
    expect(file.fileName).toMatch(/\.xlsx$/);
  });

  await test.step('inspection analysis: a period gives the four charts', async () => {
    await page.goto('/analisisinspecciones');
    await expect(page.getByRole('heading', { name: 'Análisis de inspecciones', level: 1 })).toBeVisible();
    await choose(page, 'Año', String(YEAR - 1));
    await choose(page, 'Mes inicial', 'Enero');
    await choose(page, 'Mes final', 'Diciembre');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(page.getByText(`Periodo: Enero a Diciembre ${YEAR - 1}`)).toBeVisible();
    for (const title of [
      'Marcas de neumáticos inspeccionadas',
      'Remanente por diseño',
      'Tipos de vehículo inspeccionados',
      `Inspecciones por mes ${YEAR - 1}`,
    ]) {
      const card = page.getByRole('region', { name: title, exact: true });
      await expect(card.getByRole('img').first(), title).toBeVisible();
    }
    await capture(page, 'analisis-inspecciones');
  });
});
