import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { storeSession } from '../../../lib/storage';
import { UsersPage } from './users-page';

const emptyPage = { data: [], per_page: 10, current_page: 1, from: null, to: null, total: 0 };

describe('UsersPage search', () => {
  it('keeps the search in the URL and asks the server for it', async () => {
    storeSession({ token: 't', userId: 1, role: 1, email: 'sa@x.pe', name: 'Super', clientId: null });
    const searches: (string | null)[] = [];
    stubFetch({
      'POST /api/menu/principal': { body: { success: { resultado: [], permisos: { '5': [1] } } } },
      'GET /api/usuarios/indexminified': ({ url }) => {
        searches.push(url.searchParams.get('search'));
        return { body: emptyPage };
      },
    });
    const { user } = renderWithProviders(<UsersPage />, { route: '/usuarios?search=ana' });
    const search = await screen.findByRole('textbox', { name: 'Buscar usuarios' });
    expect((search as HTMLInputElement).value).toBe('ana');
    await waitFor(() => expect(searches[0]).toBe('ana'));

    await user.clear(search);
    await user.type(search, 'tecnico');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/usuarios?search=tecnico&page=1'),
    );
    await waitFor(() => expect(searches.at(-1)).toBe('tecnico'));
  });
});

describe('UsersPage actions', () => {
  const rows = [
    {
      id: 1,
      role_id: 1,
      rol: 'Superadministrador',
      name: 'Super Admin',
      email: 'sa@x.pe',
      img_firma: true,
      fecha: '2026-01-01',
    },
    {
      id: 3,
      role_id: 3,
      rol: 'Técnico',
      name: 'Ana Técnica',
      email: 'ana@x.pe',
      img_firma: true,
      fecha: '2026-01-01',
    },
  ];
  const stub = () =>
    stubFetch({
      'POST /api/menu/principal': { body: { success: { resultado: [], permisos: { '5': [1, 2, 3, 4] } } } },
      'GET /api/usuarios/indexminified': { body: { ...emptyPage, data: rows, from: 1, to: 2, total: 2 } },
    });

  it('an administrator sees no edit or delete on a superadministrator', async () => {
    storeSession({ token: 't', userId: 2, role: 2, email: 'ad@x.pe', name: 'Admin', clientId: null });
    stub();
    renderWithProviders(<UsersPage />, { route: '/usuarios' });
    expect(await screen.findByRole('button', { name: 'Editar Ana Técnica' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar Ana Técnica' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar Super Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Super Admin' })).toBeNull();
  });

  it('a superadministrator may edit another one', async () => {
    storeSession({ token: 't', userId: 9, role: 1, email: 'sb@x.pe', name: 'Super B', clientId: null });
    stub();
    renderWithProviders(<UsersPage />, { route: '/usuarios' });
    expect(await screen.findByRole('button', { name: 'Editar Super Admin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar Super Admin' })).toBeTruthy();
  });
});
