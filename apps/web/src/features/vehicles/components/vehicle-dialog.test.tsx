import { VEHICLE_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { VehicleDialog } from './vehicle-dialog';

const CATALOGUE = {
  'GET /api/vehiculos/datosadicionales': {
    body: {
      cliente: { razon_social: 'Transportes Andinos S.A.C.', ruc: '20512345678' },
      aplicaciones: [{ id: 5, aplicacion: 'Carretera' }],
    },
  },
  'GET /api/plantas/opciones': { body: { data: [{ id: 2, nombre: 'Lurín' }] } },
  'GET /api/vehiculo/tipo': {
    body: { data: [{ id: 1, descripcion: 'TRACTO', nomtipo: 'TRACTO', imagen: null }] },
  },
  'GET /api/vehiculomarca': { body: { data: [{ id: 3, descripcion: 'SCANIA' }] } },
  'GET /api/vehiculomodelo': {
    body: { data: [{ id: 7, id_marca: 3, descripcion: 'R450', marca: 'SCANIA' }] },
  },
  'POST /api/core/configuraciones': { body: { success: { resultado: [] } } },
};

const VEHICLE = {
  id: 11,
  placa: 'ABC-123',
  codigo: '-',
  id_tipo: 1,
  tipo: 'TRACTO',
  id_marca: 3,
  marca: 'SCANIA',
  id_modelo: 7,
  modelo: 'R450',
  ruta: 5,
  aplicacion: 'Carretera',
  id_planta: 2,
  nomplanta: 'Lurín',
  id_configuracion: 4,
  configuracion: 'Tracto 4x2',
  nroneumaticos: 6,
  tipo_costo: 1,
  fecha_fabricacion: '2016',
  estado: 1,
  nomestado: 'Activo',
  kilometraje: 150000,
  flag_id: null,
  fecha_registro: '2025-01-01T13:00:00Z',
  editkm: 0,
};

describe('VehicleDialog', () => {
  it('shows the spec’s required messages on an empty save and the client section read-only', async () => {
    const fetchMock = stubFetch(CATALOGUE);
    const { user } = renderWithProviders(
      <VehicleDialog clientId={1} vehicleId={null} canEditCatalog onClose={() => {}} />,
    );
    expect(await screen.findByRole('heading', { name: 'Registro de Vehículo' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Transportes Andinos S.A.C.')).toBeTruthy();
    expect(screen.getByDisplayValue('20512345678')).toBeTruthy();
    expect(screen.getByText('Ejemplo: 2016')).toBeTruthy();
    // Estado only when editing.
    expect(screen.queryByLabelText('Estado')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    for (const message of [
      VEHICLE_MSG.placaRequerida,
      VEHICLE_MSG.tipoRequerido,
      VEHICLE_MSG.marcaRequerida,
      VEHICLE_MSG.modeloRequerido,
      VEHICLE_MSG.aplicacionRequerida,
      VEHICLE_MSG.tipoCostoRequerido,
      VEHICLE_MSG.configuracionRequerida,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/vehiculos/store'))).toBe(false);
  });

  it('says how to get an application when none has its thresholds, with a link to fix it', async () => {
    stubFetch({
      ...CATALOGUE,
      'GET /api/vehiculos/datosadicionales': {
        body: { cliente: { razon_social: 'Nueva S.A.C.', ruc: '20100000077' }, aplicaciones: [] },
      },
    });
    const { user } = renderWithProviders(
      <VehicleDialog clientId={1} vehicleId={null} canEditCatalog onClose={() => {}} />,
    );
    const link = await screen.findByRole('link', { name: 'Configúrelos en Remanente por aplicación' });
    expect(link.getAttribute('href')).toBe('/aplicacion');
    // The hint stays after a save attempt: it says how to fix the required field.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(VEHICLE_MSG.placaRequerida)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configúrelos en Remanente por aplicación' })).toBeTruthy();
  });

  it('refuses a plate the client already has (plate find) without saving', async () => {
    const fetchMock = stubFetch({
      ...CATALOGUE,
      'POST /api/core/configuraciones': {
        body: {
          success: {
            resultado: [
              {
                id: 4,
                nombre: 'Tracto 4x2',
                id_vehiculotipo: 1,
                tipo_vehiculo: 'TRACTO',
                nroneumaticos: 6,
                tipo_configuracion: '4x2',
                delanteros: 2,
                ejes: 2,
                ubicaciones: [1, 2, 3, 4, 5, 6],
              },
            ],
          },
        },
      },
      'POST /api/vehiculoconfiguracion/show': { status: 404, body: { error: 'No encontrado' } },
      'POST /api/vehiculos/list': {
        body: { data: [], per_page: 10, current_page: 1, from: null, to: null, total: 1 },
      },
    });
    const { user } = renderWithProviders(
      <VehicleDialog clientId={1} vehicleId={null} canEditCatalog={false} onClose={() => {}} />,
    );
    await screen.findByDisplayValue('Transportes Andinos S.A.C.');
    await user.type(screen.getByLabelText(/Placa/), 'abc-123');
    const pick = async (label: RegExp, option: string) => {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(within(await screen.findByRole('listbox')).getByText(option));
    };
    await pick(/^Tipo(?! de)/, 'TRACTO');
    await pick(/Marca/, 'SCANIA');
    await pick(/Modelo/, 'R450');
    await pick(/Aplicación/, 'Carretera');
    await pick(/Tipo de costo/, 'Kilómetros');
    await pick(/Configuración/, 'Tracto 4x2 (4x2)');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText(VEHICLE_MSG.placaDuplicada)).length).toBeGreaterThan(0);
    const find = fetchMock.mock.calls.find(([url]) => String(url).includes('/vehiculos/list'));
    expect(JSON.parse(String(find?.[1]?.body))).toMatchObject({ placa: 'ABC-123', page: 1, per_page: 10 });
  });

  it('when editing shows estado, treats "-" as empty and keeps the km locked when editkm is 0', async () => {
    stubFetch({
      ...CATALOGUE,
      'POST /api/vehiculos/show': { body: { vehiculo: VEHICLE } },
      'POST /api/vehiculoconfiguracion/show': { status: 404, body: { error: 'No encontrado' } },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <VehicleDialog clientId={1} vehicleId={11} canEditCatalog onClose={onClose} />,
    );
    expect(await screen.findByRole('heading', { name: 'Editar Vehículo' })).toBeTruthy();
    expect(await screen.findByDisplayValue('ABC-123')).toBeTruthy();
    expect((screen.getByLabelText(/Código/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('combobox', { name: /Estado/ })).toBeTruthy();
    const km = screen.getByLabelText(/Kilometraje de Vehículo/) as HTMLInputElement;
    expect(km.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Desbloquear kilometraje' }));
    expect(await screen.findByText(VEHICLE_MSG.kmBloqueado)).toBeTruthy();
    await waitFor(() => expect(km.disabled).toBe(true));
  });
});
