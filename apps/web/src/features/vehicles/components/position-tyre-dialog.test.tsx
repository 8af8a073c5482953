import { VEHICLE_MSG } from '@huella/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { PositionTyreDialog } from './position-tyre-dialog';

const TYRE = {
  num_serie: 'TA2500001',
  marca: 'MICHELIN',
  modelo: 'XZE2+',
  medida: '295/80R22.5',
  condicion: 'Nuevo',
  disenio: '-',
  presion: 110,
  fecha_instalacion: '2026-11-21',
  remanente_actual: 18.5,
  kilometraje: 150000,
};

describe('PositionTyreDialog', () => {
  it('shows the tyre installed on the position, read-only', async () => {
    const fetchMock = stubFetch({
      'POST /api/vehiculos/neumaticoposicion': { body: { neumatico: TYRE, message: 'ok' } },
    });
    renderWithProviders(
      <PositionTyreDialog clientId={1} vehicleId={11} ubicacion={3} posicion={3} onClose={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Neumático en P3' })).toBeTruthy();
    const serial = await screen.findByLabelText('Serie');
    expect((serial as HTMLInputElement).value).toBe('TA2500001');
    expect(serial.hasAttribute('readonly')).toBe(true);
    expect(screen.getByDisplayValue('295/80R22.5')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-11-21')).toBeTruthy();
    expect(
      (screen.getByLabelText('Kilometraje de instalación') as HTMLInputElement).value.replace(/\D/g, ''),
    ).toBe('150000');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ id_cliente: 1, id_vehiculo: 11, ubicacion: 3 });
  });

  it('says so when the position has no tyre', async () => {
    stubFetch({
      'POST /api/vehiculos/neumaticoposicion': {
        body: { neumatico: null, message: VEHICLE_MSG.sinNeumatico },
      },
    });
    renderWithProviders(
      <PositionTyreDialog clientId={1} vehicleId={11} ubicacion={5} posicion={null} onClose={() => {}} />,
    );
    expect(await screen.findByText(VEHICLE_MSG.sinNeumatico)).toBeTruthy();
  });
});
