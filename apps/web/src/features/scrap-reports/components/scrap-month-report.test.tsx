import { SCRAP_REPORT_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { EXPORT_TYPES } from '../../../lib/download';
import { ScrapByBrandPage } from './scrap-by-brand-page';
import { ScrapByReasonPage } from './scrap-by-reason-page';
import { scrapAnswer } from './test-data';

vi.mock('../../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../../components/charts/test-chart-stub')).ChartStub,
}));
vi.mock('@huella/domain', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  todayInLima: () => '2026-11-24',
}));

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

/** Reasons 7 (3 in the year) and 9 (1): 75.00 % and 25.00 %. */
const reasons = [
  { id: 7, descripcion: 'Corte lateral', porcentaje: 75 },
  { id: 9, descripcion: 'Desgaste irregular', porcentaje: 25 },
];

function stubReport(path: string, answer: (year: number) => unknown) {
  const requests: unknown[] = [];
  const exports: URL[] = [];
  stubFetch({
    'POST /api/reporte/anios': { body: { anios: [2026, 2025] } },
    [`POST /api/reporte/${path}`]: ({ body }) => {
      requests.push(body);
      return { body: answer((body as { year: number }).year) };
    },
  });
  const fetchMock = vi.mocked(fetch);
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/excel/')) return (base as NonNullable<typeof base>)(input, init);
    exports.push(url);
    return new Response('x', { headers: { 'Content-Type': EXPORT_TYPES['.xlsx'] } });
  });
  return { requests, exports };
}

describe('ScrapByReasonPage', () => {
  it('shows the month-by-reason table of the current year with its totals and shares, and the charts', async () => {
    const { requests } = stubReport('scrapmotivoretiro', () =>
      scrapAnswer('motivo', reasons, { 7: { 1: 2, 3: 1 }, 9: { 3: 1 } }),
    );
    renderWithProviders(<ScrapByReasonPage clientId={1} />);
    const table = await screen.findByRole('table', { name: 'Scrap por motivo 2026' });
    expect(requests).toEqual([{ id_cliente: 1, year: 2026 }]);

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.getAttribute('aria-label') ?? cell.textContent);
    expect(headers).toEqual([
      'Motivo',
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
      'Total',
      '%',
    ]);
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Corte lateral')).toEqual([
      '2',
      '-',
      '1',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '3',
      '75.00',
    ]);
    expect(cells('Desgaste irregular')).toEqual([
      '-',
      '-',
      '1',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '1',
      '25.00',
    ]);
    expect(cells('Total')).toEqual([
      '2',
      '-',
      '2',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '4',
      '100.00',
    ]);

    const byMonth = screen.getByRole('figure', { name: 'Scrap por mes, 2026' });
    expect(within(byMonth).getByText('Marzo: 2')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Participación por motivo, 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '¿Cómo se calcula?' })).toBeTruthy();
  });

  it('exports the chosen year and month range, and refuses a range that ends before it starts', async () => {
    const { requests, exports } = stubReport('scrapmotivoretiro', () =>
      scrapAnswer('motivo', reasons, { 7: { 2: 1 } }),
    );
    const { user } = renderWithProviders(<ScrapByReasonPage clientId={1} />);
    await screen.findByRole('table', { name: 'Scrap por motivo 2026' });

    await user.click(screen.getByRole('combobox', { name: 'Año' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ id_cliente: 1, year: 2025 }));
    await screen.findByRole('table', { name: 'Scrap por motivo 2025' });

    await user.click(screen.getByRole('combobox', { name: 'Exportar desde' }));
    await user.click(await screen.findByRole('option', { name: 'Mayo' }));
    await user.click(screen.getByRole('combobox', { name: 'Exportar hasta' }));
    await user.click(await screen.findByRole('option', { name: 'Marzo' }));
    expect(screen.getByText(SCRAP_REPORT_MSG.mesRango)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar Excel' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Exportar hasta' }));
    await user.click(await screen.findByRole('option', { name: 'Agosto' }));
    expect(screen.queryByText(SCRAP_REPORT_MSG.mesRango)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports[0]?.pathname).toBe('/api/excel/reportescrapmotivo');
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toEqual({
      id_cliente: '1',
      year: '2025',
      month1: '5',
      month2: '8',
    });
  });

  it("says a year without scrap has no data, with the answer's text", async () => {
    stubReport('scrapmotivoretiro', () => scrapAnswer('motivo', [], {}));
    renderWithProviders(<ScrapByReasonPage clientId={1} />);
    expect(await screen.findByText('No hay datos disponibles')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('ScrapByBrandPage', () => {
  it('shows the brands by month and exports the year', async () => {
    const { exports } = stubReport('scrapmarca', () =>
      scrapAnswer('marca', [{ id: 3, descripcion: 'Michelin', porcentaje: 100 }], { 3: { 11: 5 } }),
    );
    const { user } = renderWithProviders(<ScrapByBrandPage clientId={1} />);
    const table = await screen.findByRole('table', { name: 'Scrap por marca 2026' });
    expect(within(table).getByRole('columnheader', { name: 'Marca' })).toBeTruthy();
    const michelin = within(table).getByRole('rowheader', { name: 'Michelin' }).closest('tr') as HTMLElement;
    expect(
      within(michelin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(10),
    ).toEqual(['5', '-', '5', '100.00']);
    expect(screen.queryByRole('combobox', { name: 'Exportar desde' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports[0]?.pathname).toBe('/api/excel/reportescrapmarca');
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toEqual({ id_cliente: '1', year: '2026' });
  });
});
