import { TYRE_COMPARISON_MSG, type TyreComparisonRow } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { EXPORT_TYPES } from '../../../lib/download';
import { TyreComparisonPage } from './tyre-comparison-page';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const item = (id: number, num_serie: string, tipo_costo = 1) => ({
  id,
  num_serie,
  marca: 'Michelin',
  modelo: 'XZE',
  medida: '295/80R22.5',
  condicion: 'R1',
  tipo_costo,
  eje: 2,
});
const empty = (vida: string) => ({ vida, costo: 0, recorrido: 0, costo_por_unidad: null });
/** domain.md §4/§5's example. */
const rowC: TyreComparisonRow = {
  ...item(7, 'SER-C'),
  vidas: [
    { vida: 'N', costo: 418.08, recorrido: 85000, costo_por_unidad: 0.0049 },
    { vida: 'R1', costo: 170, recorrido: 60000, costo_por_unidad: 0.0028 },
    ...(['R2', 'R3', 'R4', 'R5', 'R6', 'R'] as const).map(empty),
  ] as TyreComparisonRow['vidas'],
  costo_acumulado: 588.08,
  recorrido_acumulado: 145000,
  costo_por_unidad: 0.0041,
  recorrido_proyectado: 195000,
};

function stub() {
  const requests: Record<string, unknown>[] = [];
  const exports: URL[] = [];
  stubFetch({
    'POST /api/neumaticos/list': {
      body: { success: { marcas: [], modelos: [], medidas: [], disenios: [], empresas: [] } },
    },
    'POST /api/reporte/neumaticoscomparativo': ({ body }) => {
      requests.push(body as Record<string, unknown>);
      return {
        body: {
          data: [item(7, 'SER-C'), item(8, 'SER-D'), item(9, 'SER-H', 2)],
          per_page: 6,
          current_page: 1,
          from: 1,
          to: 3,
          total: 3,
        },
      };
    },
    'POST /api/reporte/comparativoneumatico': ({ body }) => {
      const id = (body as { id_neumatico: number }).id_neumatico;
      return { body: { neumatico: { ...rowC, id, num_serie: id === 7 ? 'SER-C' : 'SER-D' } } };
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

const row = (serial: string) =>
  within(screen.getByRole('table', { name: 'Neumáticos para comparar' })).getByText(serial);

describe('TyreComparisonPage', () => {
  it('asks for a tyre first, fills slots, refuses twice and hours, shows the table and exports', async () => {
    const user = userEvent.setup();
    const { requests, exports } = stub();
    renderWithProviders(<TyreComparisonPage clientId={1} />);
    await screen.findByText('SER-C');
    expect(requests[0]).toMatchObject({ id_cliente: 1, page: 1, per_page: 6, tipo_costo: 1 });
    expect(screen.getByText(TYRE_COMPARISON_MSG.sinSeleccion)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Columna 1: vacía/ }));
    expect(screen.getByRole('alert').textContent).toContain(TYRE_COMPARISON_MSG.seleccionePrimero);

    await user.click(row('SER-C'));
    await user.click(screen.getByRole('button', { name: /Columna 1: vacía/ }));
    await user.click(row('SER-C'));
    await user.click(screen.getByRole('button', { name: /Columna 2: vacía/ }));
    expect(screen.getByRole('alert').textContent).toContain(TYRE_COMPARISON_MSG.repetido);
    await user.click(row('SER-H'));
    await user.click(screen.getByRole('button', { name: /Columna 2: vacía/ }));
    expect(screen.getByRole('alert').textContent).toContain(TYRE_COMPARISON_MSG.otraUnidad);
    await user.click(row('SER-D'));
    await user.click(screen.getByRole('button', { name: /Columna 2: vacía/ }));

    const table = await screen.findByRole('table', { name: 'Comparativo de neumáticos' });
    const cells = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(cells('Nuevo: costo (USD)')).toEqual(['418.08', '418.08']));
    expect(cells('Nuevo: recorrido (km)')).toEqual(['85,000.0', '85,000.0']);
    expect(cells('CPK acumulado (USD/km)')).toEqual(['0.0041', '0.0041']);
    // The lives the tyres had show first; ticking a life adds its rows, unticking hides them.
    expect(within(table).queryByRole('rowheader', { name: 'Reencauche 2: costo (USD)' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'R2' }));
    expect(cells('Reencauche 2: Costo por km (USD/km)')).toEqual(['-', '-']);
    await user.click(screen.getByRole('checkbox', { name: 'N' }));
    expect(within(table).queryByRole('rowheader', { name: 'Nuevo: costo (USD)' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]?.searchParams.get('array_id_neumaticos')).toBe('7,8');

    // Picking an assigned slot frees it.
    await user.click(screen.getByRole('button', { name: /Columna 1: SER-C/ }));
    expect(screen.getByRole('button', { name: /Columna 1: vacía/ })).toBeTruthy();
  });
});
