import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { VehiclesPage } from '../features/vehicles/components/vehicles-page';
import { storeSession } from '../lib/storage';
import { useRoutePrefetch } from './route-prefetch';

function Prefetcher() {
  useRoutePrefetch();
  return null;
}

function logIn(clientId: number | null) {
  storeSession({ token: 'tok', userId: 1, role: 4, email: 'a@b.pe', name: 'A B', clientId });
}

const page = (placa: string) => ({
  data: [
    {
      id: 2,
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
      flag_id: null,
      fecha_registro: '2025-03-01T13:00:00Z',
    },
  ],
  per_page: 10,
  current_page: 2,
  from: 11,
  to: 11,
  total: 11,
});

describe('route prefetch (issue 9)', () => {
  it("asks for the list's page in the URL as soon as the route is entered", async () => {
    logIn(7);
    const bodies: unknown[] = [];
    stubFetch({
      'POST /api/vehiculos/list': ({ body }) => {
        bodies.push(body);
        return { body: page('ABC-123') };
      },
    });
    renderWithProviders(<Prefetcher />, { route: '/vehiculos?page=2&sortBy=placa&sortDirection=desc' });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      id_cliente: 7,
      page: 2,
      per_page: 10,
      sortBy: 'placa',
      sortDirection: 'desc',
    });
  });

  it('gives the page the same query: one request between the two', async () => {
    logIn(7);
    const fetchMock = stubFetch({ 'POST /api/vehiculos/list': { body: page('ABC-123') } });
    renderWithProviders(
      <>
        <Prefetcher />
        <VehiclesPage clientId={7} canAdd={false} canEdit={false} canEditCatalog={false} />
      </>,
      { route: '/vehiculos?page=2' },
    );
    expect(await screen.findByText('ABC-123')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing the guard would not show: logged out, or no client chosen', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<Prefetcher />, { route: '/vehiculos' });
    logIn(null);
    renderWithProviders(<Prefetcher />, { route: '/neumaticos' });
    // The prefetch would have gone out in the effect; give a dynamic import time to resolve.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
