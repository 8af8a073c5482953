import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { clearSession, storeSession } from '../../../lib/storage';
import { SelectClientPage } from './select-client-page';

const logo = `/api/logos/${'a'.repeat(32)}.png`;
const clients = {
  success: {
    resultado: [
      { id: 2, name: 'Minera Cordillera del Sur S.A.', ruc: '20601234567', imagen: logo, estado: 'Activo' },
      { id: 1, name: 'Transportes Andinos S.A.C.', ruc: '20512345678', imagen: null, estado: 'Activo' },
    ],
  },
};

afterEach(() => clearSession());

describe('SelectClientPage', () => {
  it('shows each client’s logo when it has one, and its initial otherwise', async () => {
    storeSession({ token: 't', userId: 3, role: 3, email: 'tec@x.pe', name: 'Técnico', clientId: null });
    stubFetch({ 'GET /api/cliente': { body: clients } });
    const { user } = renderWithProviders(<SelectClientPage />, { route: '/seleccionarCliente' });
    await user.click(await screen.findByRole('combobox', { name: 'Cliente' }));
    const options = await screen.findAllByRole('option');
    const withLogo = within(options[0] as HTMLElement).getByRole('img', {
      name: 'Logo de Minera Cordillera del Sur S.A.',
    });
    expect(withLogo.getAttribute('src')).toBe(logo);
    expect(within(options[1] as HTMLElement).queryByRole('img')).toBeNull();
    expect(within(options[1] as HTMLElement).getByText('T')).toBeTruthy();

    await user.click(options[0] as HTMLElement);
    expect(screen.getByRole('img', { name: 'Logo de Minera Cordillera del Sur S.A.' })).toBeTruthy();
    expect(screen.getByText('RUC: 20601234567')).toBeTruthy();
  });
});
