import { SCRAP_LOSS_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { EXPORT_TYPES } from '../../../lib/download';
import { ScrapLossesPage } from './scrap-losses-page';
import { lossAnswer, lossRow } from './test-data';

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

const catalog = {
  success: {
    marcas: [
      { id: 3, descripcion: 'Michelin' },
      { id: 4, descripcion: 'Bridgestone' },
    ],
    modelos: [
      { id: 30, id_marca: 3, descripcion: 'XZE', marca: 'Michelin' },
      { id: 40, id_marca: 4, descripcion: 'R268', marca: 'Bridgestone' },
    ],
    medidas: [{ id: 5, ancho: '295', perfil: '80', aro: '22.5', descripcion: '295/80R22.5' }],
    disenios: [],
    empresas: [],
  },
};

/** domain.md §11's example and a tyre scrapped at its limit (no loss). */
const rows = [
  lossRow(),
  lossRow({
    id: 2,
    num_serie: 'SER-002',
    serie_cliente: null,
    condicion: 'R1',
    remanente_final: 5,
    costo: 200,
    costo_perdido: 0,
  }),
];

function stubLosses(answer: (body: Record<string, unknown>) => unknown, catalogStatus = 200) {
  const requests: Record<string, unknown>[] = [];
  const exports: URL[] = [];
  stubFetch({
    'POST /api/neumaticos/list':
      catalogStatus === 200
        ? { body: catalog }
        : { status: catalogStatus, body: { message: 'No autorizado' } },
    'POST /api/reporte/perdidasscrap': ({ body }) => {
      requests.push(body as Record<string, unknown>);
      return { body: answer(body as Record<string, unknown>) };
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

const rowCells = (table: HTMLElement, serial: string) =>
  within(within(table).getByRole('rowheader', { name: serial }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ScrapLossesPage', () => {
  it('opens on this year so far and shows each tyre with its lost cost and the totals', async () => {
    const { requests } = stubLosses(() => lossAnswer(rows));
    const { user } = renderWithProviders(<ScrapLossesPage clientId={1} />);
    const table = await screen.findByRole('table', { name: 'Pérdidas por scrap' });
    expect(requests).toEqual([
      {
        id_cliente: 1,
        id_marca: null,
        id_modelo: null,
        id_medida: null,
        condicion: null,
        fecha_inicial: '2026-01-01',
        fecha_final: '2026-11-24',
      },
    ]);
    expect(rowCells(table, 'SER-001')).toEqual([
      'C-1',
      'Michelin',
      'XZE',
      '295/80R22.5',
      'N',
      '15/03/2026',
      'Corte lateral',
      '18.0',
      '9.0',
      '5.0',
      '418.08',
      '128.64',
    ]);
    expect(rowCells(table, 'SER-002').slice(0, 1)).toEqual(['-']);
    expect(rowCells(table, 'SER-002').slice(-2)).toEqual(['200.00', '0.00']);
    expect(within(table).getByText('Total (2 neumáticos)')).toBeTruthy();
    expect(within(table).getByLabelText('Costo total').textContent).toBe('618.08');
    expect(within(table).getByLabelText('Costo perdido total').textContent).toBe('128.64');
    expect(screen.queryByText(/más recientes/)).toBeNull();

    await user.click(screen.getByRole('button', { name: '¿Cómo se calcula?' }));
    expect(screen.getByText(/418.08 × 4 ÷ 13 = 128.64 USD/)).toBeTruthy();
  });

  it('shows the date messages at their field and asks nothing until the range is right', async () => {
    const { requests } = stubLosses(() => lossAnswer(rows));
    const { user } = renderWithProviders(<ScrapLossesPage clientId={1} />);
    await screen.findByRole('table', { name: 'Pérdidas por scrap' });

    // The end before the start.
    const [startDay, endDay] = screen.getAllByRole('spinbutton', { name: 'Dia' });
    await user.click(endDay as HTMLElement);
    await user.keyboard('01012025');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(SCRAP_LOSS_MSG.rango)).toBeTruthy();

    // A day that does not exist.
    await user.click(startDay as HTMLElement);
    await user.keyboard('31022026');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(SCRAP_LOSS_MSG.fechas)).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('asks with the chosen brand, model, size, condition and dates, and exports the same filters', async () => {
    const { requests, exports } = stubLosses(() => lossAnswer(rows.slice(0, 1)));
    const { user } = renderWithProviders(<ScrapLossesPage clientId={1} />);
    await screen.findByRole('table', { name: 'Pérdidas por scrap' });

    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: 'Michelin' }));
    // Only the chosen brand's models are offered.
    await user.click(screen.getByRole('combobox', { name: 'Modelo' }));
    expect(screen.queryByRole('option', { name: /R268/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'XZE' }));
    await user.click(screen.getByRole('combobox', { name: 'Medida' }));
    await user.click(await screen.findByRole('option', { name: '295/80R22.5' }));
    await user.click(screen.getByRole('combobox', { name: 'Condición' }));
    await user.click(await screen.findByRole('option', { name: 'Reencauche 1' }));
    const [startDay] = screen.getAllByRole('spinbutton', { name: 'Dia' });
    await user.click(startDay as HTMLElement);
    await user.keyboard('01032026');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        id_cliente: 1,
        id_marca: 3,
        id_modelo: 30,
        id_medida: 5,
        condicion: '1',
        fecha_inicial: '2026-03-01',
        fecha_final: '2026-11-24',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Archivo exportado correctamente')).toBeTruthy();
    expect(exports[0]?.pathname).toBe('/api/excel/reporteperdidasscrap');
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toEqual({
      id_cliente: '1',
      id_marca: '3',
      id_modelo: '30',
      id_medida: '5',
      condicion: '1',
      fecha_inicial: '2026-03-01',
      fecha_final: '2026-11-24',
    });
  });

  it('says a period without scrap has no data, and tells when the rows were capped', async () => {
    let capped = false;
    stubLosses(() => (capped ? lossAnswer(rows, { total: 7000, limitado: true }) : lossAnswer([])), 403);
    const { user } = renderWithProviders(<ScrapLossesPage clientId={1} />);
    expect(await screen.findByText(SCRAP_LOSS_MSG.sinDatos)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    // Without the tyre catalogue (refused) the selects still offer «Todas».
    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Todas']);
    await user.keyboard('{Escape}');

    capped = true;
    const [startDay] = screen.getAllByRole('spinbutton', { name: 'Dia' });
    await user.click(startDay as HTMLElement);
    await user.keyboard('01022026');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(/Se muestran los 2 neumáticos más recientes de 7,000/)).toBeTruthy();
  });
});
