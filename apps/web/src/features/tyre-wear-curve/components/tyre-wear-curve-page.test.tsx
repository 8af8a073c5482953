import {
  TYRE_WEAR_MSG,
  TYRE_WEAR_STATE,
  type TyreWearCurveResponse,
  type WearCurveTyre,
} from '@huella/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import type { WearCurveChartProps } from '../../../components/charts';
import { TyreWearCurvePage } from './tyre-wear-curve-page';

// ECharts does not draw in happy-dom: the test sees the chart's lines, axis word and limit as text.
vi.mock('../../../components/charts/wear-curve-chart-lazy', () => ({
  WearCurveChart: (props: WearCurveChartProps) => (
    <figure aria-label={props.title}>
      {props.lines.map((line) => (
        <span
          key={line.key}
        >{`${line.name} (${line.kind}): ${line.points.map((p) => p.join('/')).join(' ')}`}</span>
      ))}
      <span>{`Eje: ${props.distance}`}</span>
      <span>{`Límite: ${props.limit}`}</span>
    </figure>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const tyre: WearCurveTyre = {
  id: 302,
  num_serie: 'S-302',
  marca: 'MICHELIN',
  modelo: 'X MULTI',
  medida: '295/80R22.5',
  disenio: 'XZE',
  estado: 3,
  descripcion_estado: 'Instalado',
  unidad_medida: 'K',
  tipo_costo: 1,
  vida: 'N',
  remanente_original: 16,
  remanente_actual: 9,
  remanente_limite: 5,
  porcentaje: 36.36,
  desgaste: 63.64,
  rendimiento: 60000,
  desgaste_km_mm: 8571.4,
  km_proyectado: 94285.7,
  km_restante: 34285.7,
  costo_vida: 400,
  costo_por_unidad: 0.0042,
  motivo: null,
  mensaje_estado_neumatico: TYRE_WEAR_STATE.operativo,
};

const answer = (history: boolean, values: Partial<WearCurveTyre> = {}): TyreWearCurveResponse => ({
  neumatico: { ...tyre, ...values },
  vidas: [
    {
      vida: 1,
      nombre: 'Reencauche 1',
      actual: true,
      remanente_original: 16,
      puntos: [
        [0, 16],
        [40000, 12],
        [60000, 9],
      ],
    },
    ...(history
      ? [
          {
            vida: 0,
            nombre: 'Nuevo',
            actual: false,
            remanente_original: 18,
            puntos: [
              [0, 18],
              [50000, 6],
            ] as [number, number][],
          },
        ]
      : []),
  ],
});

const item = (id: number, num_serie: string) => ({
  id,
  num_serie,
  marca: 'MICHELIN',
  medida: '295/80R22.5',
  vida: 'R1',
  unidad_medida: 'K',
  descripcion_estado: 'Instalado',
});

function stub(curve: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  const lists: Record<string, unknown>[] = [];
  const curves: Record<string, unknown>[] = [];
  stubFetch({
    'POST /api/reporte/curvaneumaticos': ({ body }) => {
      const request = body as Record<string, unknown>;
      lists.push(request);
      const rows = request.num_serie ? [item(302, 'S-302')] : [item(302, 'S-302'), item(301, 'S-301')];
      return {
        body: {
          data: request.page === 2 ? [item(290, 'S-290')] : rows,
          per_page: 5,
          current_page: request.page,
          from: request.page === 2 ? 6 : 1,
          to: request.page === 2 ? 6 : rows.length,
          total: request.num_serie ? 1 : 6,
        },
      };
    },
    'POST /api/reporte/curvaremanenteneumatico': ({ body }) => {
      curves.push(body as Record<string, unknown>);
      return curve(body as Record<string, unknown>);
    },
  });
  return { lists, curves };
}

const render = () =>
  renderWithProviders(<TyreWearCurvePage clientId={1} />, { route: '/reportecurvadesgasteneumatico' });

describe('TyreWearCurvePage', () => {
  it('lists tyres 5 per page, shows the chosen tyre’s curve, cards and earlier lives on the switch', async () => {
    const { lists, curves } = stub(({ inspecciones_antiguas }) => ({
      body: answer(Boolean(inspecciones_antiguas)),
    }));
    render();
    expect(screen.getByText(TYRE_WEAR_MSG.sinNeumatico)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Lista de neumáticos' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText('1–2 de 6')).toBeTruthy();
    expect(lists[0]).toEqual({ id_cliente: 1, page: 1, num_serie: null });

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('S-290')).toBeTruthy();
    expect(lists.at(-1)).toMatchObject({ page: 2 });

    fireEvent.change(screen.getByLabelText('Buscar por serie'), { target: { value: 'S-302' } });
    expect(await screen.findByText('1–1 de 1', {}, { timeout: 2000 })).toBeTruthy();
    expect(lists.at(-1)).toEqual({ id_cliente: 1, page: 1, num_serie: 'S-302' });

    fireEvent.click(screen.getByRole('button', { name: /S-302/ }));
    const chart = await screen.findByRole('figure', { name: 'Curva de desgaste de S-302' });
    expect(curves[0]).toEqual({ id_cliente: 1, id_neumatico: 302, inspecciones_antiguas: false });
    expect(screen.getByRole('button', { name: /S-302/ }).getAttribute('aria-current')).toBe('true');
    expect(within(chart).getByText('Reencauche 1 (current): 0/16 40000/12 60000/9')).toBeTruthy();
    // The projection runs from the life's distance and last NSD down to the limit at the projected distance.
    expect(within(chart).getByText('Proyección al límite (projection): 60000/9 94285.7/5')).toBeTruthy();
    expect(within(chart).getByText('Eje: km')).toBeTruthy();
    expect(within(chart).getByText('Límite: 5')).toBeTruthy();

    const cards = screen.getByRole('region', { name: 'Indicadores del neumático' });
    for (const text of ['36.36 %', '63.64 %', '8,571.4', '94,285.7', '34,285.7', '0.0042'])
      expect(within(cards).getByText(text)).toBeTruthy();
    expect(within(cards).getByText('Km por mm')).toBeTruthy();
    expect(within(cards).getByText(TYRE_WEAR_STATE.operativo)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '¿Cómo se calcula?' }));
    expect(screen.getByText(/8,571.4 km\/mm/)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar Inspecciones Anteriores' }));
    expect(await screen.findByText('Nuevo (earlier): 0/18 50000/6')).toBeTruthy();
    expect(curves.at(-1)).toEqual({ id_cliente: 1, id_neumatico: 302, inspecciones_antiguas: true });
    fireEvent.click(screen.getByRole('button', { name: 'Ver datos' }));
    const table = await screen.findByRole('table', { name: 'Datos de la curva' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3 + 2);
  });

  it('shows hours for an hours tyre, "-" without figures and the no-inspections text', async () => {
    stub(() => ({
      body: {
        neumatico: {
          ...tyre,
          unidad_medida: 'H',
          tipo_costo: 2,
          remanente_actual: null,
          porcentaje: null,
          desgaste: null,
          desgaste_km_mm: null,
          km_proyectado: null,
          km_restante: null,
          costo_por_unidad: null,
          mensaje_estado_neumatico: TYRE_WEAR_STATE.sinLectura,
        },
        vidas: [{ vida: 0, nombre: 'Nuevo', actual: true, remanente_original: 16, puntos: [[0, 16]] }],
      },
    }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: /S-301/ }));
    expect(await screen.findByText(TYRE_WEAR_MSG.sinInspecciones)).toBeTruthy();
    const cards = screen.getByRole('region', { name: 'Indicadores del neumático' });
    expect(within(cards).getByText('Horas por mm')).toBeTruthy();
    expect(within(cards).getByText('Costo por hora')).toBeTruthy();
    expect(within(cards).getAllByText('-')).toHaveLength(6);
    expect(screen.getByText('Horas recorridas en la vida')).toBeTruthy();
  });

  it("shows the error state with 'Reintentar' when the tyre cannot be read", async () => {
    stub(() => ({ status: 404, body: { message: 'No encontrado' } }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: /S-301/ }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
