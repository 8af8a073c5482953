import {
  VEHICLE_WEAR_MSG,
  type VehicleWearCurveResponse,
  type WearCurveVehicleTyre,
} from '@huella/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import type { WearCurveChartProps } from '../../../components/charts';
import { VehicleWearCurvePage } from './vehicle-wear-curve-page';

// ECharts does not draw in happy-dom: the test sees the chart's lines and limit as text.
vi.mock('../../../components/charts/wear-curve-chart-lazy', () => ({
  WearCurveChart: (props: WearCurveChartProps) => (
    <figure aria-label={props.title}>
      {props.lines.map((line) => (
        <span
          key={line.key}
        >{`${line.name}${line.kind === 'earlier' ? ' (anterior)' : ''}: ${line.points.length}`}</span>
      ))}
      <span>{`Límite: ${props.limit}`}</span>
    </figure>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const tyre = (values: Partial<WearCurveVehicleTyre>): WearCurveVehicleTyre => ({
  id_neumatico: 11,
  posicion: 1,
  marca_neumatico: 'MICHELIN',
  medida_neumatico: '295/80R22.5',
  disenio_neumatico: 'XZE',
  num_serie: 'S-001',
  vida: 'N',
  precio_neumatico_dolares: 400,
  activo: 1,
  remanente_original_neumatico: 16,
  min_remanente: 9,
  km_recorrido: 40000,
  km_vida: 60000,
  ultima_inspeccion: '2024-09-01',
  array_remanente: [
    [40000, 12],
    [60000, 9],
  ],
  desgaste_km_mm: 8571.4,
  km_proyectado: 94285.7,
  km_restante: 34285.7,
  porcentaje: 36.36,
  costo_proyectado: 0.0042,
  ...values,
});

const answer = (neumaticos: WearCurveVehicleTyre[]): VehicleWearCurveResponse => ({
  vehiculo: {
    id: 5,
    placa: 'ABC-123',
    codigo: 'T-05',
    marca: 'VOLVO',
    tipo: 'TRACTO',
    aplicacion: 'Carretera',
    descripcion_tipocosto: 'Kilómetros',
    tipo_costo: 1,
    km_inicial: 50000,
    km_actual: 140000,
    km_recorrido: 90000,
    fecha_instalacion: '2023-06-01',
    remanente_reencauche: 5,
  },
  neumaticos,
});

function stub(curve: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  const requests: Record<string, unknown>[] = [];
  stubFetch({
    'POST /api/vehiculos/showminified': {
      body: {
        data: [
          { id: 5, placa: 'ABC-123', codigo: 'T-05' },
          { id: 6, placa: 'XYZ-999', codigo: '' },
        ],
      },
    },
    'POST /api/reporte/curvaremanentevehiculo': ({ body }) => {
      requests.push(body as Record<string, unknown>);
      return curve(body as Record<string, unknown>);
    },
  });
  return requests;
}

async function chooseVehicle(text: string, option: string) {
  const input = screen.getByRole('combobox', { name: 'Vehículo (placa o código)' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const render = () =>
  renderWithProviders(<VehicleWearCurvePage clientId={1} />, { route: '/reportecurvadesgastevehiculo' });

describe('VehicleWearCurvePage', () => {
  it('asks for a vehicle, then shows its details, curves, controls and costs (domain.md §8 figures)', async () => {
    const requests = stub(({ inspecciones_antiguas }) => ({
      body: answer(
        inspecciones_antiguas
          ? [tyre({}), tyre({ id_neumatico: 12, posicion: 2, num_serie: 'S-002', activo: 0, vida: 'R1' })]
          : [tyre({})],
      ),
    }));
    render();
    expect(screen.getByText(VEHICLE_WEAR_MSG.sinVehiculo)).toBeTruthy();
    await chooseVehicle('T-05', 'ABC-123 · T-05');

    const details = await screen.findByRole('region', { name: 'Datos del vehículo' });
    expect(within(details).getByText('VOLVO')).toBeTruthy();
    expect(within(details).getByText('140,000.0 km')).toBeTruthy();
    expect(within(details).getByText('5.0 mm')).toBeTruthy();
    expect(requests[0]).toEqual({ id_cliente: 1, id_vehiculo: 5, inspecciones_antiguas: false });

    const chart = screen.getByRole('figure', { name: 'Curva de desgaste de ABC-123' });
    expect(within(chart).getByText('Pos. 1 · S-001: 2')).toBeTruthy();
    expect(within(chart).getByText('Límite: 5')).toBeTruthy();

    const controls = screen.getByRole('table', { name: 'Controles por posición' });
    const controlRow = within(controls).getAllByRole('row')[1];
    expect(controlRow?.textContent).toContain('Pos. 1 · S-001');
    // Installed only: no state column.
    expect(within(controls).queryByRole('columnheader', { name: 'Estado' })).toBeNull();
    expect(controlRow?.textContent).toContain('40,000.0');
    expect(controlRow?.textContent).toContain('01/09/2024');

    const costs = screen.getByRole('table', { name: 'Costos y rendimientos' });
    const costRow = within(costs).getAllByRole('row')[1];
    for (const text of ['400.00', '8,571.4', '94,285.7', '34,285.7', '36.36 %', '0.0042'])
      expect(costRow?.textContent).toContain(text);
    expect(within(costs).getByText('Costo por km proyectado (USD/km)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ver datos' }));
    expect(await screen.findByRole('table', { name: 'Datos de la curva' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '¿Cómo se calcula?' }));
    expect(screen.getByText(/8,571.4 km\/mm/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Con historial' }));
    expect(await screen.findByText('Pos. 2 · S-002 (R1) (anterior): 2')).toBeTruthy();
    expect(requests.at(-1)).toEqual({ id_cliente: 1, id_vehiculo: 5, inspecciones_antiguas: true });
    expect(
      within(screen.getByRole('table', { name: 'Controles por posición' })).getByText('Historial'),
    ).toBeTruthy();
  });

  it("shows hours on an hour-meter vehicle and the spec's empty text without tyres", async () => {
    stub(() => ({
      body: {
        ...answer([]),
        vehiculo: { ...answer([]).vehiculo, tipo_costo: 2, descripcion_tipocosto: 'Horas' },
      },
    }));
    render();
    await chooseVehicle('T-05', 'ABC-123 · T-05');
    const details = await screen.findByRole('region', { name: 'Datos del vehículo' });
    expect(within(details).getByText('140,000.0 horas')).toBeTruthy();
    expect(screen.getAllByText(VEHICLE_WEAR_MSG.sinNeumaticos)).toHaveLength(3);
  });

  it("shows the error state with 'Reintentar' when the vehicle is not found (404: the shell's dialog)", async () => {
    stub(() => ({ status: 404, body: { message: 'No encontrado' } }));
    render();
    await chooseVehicle('XYZ', 'XYZ-999');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Datos del vehículo' })).toBeNull();
  });
});
