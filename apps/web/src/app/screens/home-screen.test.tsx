import { MONTH_NAMES } from '@huella/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { storeSession } from '../../lib/storage';
import { HomeScreen } from './home-screen';

vi.mock('../../components/charts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ReportChart: (await import('../../components/charts/test-chart-stub')).ChartStub,
}));

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, menu: string, path: string | null, children: unknown[] = []) => ({
  id,
  menu,
  path,
  icon: null,
  id_menu: null,
  menu_submenu: children,
});

const MENU = [
  entry(19, 'Inicio', '/home'),
  entry(2, 'Neumáticos', null, [entry(5, 'Neumáticos', '/neumaticos')]),
  entry(3, 'Indicadores', null, [entry(66, 'Índice de reencauche', '/indicadorreencauche')]),
];

const retread = {
  success: {
    meses: MONTH_NAMES.map((nombre, index) => ({
      mes: index + 1,
      nombre,
      vidas: 4,
      vidas_reencauchadas: 1,
      suma_reencauches: 1,
      indicador: 0.25,
    })),
    anual: { vidas: 48, vidas_reencauchadas: 12, suma_reencauches: 12, indicador: 0.25 },
    criterio: null,
    mensaje: null,
  },
};

describe('HomeScreen', () => {
  it('greets, then shows the dashboard cards the menu allows (no cost card without its permission)', async () => {
    storeSession({
      token: 't',
      userId: 1,
      role: 4,
      email: 'maria@andinos.pe',
      name: 'María Torres',
      clientId: 3,
    });
    const fetchMock = stubFetch({
      'POST /api/menu/principal': { body: { success: { resultado: MENU, permisos: { '19': [1] } } } },
      'GET /api/sesion': {
        body: {
          usuario: { id: 1, nombres: 'María', apellidos: 'Torres', email: 'maria@andinos.pe', role: 4 },
          cliente: { id: 3, razon_social: 'Transportes Andinos S.A.C.', ruta_logo: null },
        },
      },
      'GET /api/cliente/primerospasos': {
        body: {
          plantas: 1,
          aplicaciones: 1,
          tipo_cambio: true,
          configuraciones: 1,
          vehiculos: 1,
          neumaticos: 1,
        },
      },
      'POST /api/home/reportesvistaprincipal': {
        body: {
          success: {
            marcas: [{ descripcion: 'MICHELIN', cantidad: 5, porcentaje: 100 }],
            estados: [{ descripcion: 'Instalado', cantidad: 5, porcentaje: 100 }],
            modelos: [{ descripcion: 'XZE2', cantidad: 5, porcentaje: 100 }],
            medidas: [{ descripcion: '295/80R22.5', cantidad: 5, porcentaje: 100 }],
            neumaticosscrap: [{ anio: 2026, cantidad: 1 }],
            cantidadnuevos: 5,
            cantidadreencauchados: 0,
          },
        },
      },
      'POST /api/neumaticos/totalvehiculo': { body: { total: 2 } },
      'POST /api/neumaticos/totalneumatico': { body: { total: 5 } },
      'POST /api/neumaticos/totalcriterio': { body: { total: 0 } },
      'POST /api/neumaticos/reportscount': { body: { total: 1 } },
      'POST /api/indicador/indice_reencauche': { body: retread },
    });
    renderWithProviders(<HomeScreen />, { route: '/home' });

    expect(await screen.findByRole('heading', { name: 'Hola, María' })).toBeTruthy();
    expect(await screen.findByText('Transportes Andinos S.A.C.')).toBeTruthy();
    const index = await screen.findByRole('region', { name: 'Índice de reencauche' });
    expect(await within(index).findByText(/del año 25.00 %/)).toBeTruthy();
    expect(
      within(index)
        .getByRole('link', { name: /Ver más/ })
        .getAttribute('href'),
    ).toBe('/indicadorreencauche');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Neumáticos por medida' })).getByRole('link', {
          name: /Ver más/,
        }),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('region', { name: 'Costo por kilómetro' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Índice de reencauchabilidad' })).toBeNull();
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(paths).not.toContain('/api/indicador/costo_por_kilometro');
  });
});
