import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { DesignsByCompanyPage } from './designs-by-company-page';
import { InspectedSizesPage } from './inspected-sizes-page';
import { SizesBySectorPage } from './sizes-by-sector-page';
import { DESIGNS, PERFORMANCE, SECTOR_SIZES, SIZES, stubMarketing } from './test-data';
import { TyrePerformancePage } from './tyre-performance-page';

vi.mock('@huella/domain', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  todayInLima: () => '2026-11-24',
}));
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

const FILTER = {
  condicion: 0,
  fechainicio: '2026-01-01',
  fechafin: '2026-11-24',
  empresareencauchadora: [],
  nsdminimo: [],
  medida: [],
  sector: [],
};

/** The cells after a row's header (its name, or its group's name), as text. */
const cells = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
describe('InspectedSizesPage', () => {
  it('shows the sizes with 2-decimal percentages, all of them only when past the top 10, and exports', async () => {
    const many = Array.from({ length: 11 }, (_, index) => ({
      medida: `Medida ${index + 1}`,
      cantidad: 11 - index,
      porcentaje: index === 0 ? 16.67 : 8.33,
    }));
    let answer = SIZES;
    const { reports, exports } = stubMarketing('/api/etl/medidaneumaticosxcliente', () => ({ body: answer }));
    const { user } = renderWithProviders(<InspectedSizesPage />);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const card = await screen.findByRole('region', { name: 'Neumáticos por medida' });
    expect(reports).toEqual([{ ...FILTER, reporteagrupado: false }]);
    const summary = within(card).getByRole('table', { name: 'Resumen por medida' });
    expect(cells(summary, '295/80R22.5')).toEqual(['2', '66.67']);
    expect(cells(summary, '11R22.5')).toEqual(['1', '33.33']);
    // Three sizes fit the summary: no second list of the same rows.
    expect(within(card).queryByRole('table', { name: 'Neumáticos por medida' })).toBeNull();
    expect(within(card).getByRole('figure', { name: 'Neumáticos por medida (resumen)' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports).toEqual([{ path: '/api/excel/mkgmedidasneumaticos', body: reports[0] }]);

    answer = { success: { medidas: many, resumen: many.slice(0, 10), total: 66, mensaje: null } };
    await user.click(screen.getByRole('combobox', { name: 'Condición' }));
    await user.click(await screen.findByRole('option', { name: 'Nuevo' }));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const all = await screen.findByRole('table', { name: 'Neumáticos por medida' });
    expect(within(all).getAllByRole('rowheader')).toHaveLength(11);
    const summary2 = screen.getByRole('table', { name: 'Resumen por medida' });
    expect(within(summary2).getAllByRole('rowheader')).toHaveLength(10);
    expect(cells(summary2, 'Medida 1')).toEqual(['11', '16.67']);
  });
});

describe('DesignsByCompanyPage', () => {
  it('groups the designs under their company, sends the grouped switch, and exports', async () => {
    const { reports, exports } = stubMarketing('/api/etl/disenioneumaticosxcliente', () => ({
      body: DESIGNS,
    }));
    const { user } = renderWithProviders(<DesignsByCompanyPage />);
    // The grouped reports open with each group's shares adding to 100.
    const toggle = screen.getByRole('switch', { name: 'Porcentaje por grupo' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const card = await screen.findByRole('region', { name: 'Neumáticos por empresa y diseño' });
    expect(reports).toEqual([{ ...FILTER, reporteagrupado: true }]);

    const grouped = within(card).getByRole('table', { name: 'Diseños por empresa' });
    const groups = within(grouped).getAllByRole('rowgroup').slice(1);
    expect(groups).toHaveLength(2);
    expect(cells(groups[0] as HTMLElement, 'Reencauchadora Andina')).toEqual(['3', '75.00']);
    expect(cells(groups[0] as HTMLElement, 'XDN2')).toEqual(['2', '66.67']);
    expect(cells(groups[0] as HTMLElement, 'Sin diseño')).toEqual(['1', '33.33']);
    expect(cells(groups[1] as HTMLElement, 'BDR')).toEqual(['1', '100.00']);
    expect(within(card).getByText(/debajo, el porcentaje dentro de su empresa/)).toBeTruthy();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(reports.at(-1)).toEqual({ ...FILTER, reporteagrupado: false }));
    await user.click(await within(card).findByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports).toEqual([
      { path: '/api/excel/mkgdiseniosneumaticos', body: { ...FILTER, reporteagrupado: false } },
    ]);
  });
});

describe('SizesBySectorPage', () => {
  it('shows the sizes and the clients of each sector, the top 10 sectors, and exports them', async () => {
    const { reports, exports } = stubMarketing('/api/etl/medidasneumaticosxsector', () => ({
      body: SECTOR_SIZES,
    }));
    const { user } = renderWithProviders(<SizesBySectorPage />);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const card = await screen.findByRole('region', { name: 'Neumáticos por sector' });
    expect(reports).toEqual([{ ...FILTER, reporteagrupado: true }]);
    expect(cells(within(card).getByRole('table', { name: 'Resumen por sector' }), 'Minería')).toEqual([
      '3',
      '60.00',
    ]);
    const sizes = within(card).getByRole('table', { name: 'Medidas por sector' });
    const transport = within(sizes).getAllByRole('rowgroup')[2] as HTMLElement;
    expect(cells(transport, 'Transporte')).toEqual(['2', '40.00']);
    expect(cells(transport, '11R22.5')).toEqual(['1', '50.00']);
    const clients = within(card).getByRole('table', { name: 'Clientes por sector' });
    expect(cells(clients, 'Minera Norte SAC')).toEqual(['3', '100.00']);
    await user.click(within(card).getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports).toEqual([
      { path: '/api/excel/mkgmedidasxsector', body: { ...FILTER, reporteagrupado: true } },
    ]);
  });
});

describe('TyrePerformancePage', () => {
  it('shows each sector with its km and average to 1 decimal, and exports the same filter', async () => {
    const { reports, exports } = stubMarketing('/api/etl/rendimientoneumaticos', () => ({
      body: PERFORMANCE,
    }));
    const { user } = renderWithProviders(<TyrePerformancePage />);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const card = await screen.findByRole('region', { name: 'Rendimiento por sector' });
    const table = within(card).getByRole('table', { name: 'Resumen de rendimiento por sector' });
    expect(cells(table, 'Transporte')).toEqual(['2', '40.00', '85,001.0', '42,500.5']);
    await user.click(within(card).getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports).toEqual([{ path: '/api/excel/mkgrendimientoneumaticos', body: reports[0] }]);

    await user.click(screen.getByRole('button', { name: '¿Cómo se calcula?' }));
    expect(screen.getByText(/Cada neumático cuenta una sola vez/)).toBeTruthy();
  });
});
