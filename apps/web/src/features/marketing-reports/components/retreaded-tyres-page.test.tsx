import { MARKETING_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { RetreadedTyresPage } from './retreaded-tyres-page';
import { NO_DATA, RETREADED, stubMarketing } from './test-data';

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

const PATH = '/api/etl/condicionneumaticosxcliente';
const FIRST_FILTER = {
  condicion: 0,
  fechainicio: '2026-01-01',
  fechafin: '2026-11-24',
  empresareencauchadora: [],
  nsdminimo: [],
  medida: [],
  sector: [],
  reporteagrupado: false,
};

const cells = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('RetreadedTyresPage', () => {
  it('asks nothing before Consultar, then shows the top 10, the conditions and every company', async () => {
    const { reports } = stubMarketing(PATH, () => ({ body: RETREADED }));
    const { user } = renderWithProviders(<RetreadedTyresPage />);
    expect(screen.queryByRole('region', { name: 'Neumáticos por empresa y condición' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));

    const card = await screen.findByRole('region', { name: 'Neumáticos por empresa y condición' });
    expect(reports).toEqual([FIRST_FILTER]);
    const summary = within(card).getByRole('table', { name: 'Resumen por empresa' });
    expect(within(summary).getAllByRole('rowheader')).toHaveLength(10);
    expect(cells(summary, 'Empresa 01')).toEqual(['23', '11.50']);
    expect(within(summary).queryByRole('rowheader', { name: 'Empresa 11' })).toBeNull();

    const conditions = within(card).getByRole('table', { name: 'Neumáticos por condición' });
    expect(cells(conditions, 'Reencauche 1')).toEqual(['120', '60.61']);
    expect(cells(conditions, 'Más de 6 reencauches')).toEqual(['8', '4.04']);

    const all = within(card).getByRole('table', { name: 'Neumáticos por empresa' });
    expect(within(all).getAllByRole('rowheader')).toHaveLength(12);
    expect(within(card).getByText('198 neumáticos')).toBeTruthy();
  });

  it("says 'La fecha final debe ser mayor a la fecha inicial' and asks nothing on a bad range", async () => {
    const { reports } = stubMarketing(PATH, () => ({ body: RETREADED }));
    const { user } = renderWithProviders(<RetreadedTyresPage />);
    const [, endDay] = screen.getAllByRole('spinbutton', { name: 'Dia' });
    await user.click(endDay as HTMLElement);
    await user.keyboard('31122025');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(MARKETING_MSG.rango)).toBeTruthy();
    expect(reports).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Neumáticos por empresa y condición' })).toBeNull();
  });

  it('sends the chosen filters, and exports the same ones', async () => {
    const { reports, exports } = stubMarketing(PATH, () => ({ body: RETREADED }));
    const { user } = renderWithProviders(<RetreadedTyresPage />);
    await user.click(screen.getByRole('combobox', { name: 'Empresa reencauchadora' }));
    await user.click(await screen.findByRole('option', { name: 'Vulcanizadora del Sur' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Segmentación' }));
    await user.click(await screen.findByRole('option', { name: 'Minería' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'RTD mínimo (mm)' }));
    await user.click(await screen.findByRole('option', { name: '5 mm' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const sent = { ...FIRST_FILTER, empresareencauchadora: [7], sector: [1], nsdminimo: [5] };
    await waitFor(() => expect(reports).toEqual([sent]));

    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports).toEqual([{ path: '/api/excel/mkgneumaticosreencauchados', body: sent }]);
  });

  it('turns the retreader filter off for Nuevo, names the companies as brands, and sends no retreader', async () => {
    const { reports } = stubMarketing(PATH, () => ({ body: RETREADED }));
    const { user } = renderWithProviders(<RetreadedTyresPage />);
    await user.click(screen.getByRole('combobox', { name: 'Empresa reencauchadora' }));
    await user.click(await screen.findByRole('option', { name: 'Vulcanizadora del Sur' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Condición' }));
    await user.click(await screen.findByRole('option', { name: 'Nuevo' }));
    expect(screen.getByRole('combobox', { name: 'Empresa reencauchadora' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByText('Solo para neumáticos reencauchados')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const summary = await screen.findByRole('table', { name: 'Resumen por empresa' });
    expect(reports).toEqual([{ ...FIRST_FILTER, condicion: 1 }]);
    expect(within(summary).getByRole('columnheader', { name: 'Marca' })).toBeTruthy();
  });

  it('shows the empty text in the card, and a refusal without a card', async () => {
    let refuse = false;
    const { reports } = stubMarketing(PATH, () =>
      refuse
        ? { status: 403, body: { error: 'No tiene permiso para esta acción' } }
        : {
            body: {
              success: { ...RETREADED.success, empresas: [], resumen: [], condiciones: [], ...NO_DATA },
            },
          },
    );
    const { user } = renderWithProviders(<RetreadedTyresPage />);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const card = await screen.findByRole('region', { name: 'Neumáticos por empresa y condición' });
    expect(within(card).getByText('No hay datos disponibles')).toBeTruthy();

    refuse = true;
    await user.click(screen.getByRole('combobox', { name: 'Condición' }));
    await user.click(await screen.findByRole('option', { name: 'Nuevo' }));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('No tiene permiso para esta acción')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Neumáticos por empresa y condición' })).toBeNull();

    // 'Consultar' with the same filter asks again.
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(reports).toHaveLength(3));
    expect(await screen.findByRole('region', { name: 'Neumáticos por empresa y condición' })).toBeTruthy();

    // And when that repeat fails, the figures on screen go with it.
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('No tiene permiso para esta acción')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Neumáticos por empresa y condición' })).toBeNull();
  });
});
