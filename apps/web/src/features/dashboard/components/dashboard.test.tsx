import type { CostPerKmRow, DashboardResponse, RetreadIndexResponse } from '@huella/contracts';
import { MONTH_NAMES } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { Dashboard } from './dashboard';

vi.mock('../../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../../components/charts/test-chart-stub')).ChartStub,
}));

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** stubFetch answers JSON; the exports answer a spreadsheet (or, for `failing`, the {exito, mensaje} page). */
function withExports(answersByPath: Answers, failing?: string) {
  const json = stubFetch(answersByPath);
  const exports: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/excel/')) return json(input, init);
    exports.push(url);
    if (url.pathname === failing)
      return new Response(JSON.stringify({ exito: false, mensaje: 'No hay neumáticos para exportar' }), {
        headers: { 'Content-Type': 'text/html' },
      });
    return new Response(new Blob(['xlsx']), {
      headers: { 'Content-Type': XLSX, 'nombre-archivo': 'reporte.xlsx' },
    });
  });
  return exports;
}

const SLOW = { timeout: 5000 };

const FLEET: DashboardResponse = {
  success: {
    marcas: [
      { descripcion: 'MICHELIN', cantidad: 40, porcentaje: 40 },
      { descripcion: 'BRIDGESTONE', cantidad: 25, porcentaje: 25 },
      { descripcion: 'OTROS', cantidad: 35, porcentaje: 35 },
    ],
    estados: [
      { descripcion: 'Instalado', cantidad: 70, porcentaje: 70 },
      { descripcion: 'Listo para instalar', cantidad: 30, porcentaje: 30 },
    ],
    modelos: [{ descripcion: 'XZE2 / XZE', cantidad: 31, porcentaje: 100 }],
    medidas: [{ descripcion: '295/80R22.5', cantidad: 77, porcentaje: 100 }],
    neumaticosscrap: [
      { anio: 2022, cantidad: 0 },
      { anio: 2023, cantidad: 4 },
      { anio: 2024, cantidad: 9 },
      { anio: 2025, cantidad: 13 },
      { anio: 2026, cantidad: 6 },
    ],
    cantidadnuevos: 62,
    cantidadreencauchados: 38,
  },
};

const months = (values: Partial<Record<number, number>>) =>
  Object.fromEntries(
    Array.from({ length: 12 }, (_, index) => [`indicador_mes_${index + 1}`, values[index + 1] ?? null]),
  ) as Record<`indicador_mes_${number}`, number | null>;

const CRITERION = {
  criterio_superior: 0.008,
  criterio_inferior: 0.012,
  rango_c_inferior: 0.008,
  rango_c_superior: 0.012,
  tolerable_inferior: 0.008,
  tolerable_superior: 0.012,
};

const costRow = (overrides: Partial<CostPerKmRow>): CostPerKmRow => ({
  id_marca: 1,
  id_modelo: 2,
  id_medida: 3,
  marca: 'MICHELIN',
  modelo: 'XZE2',
  medida: '295/80R22.5',
  criterio: CRITERION,
  indicador: 0.0075,
  total_lote: 3,
  suma_precio: 1200,
  suma_km_recorrido: 160000,
  meses: [],
  ...months({ 1: 0.0075, 2: 0.0131 }),
  ...overrides,
});

const COST = {
  success: {
    datos: [
      costRow({}),
      costRow({ id_marca: 9, marca: 'GOODYEAR', modelo: 'G686', criterio: null, ...months({ 3: 0.01 }) }),
    ],
    kpi: { total_lote: 4, suma_precio: 1500, suma_km_recorrido: 190000, indicador: 0.0079 },
    mensaje: null,
  },
};

const retread = (indicator: number, criterio: boolean): RetreadIndexResponse => ({
  success: {
    meses: MONTH_NAMES.map((nombre, index) => ({
      mes: index + 1,
      nombre,
      vidas: index === 0 ? 20 : 0,
      vidas_reencauchadas: index === 0 ? 12 : 0,
      suma_reencauches: index === 0 ? 20 : 0,
      indicador: index === 0 ? indicator : null,
    })),
    anual: { vidas: 20, vidas_reencauchadas: 12, suma_reencauches: 20, indicador: indicator },
    criterio: criterio ? { ...CRITERION, criterio_superior: 0.5, criterio_inferior: 0.3 } : null,
    mensaje: null,
  },
});

type Answers = Record<string, { status?: number; body?: unknown }>;

