import { REPORT_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { EXPORT_TYPES } from '../../../lib/download';
import { RetreadIndexPage } from './retread-index-page';
import { RetreadabilityPage } from './retreadability-page';
import { criterion, retreadAnswer } from './test-data';

vi.mock('../../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../../components/charts/test-chart-stub')).ChartStub,
}));
vi.mock('../../../components/reports/report-controls', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentYear: () => 2026,
}));

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

/** Criteria of the index are stored as fractions (entered in percent): objective 60 %, tolerable 40–60 %. */
const indexCriterion = criterion(0.6, [0.4, 0.6], 0.4);

function stubIndex(path: string, answer: (year: number) => ReturnType<typeof retreadAnswer>) {
  const years: unknown[] = [];
  const fetchMock = stubFetch({
    'POST /api/reporte/anios': { body: { anios: [2026, 2025] } },
    [`POST /api/indicador/${path}`]: ({ body }) => {
      const year = (body as { year: number }).year;
      years.push(body);
      return { body: answer(year) };
    },
  });
  return { years, fetchMock };
}

describe('RetreadIndexPage', () => {
  it('shows each month as a percent painted higher-is-better, the year and the chart with the objective', async () => {
    const { years } = stubIndex('indice_reencauche', () =>
      retreadAnswer(
        {
          1: { vidas: 20, reencauchadas: 12, indicador: 0.6 },
          2: { vidas: 10, reencauchadas: 5, indicador: 0.5 },
          3: { vidas: 10, reencauchadas: 2, indicador: 0.2 },
        },
        { criterio: indexCriterion, anual: 0.475 },
      ),
    );
    renderWithProviders(<RetreadIndexPage clientId={1} />);
    const table = await screen.findByRole('table', { name: 'Índice de reencauche por mes' });
    expect(years).toEqual([{ id_cliente: 1, year: 2026 }]);
    expect(within(table).getByLabelText('Enero: 60.00 % (verde)')).toBeTruthy();
    expect(within(table).getByLabelText('Febrero: 50.00 % (amarillo)')).toBeTruthy();
    expect(within(table).getByLabelText('Marzo: 20.00 % (rojo)')).toBeTruthy();
    expect(within(table).getByLabelText('Abril: sin datos (gris)')).toBeTruthy();
    expect(within(table).getByLabelText('Año: 47.50 % (amarillo)')).toBeTruthy();

    const chart = screen.getByRole('figure', { name: 'Índice de reencauche por mes, 2026' });
    expect(within(chart).getByText('Enero: 60.00 %').getAttribute('data-colour')).toBe('#2e7d32');
    expect(within(chart).getByText('Objetivo: 60.00 %')).toBeTruthy();
    expect(screen.getByLabelText('Criterio de aceptación').textContent).toContain('objetivo ≥ 60.00 %');
  });

  it('asks for the chosen year and exports it', async () => {
    const { years, fetchMock } = stubIndex('indice_reencauche', (year) =>
      retreadAnswer({ 1: { vidas: year === 2025 ? 4 : 2, reencauchadas: 1, indicador: 0.25 } }),
    );
    const base = fetchMock.getMockImplementation();
    const exports: URL[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.startsWith('/api/excel/')) return (base as NonNullable<typeof base>)(input, init);
      exports.push(url);
      return new Response('x', { headers: { 'Content-Type': EXPORT_TYPES['.xlsx'] } });
    });
    const { user } = renderWithProviders(<RetreadIndexPage clientId={1} />);
    await screen.findByRole('table', { name: 'Índice de reencauche por mes' });
    // No criterion: the spec's text, and the cells keep no colour.
    expect(screen.getByLabelText('Criterio de aceptación').textContent).toBe(REPORT_MSG.sinCriterio);
    expect(screen.getByLabelText('Enero: 25.00 % (sin criterio)')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Año' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    await waitFor(() => expect(years.at(-1)).toEqual({ id_cliente: 1, year: 2025 }));
    const kpi = await screen.findByRole('region', { name: 'Índice de reencauche 2025' });
    expect(within(kpi).getByText('4')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports[0]?.pathname).toBe('/api/excel/reporteindicereencauche');
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toEqual({ id_cliente: '1', year: '2025' });
  });

  it("says the year has no data with the answer's mensaje", async () => {
    stubIndex('indice_reencauche', () => retreadAnswer({}, { mensaje: REPORT_MSG.sinReencauche }));
    renderWithProviders(<RetreadIndexPage clientId={1} />);
    expect(await screen.findByText(REPORT_MSG.sinReencauche)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('RetreadabilityPage', () => {
  it('shows the mean retread number with 2 decimals and the sum of retreads', async () => {
    stubIndex('indice_reencauchabilidad', () =>
      retreadAnswer(
        { 6: { vidas: 15, reencauchadas: 12, suma: 20, indicador: 20 / 12 } },
        { criterio: criterion(1.5, [1.2, 1.5], 1.2), anual: 20 / 12 },
      ),
    );
    const { user } = renderWithProviders(<RetreadabilityPage clientId={1} />);
    const table = await screen.findByRole('table', { name: 'Índice de reencauchabilidad por mes' });
    expect(within(table).getByLabelText('Junio: 1.67 (verde)')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Suma de reencauches' })).toBeTruthy();
    expect(within(table).getAllByText('20')).toHaveLength(2);

    const fetchMock = vi.mocked(fetch);
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.startsWith('/api/excel/')) return (base as NonNullable<typeof base>)(input, init);
      return new Response(JSON.stringify({ exito: false, mensaje: 'Sin datos para exportar' }), {
        headers: { 'Content-Type': 'text/html' },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Sin datos para exportar')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/api/excel/reporteindicereencauchabilidad?');
  });
});
