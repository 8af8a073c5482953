import { BRAND_COMPARISON_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { BrandComparisonPage } from './brand-comparison-page';
import { pickSlot } from './comparison-slots';

vi.mock('../../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../../components/charts/test-chart-stub')).ChartStub,
}));

afterEach(() => vi.unstubAllGlobals());

const OPTIONS = {
  modelos: [{ id: 11, descripcion: 'XZE', marca: 'MICHELIN' }],
  medidas: [{ id: 21, descripcion: '295/80R22.5' }],
  disenios: [{ id: 31, descripcion: 'BANDAG BDR' }],
  reencauches: [1, 2],
  aplicaciones: [{ id: 41, descripcion: 'Carretera' }],
};
const column = (id: number, marca: string, cantidad: number, costo: number) => ({
  id,
  marca,
  disenio: null,
  cantidad,
  recorrido_promedio: 56000,
  costo_km_promedio: costo,
  costo_promedio: 405,
  desg_km_x_mm: 7466.7,
  km_proyectados: null,
});

function stub() {
  const requests: Record<string, unknown>[] = [];
  stubFetch({
    'POST /api/reporte/filtros': { body: OPTIONS },
    'POST /api/reporte/marcas_o_disenios_comparativo': ({ body }) => {
      requests.push(body as Record<string, unknown>);
      return {
        body: {
          agrupacion: 'marca',
          data: [
            { id: 1, descripcion: 'MICHELIN', cantidad: 2 },
            { id: 2, descripcion: 'GOODYEAR', cantidad: 1 },
          ],
        },
      };
    },
    'POST /api/reporte/comparativomarca': ({ body }) => {
      const id = (body as { id_marca_o_disenio: number }).id_marca_o_disenio;
      return {
        body: {
          data: [id === 1 ? column(1, 'MICHELIN', 2, 0.00723) : column(2, 'GOODYEAR', 1, 0.005)],
          mensaje: null,
        },
      };
    },
  });
  return requests;
}

const render = () =>
  renderWithProviders(<BrandComparisonPage clientId={1} />, { route: '/reportecomparativomarca' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('BrandComparisonPage', () => {
  it('asks for the cost type and the condition before filtering', async () => {
    const requests = stub();
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(BRAND_COMPARISON_MSG.tipoCosto)).toBeTruthy();
    expect(screen.getByText(BRAND_COMPARISON_MSG.condicion)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows design and retread filters only for retreaded tyres', async () => {
    stub();
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('combobox', { name: /^Modelo/ })).toBeTruthy();
    await choose(user, 'Condición', 'Reencauchado');
    expect(screen.queryByRole('combobox', { name: /^Modelo/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Diseño/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Número de reencauche/ })).toBeTruthy();
  });

  it('puts brands into columns (select first, never twice, a filled column frees) and compares them', async () => {
    const requests = stub();
    const user = userEvent.setup();
    render();
    await choose(user, 'Tipo de costo', 'Kilómetros');
    await choose(user, 'Condición', 'Nuevo');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const list = await screen.findByRole('list', { name: 'Marcas' });
    expect(requests[0]).toMatchObject({ id_cliente: 1, tipo_costo: 1, condicion_neumatico: 1, modelos: [] });

    await user.click(screen.getByRole('button', { name: 'Columna 1: vacía' }));
    expect(screen.getByText('Seleccione primero una marca de la lista')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: /MICHELIN/ }));
    await user.click(screen.getByRole('button', { name: 'Columna 1: vacía' }));
    await user.click(within(list).getByRole('button', { name: /MICHELIN/ }));
    await user.click(screen.getByRole('button', { name: 'Columna 2: vacía' }));
    expect(screen.getByText('La marca ya está en la comparación')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: /GOODYEAR/ }));
    await user.click(screen.getByRole('button', { name: 'Columna 2: vacía' }));

    const table = await screen.findByRole('table', { name: 'Comparativo' });
    await waitFor(() => expect(within(table).getByText('0.0072')).toBeTruthy());
    expect(within(table).getByText('0.0050')).toBeTruthy();
    expect(within(table).getAllByText('56,000.0')).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Marca', 'MICHELIN', 'GOODYEAR']);

    const chart = screen.getByRole('figure', { name: 'Costo por km promedio (USD/km)' });
    expect(within(chart).getByText('MICHELIN: 0.0072')).toBeTruthy();
    expect(within(chart).getByText('GOODYEAR: 0.0050')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Columna 1: MICHELIN (liberar)' }));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Marca', 'GOODYEAR']);
    expect((screen.getByRole('button', { name: 'Exportar Excel' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('pickSlot', () => {
  const noun = { uno: 'un diseño', el: 'El diseño' };
  it('fills, refuses and frees as spec 3 §4 says', () => {
    const a = { id: 1, descripcion: 'A' };
    const filled = pickSlot([null, null], 1, a, noun);
    expect(filled).toEqual({ slots: [null, a], message: null });
    expect(pickSlot(filled.slots, 0, a, noun).message).toBe('El diseño ya está en la comparación');
    expect(pickSlot(filled.slots, 0, null, noun).message).toBe('Seleccione primero un diseño de la lista');
    expect(pickSlot(filled.slots, 1, null, noun)).toEqual({ slots: [null, null], message: null });
  });
});