function answers(overrides: Answers = {}): Answers {
  return {
    'POST /api/home/reportesvistaprincipal': { body: FLEET },
    'POST /api/neumaticos/totalvehiculo': { body: { total: 14 } },
    'POST /api/neumaticos/totalneumatico': { body: { total: 1234 } },
    'POST /api/neumaticos/totalcriterio': { body: { total: 5 } },
    'POST /api/neumaticos/reportscount': { body: { total: 48 } },
    'POST /api/indicador/costo_por_kilometro': { body: COST },
    'POST /api/indicador/indice_reencauche': { body: retread(0.6, true) },
    'POST /api/indicador/indice_reencauchabilidad': { body: retread(1.6667, false) },
    ...overrides,
  };
}

const everything = () => true;

const card = (name: string) => screen.getByRole('region', { name });

describe('Home dashboard', () => {
  it('shows every card filled from its answer', async () => {
    stubFetch(answers());
    const { user } = renderWithProviders(<Dashboard clientId={3} canOpen={everything} />);

    // Counters.
    expect(await screen.findByText('1,234', {}, SLOW)).toBeTruthy();
    const vehicles = screen.getByRole('group', { name: 'Vehículos' });
    await waitFor(() => expect(within(vehicles).getByText('14')).toBeTruthy());
    expect(within(screen.getByRole('group', { name: 'Inspecciones' })).getByText('48')).toBeTruthy();

    // The cost table: each month cell named with its value and band.
    const cost = card('Costo por kilómetro');
    expect(await within(cost).findByRole('cell', { name: 'Enero: 0.0075 (verde)' }, SLOW)).toBeTruthy();
    expect(within(cost).getByRole('cell', { name: 'Febrero: 0.0131 (rojo)' })).toBeTruthy();
    expect(within(cost).getByRole('cell', { name: 'Marzo: sin datos (gris)' })).toBeTruthy();
    // The criterion has its column on a laptop and sits under the tyre's name on a tablet (CSS shows one).
    expect(within(cost).getAllByText('No cuenta con un criterio de Aceptacion')).toHaveLength(2);
    expect(within(cost).getByText(/KPI del año 0.0079 USD\/km/)).toBeTruthy();

    // The charts: their numbers through 'Ver datos'.
    const brands = card('Neumáticos por marca');
    await user.click(await within(brands).findByRole('button', { name: 'Ver datos' }, SLOW));
    const brandRow = await within(brands).findByRole('row', { name: /MICHELIN/ });
    expect(within(brandRow).getByText('40')).toBeTruthy();
    expect(within(brands).getByRole('row', { name: /OTROS/ })).toBeTruthy();

    const condition = card('Neumáticos por condición');
    await user.click(await within(condition).findByRole('button', { name: 'Ver datos' }, SLOW));
    expect(
      within(await within(condition).findByRole('row', { name: /Reencauchado/ })).getByText('38'),
    ).toBeTruthy();

    const scrap = card('Neumáticos en scrap por año');
    await user.click(await within(scrap).findByRole('button', { name: 'Ver datos' }, SLOW));
    expect(within(await within(scrap).findByRole('row', { name: /2025/ })).getByText('13')).toBeTruthy();

    const index = card('Índice de reencauche');
    expect(within(index).getByText(/del año 60.00 %/)).toBeTruthy();
    await user.click(await within(index).findByRole('button', { name: 'Ver datos' }, SLOW));
    expect(
      within(await within(index).findByRole('row', { name: /Enero/ })).getByText('60.00 %'),
    ).toBeTruthy();

    const retreadability = card('Índice de reencauchabilidad');
    expect(within(retreadability).getByText(/del año 1.67/)).toBeTruthy();
    expect(within(retreadability).getByText('No cuenta con un criterio de Aceptacion')).toBeTruthy();

    for (const name of ['Neumáticos por estado', 'Neumáticos por modelo y diseño', 'Neumáticos por medida'])
      expect(within(card(name)).getByRole('button', { name: 'Ver datos' })).toBeTruthy();

    // 'Ver más' goes where the spec says.
    expect(
      within(index)
        .getByRole('link', { name: /Ver más/ })
        .getAttribute('href'),
    ).toBe('/indicadorreencauche');
    expect(
      within(card('Neumáticos por medida'))
        .getByRole('link', { name: /Ver más/ })
        .getAttribute('href'),
    ).toBe('/neumaticos');
  });

  it("opens the cost details with 'Ver más' and says when there are none", async () => {
    const fetchMock = stubFetch(
      answers({ 'POST /api/reporte/detalles_costo_por_kilometro': { body: { success: { detalles: [] } } } }),
    );
    const { user } = renderWithProviders(<Dashboard clientId={3} canOpen={everything} />);
    const cost = card('Costo por kilómetro');
    await user.click(within(cost).getByRole('button', { name: 'Ver más' }));
    const dialog = await screen.findByRole('dialog', { name: /Detalle del costo por kilómetro/ });
    expect(await within(dialog).findByText('No se encontraron datos')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('detalles_costo_por_kilometro'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ id_cliente: 3, unidadmedida: 'K' });
  });

  it('lists the lots in the details dialog', async () => {
    stubFetch(
      answers({
        'POST /api/reporte/detalles_costo_por_kilometro': {
          body: {
            success: {
              detalles: [
                {
                  marca: 'MICHELIN',
                  modelo: 'XZE2',
                  medida: '295/80R22.5',
                  total_lote: 3,
                  suma_precio: 1200,
                  promedio_precio: 400,
                  suma_km_recorrido: 160000,
                  promedio_km_recorrido: 53333.33,
                  indicador: 0.0075,
                  fecha_mes: '2026-01',
                },
              ],
            },
          },
        },
      }),
    );
    const { user } = renderWithProviders(<Dashboard clientId={3} canOpen={everything} />);
    await user.click(within(card('Costo por kilómetro')).getByRole('button', { name: 'Ver más' }));
    const dialog = await screen.findByRole('dialog', { name: /Detalle del costo por kilómetro/ });
    for (const column of [
      'Marca',
      'Lote',
      'Suma precio',
      'Promedio precio',
      'Suma km',
      'Rendimiento km',
      'Indicador',
      'Mes',
    ])
      expect(within(dialog).getByRole('columnheader', { name: column })).toBeTruthy();
    const row = await within(dialog).findByRole('row', { name: /MICHELIN/ });
    expect(within(row).getByText('1,200.00')).toBeTruthy();
    expect(within(row).getByText('0.0075')).toBeTruthy();
    expect(within(row).getByText('Enero 2026')).toBeTruthy();
  });

  it('keeps the other cards when one call fails, and hides what the user may not open', async () => {
    stubFetch(
      answers({ 'POST /api/home/reportesvistaprincipal': { status: 403, body: { error: 'No autorizado' } } }),
    );
    renderWithProviders(<Dashboard clientId={3} canOpen={(path) => path === '/indicadorreencauche'} />);
    const index = card('Índice de reencauche');
    expect(await within(index).findByText(/del año 60.00 %/, {}, SLOW)).toBeTruthy();
    expect(within(index).getByRole('link', { name: /Ver más/ })).toBeTruthy();
    expect(await within(card('Neumáticos por marca')).findByText('No autorizado')).toBeTruthy();
    expect(within(card('Neumáticos por medida')).queryByRole('link', { name: /Ver más/ })).toBeNull();
    // No permission for the cost indicator: its card is not there (its call would be refused).
    expect(screen.queryByRole('region', { name: 'Costo por kilómetro' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Índice de reencauchabilidad' })).toBeNull();
  });

  it('exports each card with its call, and says why a file could not be made', async () => {
    const exports = withExports(answers(), '/api/excel/reporteneumaticosporestado');
    const { user } = renderWithProviders(<Dashboard clientId={3} canOpen={everything} />);
    await within(card('Neumáticos por marca')).findByRole('button', { name: 'Ver datos' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Exportar Neumáticos por marca a Excel' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports.at(-1)?.pathname).toBe('/api/excel/reporteneumaticospormarca');
    expect(exports.at(-1)?.searchParams.get('id_cliente')).toBe('3');

    await user.click(within(card('Costo por kilómetro')).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(exports.at(-1)?.pathname).toBe('/api/excel/reporteindicadorcostokmhr'));
    expect(exports.at(-1)?.searchParams.get('unidadmedida')).toBe('K');
    expect(exports.at(-1)?.searchParams.get('year')).toMatch(/^\d{4}$/);

    await user.click(screen.getByRole('button', { name: 'Exportar Neumáticos por estado a Excel' }));
    expect(await screen.findByText('No hay neumáticos para exportar')).toBeTruthy();
  });

  it("says the year has no cost lots, and leads to the indicator's earlier years", async () => {
    const empty = {
      success: {
        datos: [],
        kpi: { total_lote: 0, suma_precio: 0, suma_km_recorrido: 0, indicador: null },
        mensaje: 'No se registraron los Indicadores del Costo x Kilometro',
      },
    };
    stubFetch(answers({ 'POST /api/indicador/costo_por_kilometro': { body: empty } }));
    renderWithProviders(<Dashboard clientId={3} canOpen={everything} />);
    const cost = card('Costo por kilómetro');
    expect(
      await within(cost).findByText('No se registraron los Indicadores del Costo x Kilometro', {}, SLOW),
    ).toBeTruthy();
    expect(within(cost).getByRole('link', { name: 'Ver años anteriores' }).getAttribute('href')).toBe(
      '/indicadorkmhr',
    );
  });
});
