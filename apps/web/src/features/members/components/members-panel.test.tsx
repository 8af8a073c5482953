import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { storeSession } from '../../../lib/storage';
import { MembersPanel } from './members-panel';

const members = {
  success: {
    cliente: { id: 1, razon_social: 'Transportes Andinos S.A.C.' },
    roles: [
      { id: 4, name: 'Administrador de empresa' },
      { id: 5, name: 'Operador' },
    ],
    miembros: [
      {
        id_user: 12,
        name: 'Jorge Huamán Rojas',
        email: 'operador@transportesandinos.pe',
        role: 'Operador',
        nombres: 'Jorge',
        apellidos: 'Huamán Rojas',
        role_id: 5,
        id_cliente: 1,
      },
    ],
  },
};

function setup(permissions: Record<string, number[]>) {
  storeSession({ token: 't', userId: 4, role: 4, email: 'admin@x.pe', name: 'María', clientId: 1 });
  return stubFetch({
    'POST /api/menu/principal': { body: { success: { resultado: [], permisos: permissions } } },
    'POST /api/userclientes/index': { body: members },
    'POST /api/userclientes/sendcredentials': {
      body: { message: 'Credenciales enviadas con éxito al correo operador@transportesandinos.pe' },
    },
  });
}

describe('members panel', () => {
  it("titles the company, confirms deletes with the spec's text and sends credentials", async () => {
    setup({ '92': [1, 2, 3, 4] });
    const { user } = renderWithProviders(<MembersPanel clientId={1} menuId={92} />);
    expect(await screen.findByText('Miembros de: Transportes Andinos S.A.C.')).toBeTruthy();
    expect(await screen.findByText('Jorge Huamán Rojas')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Eliminar Jorge Huamán Rojas' }));
    expect(screen.getByText('Desea eliminar el usuario Jorge Huamán Rojas ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Se cancelo la acción')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enviar credenciales a Jorge Huamán Rojas' }));
    expect(
      await screen.findByText('Credenciales enviadas con éxito al correo operador@transportesandinos.pe'),
    ).toBeTruthy();
  });

  it('hides Nuevo, edit and delete without the grants but keeps sending credentials', async () => {
    setup({ '92': [1] });
    renderWithProviders(<MembersPanel clientId={1} menuId={92} />);
    expect(await screen.findByText('Jorge Huamán Rojas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Jorge Huamán Rojas' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar credenciales a Jorge Huamán Rojas' })).toBeTruthy();
  });

  it('searches by name or e-mail with the search kept in the URL', async () => {
    setup({ '92': [1] });
    const { user } = renderWithProviders(<MembersPanel clientId={1} menuId={92} />, {
      route: '/micuenta?search=nadie',
    });
    expect(await screen.findByText('Miembros de: Transportes Andinos S.A.C.')).toBeTruthy();
    expect(screen.queryByText('Jorge Huamán Rojas')).toBeNull();
    const search = screen.getByRole('textbox', { name: 'Buscar miembros' });
    await user.clear(search);
    await user.type(search, 'operador@');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/micuenta?search=operador%40&page=1'),
    );
    expect(await screen.findByText('Jorge Huamán Rojas')).toBeTruthy();
  });
});
