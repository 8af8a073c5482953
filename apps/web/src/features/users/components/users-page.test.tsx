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
