import { CONFIGURATION_MSG, SHARED_CATALOG_MSG } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { ConfigurationEditorPage } from './configuration-editor-page';

const types = { body: { data: [{ id: 1, descripcion: 'TRACTO', nomtipo: 'TRACTO', imagen: null }] } };
const slot = (ubicacion: number) =>
  screen.getByRole('button', { name: new RegExp(`^Posición ${ubicacion}( |$)`) });

const detail = {
  id: 5,
  nombre: 'Tracto 4x2 - 6 neumáticos',
  id_vehiculotipo: 1,
  tipo_vehiculo: 'TRACTO',
  nroneumaticos: 6,
  tipo_configuracion: '4x2',
  delanteros: 2,
  ubicaciones: [1, 2, 3, 4, 5, 6],
  ejes: [
    { eje: 1, id_ejes: 1, descripcion: 'Direccional', ubicaciones: [2, 1] },
    { eje: 2, id_ejes: 2, descripcion: 'Tracción', ubicaciones: [6, 4, 3, 5] },
  ],
  posiciones: [],
  en_uso: true,
};

describe('ConfigurationEditorPage', () => {
  it('builds axles on the diagram, saves them and goes back to the list', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/vehiculo/tipo': types,
      'POST /api/vehiculoconfiguracion/store': ({ body }) => {
        sent.push(body);
        return { body: { message: CONFIGURATION_MSG.guardada, configuracion: { ...detail, en_uso: false } } };
      },
    });
    const { user } = renderWithProviders(
      <ConfigurationEditorPage id={null} clientId={1} canSave canAddType canEditType />,
      { route: '/configuracionvehiculo/instalacion' },
    );
    await screen.findByText('Datos de la configuración');
    await user.type(screen.getByLabelText(/Nombre/), 'Tracto 4x2');
    await user.click(screen.getByRole('combobox', { name: /Tipo de vehículo/ }));
    await user.click(await screen.findByRole('option', { name: 'TRACTO' }));
    await user.click(screen.getByRole('combobox', { name: /Tipo de configuración/ }));
    await user.click(await screen.findByRole('option', { name: '4x2' }));
    await user.type(screen.getByLabelText(/N° de neumáticos/), '6');
    const save = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    // Guardar stays enabled; with positions still unassigned it sends nothing.
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(sent).toEqual([]);
    await user.click(slot(1));
    await user.click(slot(2));
    await user.click(screen.getByLabelText('Editar posiciones del eje 2'));
    for (const ubicacion of [3, 4, 5, 6]) await user.click(slot(ubicacion));
    expect(screen.getByText('6 de 6 posiciones asignadas')).toBeTruthy();
    expect(slot(6).textContent).toBe('P3');
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/configuracionvehiculo'));
    expect(sent).toEqual([
      {
        configuracion: {
          id: null,
          nombre: 'Tracto 4x2',
          id_vehiculotipo: 1,
          nroneumaticos: 6,
          tipo_configuracion: '4x2',
          ejes: [
            { id_ejes: 1, ubicaciones: [1, 2] },
            { id_ejes: 2, ubicaciones: [3, 4, 5, 6] },
          ],
        },
      },
    ]);
  }, 20_000);

  it('tells why the axles are not valid yet', async () => {
    stubFetch({ 'GET /api/vehiculo/tipo': types });
    const { user } = renderWithProviders(
      <ConfigurationEditorPage id={null} clientId={1} canSave canAddType canEditType />,
    );
    expect(await screen.findByText('Cada eje debe tener al menos una posición')).toBeTruthy();
    await user.click(slot(1));
    await user.click(slot(3));
    expect(
      screen.getByText('Las posiciones de un eje deben estar en la misma línea del diagrama'),
    ).toBeTruthy();
  });

  it('locks the layout of a configuration vehicles use', async () => {
    stubFetch({
      'GET /api/vehiculo/tipo': types,
      'POST /api/vehiculoconfiguracion/show': { body: { success: { resultado: detail } } },
    });
    renderWithProviders(<ConfigurationEditorPage id={5} clientId={1} canSave canAddType canEditType />);
    await screen.findByText('Datos de la configuración');
    expect(
      await screen.findByText(
        'Esta configuración está asignada a vehículos: sus ejes y posiciones no se pueden cambiar.',
      ),
    ).toBeTruthy();
    expect((slot(1) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Agregar eje' })).toBeNull();
    const nombre = screen.getByLabelText(/Nombre/) as HTMLInputElement;
    expect(nombre.value).toBe('Tracto 4x2 - 6 neumáticos');
    expect(nombre.disabled).toBe(false);
    expect(
      within(screen.getByRole('group', { name: 'Diagrama de posiciones' })).getAllByRole('button'),
    ).toHaveLength(22);
  });

  it('shows the server’s refusal to change a configuration another client uses', async () => {
    stubFetch({
      'GET /api/vehiculo/tipo': types,
      'POST /api/vehiculoconfiguracion/show': { body: { success: { resultado: detail } } },
      'POST /api/vehiculoconfiguracion/store': {
        status: 409,
        body: { error: SHARED_CATALOG_MSG.usadoPorOtroCliente },
      },
    });
    const { user } = renderWithProviders(
      <ConfigurationEditorPage id={5} clientId={1} canSave canAddType canEditType />,
      { route: '/configuracionvehiculo/instalacion/5' },
    );
    await screen.findByText('Datos de la configuración');
    await user.type(screen.getByLabelText(/Nombre/), ' urbano');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(SHARED_CATALOG_MSG.usadoPorOtroCliente)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/configuracionvehiculo/instalacion/5');
  });
});
