import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { TopBarMenus } from '../../../app/top-bar-menus';
import { loadPage } from '../../../lib/browser';
import { clearSession, getSession, storeSession } from '../../../lib/storage';

vi.mock('../../../lib/browser', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

const pending = {
  data: [
    {
      id: 7,
      id_cliente: 1,
      razon_social: 'Transportes Andinos S.A.C.',
      reporte: 'Reporte consolidado Enero – Marzo 2026',
      estado: 'PROCESO',
      fecha: '2026-04-02T15:00:00.000Z',
    },
    {
      id: 8,
      id_cliente: 2,
      razon_social: 'Minera Cordillera del Sur S.A.',
      reporte: 'Reporte consolidado Abril 2026',
      estado: 'PROCESO',
      fecha: '2026-04-01T15:00:00.000Z',
    },
  ],
  total: 2,
};
const shell = {
  'POST /api/menu/principal': { body: { success: { resultado: [], permisos: {} } } },
  'GET /api/incidente/index': {
    body: { data: [], per_page: 10, current_page: 1, from: null, to: null, total: 0, no_leidos: 0 },
  },
};

afterEach(() => {
  clearSession();
  vi.mocked(loadPage).mockClear();
});

describe("top bar: 'REPORTES POR APROBAR'", () => {
  it('is not shown to a technician or a client user', async () => {
    storeSession({ token: 't', userId: 2, role: 3, email: 't@x.pe', name: 'Tec', clientId: 1 });
    const fetchMock = stubFetch(shell);
    renderWithProviders(<TopBarMenus />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Reportes por aprobar/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('pendientes'))).toBe(false);
  });

  it("says 'No hay reportes por aprobar' when nothing waits", async () => {
    storeSession({ token: 't', userId: 1, role: 1, email: 's@x.pe', name: 'Super', clientId: 1 });
    stubFetch({ ...shell, 'POST /api/administradorreporte/pendientes': { body: { data: [], total: 0 } } });
    const { user } = renderWithProviders(<TopBarMenus />);
    await user.click(await screen.findByRole('button', { name: 'Reportes por aprobar' }));
    expect(await screen.findByText('REPORTES POR APROBAR')).toBeTruthy();
    expect(await screen.findByText('No hay reportes por aprobar')).toBeTruthy();
  });

  it("lists 'reporte · razon_social' with the count; the session's client opens the administration", async () => {
    storeSession({ token: 't', userId: 1, role: 2, email: 'a@x.pe', name: 'Admin', clientId: 1 });
    stubFetch({ ...shell, 'POST /api/administradorreporte/pendientes': { body: pending } });
    const { user } = renderWithProviders(<TopBarMenus />);
    await user.click(await screen.findByRole('button', { name: 'Reportes por aprobar: 2' }));
    await user.click(
      await screen.findByText('Reporte consolidado Enero – Marzo 2026 · Transportes Andinos S.A.C.'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/administracionreportes');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("another client's report enters that client first", async () => {
    storeSession({ token: 't', userId: 1, role: 1, email: 's@x.pe', name: 'Super', clientId: 1 });
    const fetchMock = stubFetch({
      ...shell,
      'POST /api/administradorreporte/pendientes': { body: pending },
      'POST /api/accesoscliente/store': { body: { id: 2, razon_social: 'Minera Cordillera del Sur S.A.' } },
    });
    const { user } = renderWithProviders(<TopBarMenus />);
    await user.click(await screen.findByRole('button', { name: 'Reportes por aprobar: 2' }));
    expect(
      await screen.findByText(/otro cliente: se cambiará a Minera Cordillera del Sur S.A./),
    ).toBeTruthy();
    await user.click(screen.getByText('Reporte consolidado Abril 2026 · Minera Cordillera del Sur S.A.'));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/administracionreportes'));
    const access = fetchMock.mock.calls.find(([url]) => String(url).includes('accesoscliente'));
    expect(JSON.parse(String(access?.[1]?.body))).toEqual({ id_cliente: 2, id_usuario: 1 });
    expect(getSession().clientId).toBe(2);
  });
});
