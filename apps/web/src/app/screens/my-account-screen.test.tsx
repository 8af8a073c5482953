import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { storeSession } from '../../lib/storage';
import { MyAccountScreen } from './my-account-screen';

const profile = {
  id: 12,
  nombre: 'Jorge',
  apellidos: 'Huamán Rojas',
  telefono: '',
  email: 'operador@transportesandinos.pe',
  rol: 'Operador',
};

describe('/micuenta', () => {
  it('shows a role without the grant on menu 92 only its own data, and calls nothing it may not', async () => {
    storeSession({ token: 't', userId: 12, role: 5, email: profile.email, name: 'Jorge', clientId: 1 });
    // An unexpected call (cliente/show, userclientes/index) fails the test: those would answer 403.
    stubFetch({
      'POST /api/menu/principal': { body: { success: { resultado: [], permisos: { '73': [1] } } } },
      'GET /api/usuarios/perfil': { body: { success: profile } },
    });
    renderWithProviders(<MyAccountScreen />);
    expect(await screen.findByText('Jorge Huamán Rojas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar mi perfil' })).toBeTruthy();
    expect(screen.queryByText('Datos de la empresa')).toBeNull();
    expect(screen.queryByText(/Miembros de/)).toBeNull();
  });
});
