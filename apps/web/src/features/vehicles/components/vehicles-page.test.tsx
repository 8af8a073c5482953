import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { VehiclesPage } from './vehicles-page';

const row = (id: number, placa: string, flag_id: number | null) => ({
  id,
  placa,
  codigo: '',
  id_tipo: 1,
  tipo: 'TRACTO',
  id_marca: 3,
  marca: 'SCANIA',
  id_modelo: 7,
  modelo: 'R450',
  ruta: 5,
  aplicacion: 'Carretera',
  id_planta: null,
  nomplanta: '',
  id_configuracion: 4,
  configuracion: 'Tracto 4x2',
  nroneumaticos: 6,
  tipo_costo: 1,
  fecha_fabricacion: '',
  estado: 1,
  nomestado: 'Activo',
  kilometraje: 0,
  flag_id,
  fecha_registro: '2025-03-01T13:00:00Z',
});

describe('VehiclesPage', () => {
  it('shows the total in the title, greys flagged rows and pages on the server', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      'POST /api/vehiculos/list': ({ body }) => {
        bodies.push(body);
        return {
          body: {
            data: [row(2, 'ABC-123', null), row(1, 'F5X-812', 1)],
            per_page: 10,
            current_page: 1,
            from: 1,
            to: 2,
            total: 57,
          },
        };
      },
    });
    renderWithProviders(<VehiclesPage clientId={1} canAdd={false} canEdit canEditCatalog={false} />, {
      route: '/vehiculos',
    });
    expect(await screen.findByRole('heading', { name: 'Reporte de Vehículo (57)' })).toBeTruthy();
    expect(bodies[0]).toMatchObject({ id_cliente: 1, page: 1, per_page: 10 });
    const flagged = (await screen.findByText('F5X-812')).closest('.MuiDataGrid-row');
    await waitFor(() => expect(flagged?.className).toContain('fila-gris'));
    expect(screen.getByText('ABC-123').closest('.MuiDataGrid-row')?.className).not.toContain('fila-gris');
    // Spec 2 §6: Nuevo needs 2; Editar 3; Instalar and Exportar always.
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Editar ABC-123' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instalar/Desinstalar ABC-123' }).getAttribute('href')).toBe(
      '/vehiculo/instalacion/2',
    );
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  });
});
