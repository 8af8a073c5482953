import { expect, type Page, test } from '@playwright/test';
import { apiPost } from './support/api-call';
import { dismissTrialNotice, login } from './support/auth';
import { USERS } from './support/demo';
import { capture } from './support/shots';

// The chart loads ECharts lazily: a busy machine needs room.
test.describe.configure({ timeout: 90_000 });

type Item = { id: number; num_serie: string; vida: string };
type Life = { nombre: string; actual: boolean; puntos: [number, number][] };

/**
 * A demo tyre retreaded after being inspected in its new life (the demo pulls worn tyres for retread,
 * apps/api/src/db/seed/demo-inspections.ts): the first, newest first, whose earlier life has readings.
 */
async function retreadedInspectedTyre(page: Page): Promise<{ serial: string; earlier: Life }> {
  for (let pageNo = 1; pageNo <= 80; pageNo += 1) {
    const list = (await apiPost(page, 'reporte/curvaneumaticos', { page: pageNo })) as { data: Item[] };
    if (list.data.length === 0) break;
    for (const tyre of list.data.filter((row) => row.vida !== 'N')) {
      const curve = (await apiPost(page, 'reporte/curvaremanenteneumatico', {
        id_neumatico: tyre.id,
        inspecciones_antiguas: true,
      })) as { vidas: Life[] };
      const earlier = curve.vidas.find((life) => !life.actual && life.puntos.length > 1);
      if (earlier && (curve.vidas[0]?.puntos.length ?? 0) > 1) return { serial: tyre.num_serie, earlier };
    }
  }
  throw new Error('the demo has no retreaded tyre inspected in an earlier life');
}

test('the client administrator reads the wear curve of a retreaded tyre and shows its earlier life', async ({
  page,
}) => {
  await login(page, USERS.andinosAdmin);
  await expect(page).toHaveURL(/\/home$/);
  await dismissTrialNotice(page);
  const { serial, earlier } = await retreadedInspectedTyre(page);

  await page.goto('/reportecurvadesgasteneumatico');
  await expect(
    page.getByRole('heading', { name: 'Curva de desgaste por neumático', level: 1 }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Lista de neumáticos' });
  await expect(list.getByRole('button')).toHaveCount(5);
  await page.getByLabel('Buscar por serie').fill(serial);
  await expect(list.getByRole('button')).toHaveCount(1);
  await list.getByRole('button', { name: new RegExp(serial) }).click();

  const chartCard = page.getByRole('region', { name: `Curva de desgaste · ${serial}` });
  await expect(
    chartCard.getByRole('img', { name: `Curva de desgaste de ${serial}` }).locator('svg'),
  ).toBeVisible();
  const cards = page.getByRole('region', { name: 'Indicadores del neumático' });
  await expect(cards).toContainText('Km por mm');
  await expect(cards).toContainText(/\d\.\d{4}/);

  await chartCard.getByRole('button', { name: 'Ver datos' }).click();
  const data = page.getByRole('table', { name: 'Datos de la curva' });
  await expect(data.getByRole('row').nth(1)).toContainText('Reencauche');
  await expect(data.getByRole('cell', { name: earlier.nombre, exact: true })).toHaveCount(0);

  await chartCard.getByLabel('Mostrar Inspecciones Anteriores').check();
  // The earlier life is one more series: its points join the data table (and the legend).
  await expect(data.getByRole('cell', { name: earlier.nombre, exact: true })).toHaveCount(
    earlier.puntos.length,
  );
  await expect(chartCard.getByRole('img').getByText(earlier.nombre, { exact: true })).toBeVisible();
  await capture(page, 'curva-neumatico');
  await capture(page, 'curva-neumatico-tablet', { width: 820, height: 1180 });
});
