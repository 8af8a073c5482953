import { REPORT_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { EXPORT_TYPES } from '../../../lib/download';
import { CostPerKmPage } from './cost-per-km-page';
import { costAnswer, costRow, criterion } from './test-data';

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

const michelin = costRow(
  ['MICHELIN', 'XZE', '295/80R22.5'],
  { 1: 0.0075, 2: 0.009, 3: 0.0125, 4: 0.01 },
  {
    criterio: criterion(0.0075, [0.008, 0.01], 0.011),
    indicador: 0.0091,
  },
);
const goodyear = costRow(['GOODYEAR', 'G686', '11R22.5'], { 5: 0.0042 });

/** Every load answers; the indicator's requests are kept. */
function stubIndicator(answer: (body: Record<string, unknown>) => ReturnType<typeof costAnswer>) {
  const requests: Record<string, unknown>[] = [];
  const fetchMock = stubFetch({
    'POST /api/reporte/anios': { body: { anios: [2026, 2025, 2024] } },
    'POST /api/neumaticomarca/index': {
      body: {
        data: [
          { id: 4, descripcion: 'MICHELIN' },
          { id: 7, descripcion: 'GOODYEAR' },
        ],
      },
    },
    'POST /api/indicador/costo_por_kilometro': ({ body }) => {
      requests.push(body as Record<string, unknown>);
      return { body: answer(body as Record<string, unknown>) };
    },
  });
  return { requests, fetchMock };
}

const render = () => renderWithProviders(<CostPerKmPage clientId={1} />, { route: '/indicadorkmhr' });

describe('CostPerKmPage', () => {
  it('paints each month of a row by its criterion and shows the year, the KPI and the criteria', async () => {
    const { requests } = stubIndicator(() => costAnswer([michelin]));
    render();
    const table = await screen.findByRole('table', { name: 'Indicador mensual (USD/km)' });
    expect(requests[0]).toEqual({ id_cliente: 1, year: 2026, marca: null, unidadmedida: 'K' });

    // Ties go to the better colour: 0.0075 is the objective → green; 0.0100 the tolerable top → yellow.
    expect(within(table).getByLabelText('Enero: 0.0075 (verde)').getAttribute('data-colour')).toBe('verde');
    expect(within(table).getByLabelText('Febrero: 0.0090 (amarillo)')).toBeTruthy();
    expect(within(table).getByLabelText('Marzo: 0.0125 (rojo)')).toBeTruthy();
    expect(within(table).getByLabelText('Abril: 0.0100 (amarillo)')).toBeTruthy();
    expect(within(table).getByLabelText('Mayo: sin datos (gris)').textContent).toBe('-');
    expect(within(table).getByLabelText('Año: 0.0091 (amarillo)')).toBeTruthy();
    expect(within(table).getByText('0.0080 – 0.0100')).toBeTruthy();
    expect(within(table).getByText('0.0110')).toBeTruthy();

    const kpi = screen.getByRole('region', { name: 'Indicador 2026' });
    expect(within(kpi).getByText('0.0075')).toBeTruthy();
    expect(within(kpi).getByText('USD/km')).toBeTruthy();
    expect(within(kpi).getByText('1,200.00')).toBeTruthy();
  });

  it("says 'No cuenta con un criterio de Aceptacion' on a row without criterion and paints none of it", async () => {
    stubIndicator(() => costAnswer([goodyear]));
    render();
    const table = await screen.findByRole('table', { name: 'Indicador mensual (USD/km)' });
    expect(within(table).getByText(REPORT_MSG.sinCriterio)).toBeTruthy();
    expect(within(table).getByLabelText('Mayo: 0.0042 (sin criterio)')).toBeTruthy();
  });

  it("shows the answer's mensaje when the year has no data", async () => {
    stubIndicator(() => costAnswer([], REPORT_MSG.sinCostoKm));
    render();
    expect(await screen.findByText('No se registraron los Indicadores del Costo x Kilometro')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks again for the new year, cost type and brand, keeping the other filters', async () => {
    const { requests } = stubIndicator((body) => costAnswer(body.year === 2025 ? [goodyear] : [michelin]));
    const { user } = render();
    await screen.findByText('MICHELIN', { selector: 'p' });

    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: 'GOODYEAR' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ marca: 7, year: 2026, unidadmedida: 'K' }));

    await user.click(screen.getByRole('combobox', { name: 'Año' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ marca: 7, year: 2025, unidadmedida: 'K' }));
    expect(await screen.findByText('GOODYEAR', { selector: 'p' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Tipo de costo' }));
    await user.click(await screen.findByRole('option', { name: 'Horas' }));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ id_cliente: 1, marca: 7, year: 2025, unidadmedida: 'H' }),
    );
    expect(await screen.findByRole('table', { name: 'Indicador mensual (USD/h)' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: 'Todas' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ marca: null }));
  });

  it("exports with the screen's filters and tells the outcome", async () => {
    const { fetchMock } = stubIndicator(() => costAnswer([michelin]));
    const base = fetchMock.getMockImplementation();
    const exports: URL[] = [];
    const replies = [
      () =>
        new Response('xlsx', {
          headers: { 'Content-Type': EXPORT_TYPES['.xlsx'], 'nombre-archivo': 'IndicadorCostoKm.xlsx' },
        }),
      () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    ];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.startsWith('/api/excel/')) {
        exports.push(url);
        return (replies.shift() as () => Response)();
      }
      return (base as NonNullable<typeof base>)(input, init);
    });
    const { user } = render();
    await screen.findByRole('table', { name: 'Indicador mensual (USD/km)' });

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports[0]?.pathname).toBe('/api/excel/reporteindicadorcostokmhr');
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toEqual({
      id_cliente: '1',
      year: '2026',
      unidadmedida: 'K',
    });

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('La respuesta no es un archivo Excel')).toBeTruthy();
  });
});
