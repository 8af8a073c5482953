import { MONTH_NAMES } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { InspectionAnalysisPage } from './inspection-analysis-page';

vi.mock('../../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../../components/charts/test-chart-stub')).ChartStub,
}));

afterEach(() => vi.unstubAllGlobals());

const YEAR = Number(todayInLima().slice(0, 4));
const SLOW = { timeout: 5000 };

const monthsOf = (count: number) => ({
  meses: MONTH_NAMES.slice(0, count).map((nombre, index) => ({ id: index + 1, nombre })),
});

type Body = { year?: number } & Record<string, unknown>;

function stubAnalysis(sent: Record<string, Body[]> = {}) {
  const record = (path: string, answer: unknown) => (request: { body: unknown }) => {
    (sent[path] ??= []).push(request.body as Body);
    return { body: answer };
  };
  return stubFetch({
    'POST /api/reporte/anios': { body: { anios: [YEAR, YEAR - 1] } },
    'POST /api/reporte/meses': ({ body }) => ({ body: monthsOf((body as Body).year === YEAR ? 11 : 12) }),
    'POST /api/reporte/marcasinspeccionadas': record('marcas', {
      datos: [
        { descripcion: 'MICHELIN', cantidad: 120, valor: null },
        { descripcion: 'BRIDGESTONE', cantidad: 64, valor: null },
      ],
    }),
    'POST /api/reporte/diseniosinspeccionados': record('disenios', {
      datos: [{ descripcion: 'XZE', cantidad: 42, valor: 11.35 }],
    }),
    'POST /api/reporte/tiposvehiculoinspeccionados': record('tipos', { datos: [] }),
    'POST /api/reporte/inspeccionesanuales': record('anuales', {
      datos: MONTH_NAMES.map((nombre, index) => ({ mes: index + 1, nombre, cantidad: index === 2 ? 9 : 0 })),
    }),
  });
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const selected = (label: RegExp) =>
  screen.getByRole('combobox', { name: label }).textContent?.replace('\u200b', '');

const THIS_MONTH = Number(todayInLima().slice(5, 7));
const monthsReady = () =>
  waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^Mes inicial/ }).getAttribute('aria-disabled')).toBeNull(),
  );

describe('Análisis de inspecciones', () => {
  it('opens on Enero to this month of this year, already consulted', async () => {
    const sent: Record<string, Body[]> = {};
    stubAnalysis(sent);
    renderWithProviders(<InspectionAnalysisPage clientId={3} userId={7} />);
    const period = { id_cliente: 3, year: YEAR, mes_inicial: 1, mes_final: THIS_MONTH };
    await waitFor(() => expect(sent.marcas).toEqual([period]));
    expect(sent.disenios).toEqual([period]);
    expect(sent.tipos).toEqual([period]);
    await monthsReady();
    expect(selected(/^Mes inicial/)).toBe('Enero');
    expect(selected(/^Mes final/)).toBe(MONTH_NAMES[THIS_MONTH - 1]);
    expect(await screen.findByRole('region', { name: 'Marcas de neumáticos inspeccionadas' })).toBeTruthy();
  });

  it('asks for both months before consulting', async () => {
    const sent: Record<string, Body[]> = {};
    stubAnalysis(sent);
    const { user } = renderWithProviders(<InspectionAnalysisPage clientId={3} userId={7} />);
    await monthsReady();
    await waitFor(() => expect(sent.marcas).toHaveLength(1));
    // An initial month after the final one clears the final: then 'Consultar' asks for it.
    await choose(user, /^Mes final/, 'Enero');
    await choose(user, /^Mes inicial/, 'Febrero');
    await waitFor(() => expect(selected(/^Mes final/)).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Seleccione un mes')).toBeTruthy();
    expect(sent.marcas).toHaveLength(1);
  });

  it("resets the months to the new year's range, and clears the final month when the initial passes it", async () => {
    stubAnalysis();
    const { user } = renderWithProviders(<InspectionAnalysisPage clientId={3} userId={7} />);
    await monthsReady();
    await choose(user, /^Mes inicial/, 'Enero');
    await choose(user, /^Mes final/, 'Enero');
    await choose(user, /^Mes inicial/, 'Febrero');
    await waitFor(() => expect(selected(/^Mes final/)).toBe(''));
    expect(selected(/^Mes inicial/)).toBe('Febrero');

    // A past year: all twelve months.
    await choose(user, /^Año/, String(YEAR - 1));
    await waitFor(() => expect(selected(/^Mes final/)).toBe('Diciembre'));
    expect(selected(/^Mes inicial/)).toBe('Enero');
  });

  it("'Consultar' sends the chosen period and draws the four charts", async () => {
    const sent: Record<string, Body[]> = {};
    stubAnalysis(sent);
    const { user } = renderWithProviders(<InspectionAnalysisPage clientId={3} userId={7} />);
    await monthsReady();
    await choose(user, /^Año/, String(YEAR - 1));
    await waitFor(() => expect(selected(/^Mes final/)).toBe('Diciembre'));
    await choose(user, /^Mes inicial/, 'Febrero');
    await choose(user, /^Mes final/, 'Abril');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));

    const period = { id_cliente: 3, year: YEAR - 1, mes_inicial: 2, mes_final: 4 };
    await waitFor(() => expect(sent.marcas?.at(-1)).toEqual(period));
    expect(sent.disenios?.at(-1)).toEqual(period);
    expect(sent.tipos?.at(-1)).toEqual(period);
    await waitFor(() => expect(sent.anuales?.at(-1)).toEqual({ id_cliente: 3, year: YEAR - 1 }));

    const brands = screen.getByRole('region', { name: 'Marcas de neumáticos inspeccionadas' });
    await user.click(await within(brands).findByRole('button', { name: 'Ver datos' }, SLOW));
    expect(within(within(brands).getByRole('row', { name: /MICHELIN/ })).getByText('120')).toBeTruthy();

    const designs = screen.getByRole('region', { name: 'Remanente por diseño' });
    await user.click(await within(designs).findByRole('button', { name: 'Ver datos' }));
    const design = within(designs).getByRole('row', { name: /XZE/ });
    expect(within(design).getByText('XZE (42)')).toBeTruthy();
    expect(within(design).getByText('11.4')).toBeTruthy();

    const types = screen.getByRole('region', { name: 'Tipos de vehículo inspeccionados' });
    expect(await within(types).findByText('No hay datos disponibles')).toBeTruthy();

    const yearly = screen.getByRole('region', { name: `Inspecciones por mes ${YEAR - 1}` });
    await user.click(await within(yearly).findByRole('button', { name: 'Ver datos' }));
    expect(within(within(yearly).getByRole('row', { name: /Marzo/ })).getByText('9')).toBeTruthy();
    expect(screen.getByText(`Periodo: Febrero a Abril ${YEAR - 1}`)).toBeTruthy();
  });
});
