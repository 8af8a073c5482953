import { MSG } from '@huella/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { RolesPage } from './roles-page';

const roles = [
  { id: 1, name: 'Superadministrador', description: 'Todo' },
  { id: 6, name: 'Auditor', description: 'Consulta' },
];

function stub(permisos: Record<string, number[]>) {
  return stubFetch({
    'POST /api/menu/principal': { body: { success: { resultado: [], permisos } } },
    'GET /api/roles': { body: { success: { resultado: roles } } },
    'POST /api/roles/store': {
      body: { success: 'Rol Agregado Correctamente', role: { ...roles[1], id: 7 } },
    },
  });
}

describe('roles screen (/roles)', () => {
  it('hides New, edit and delete without codes 2, 3 and 4 on menu 3', async () => {
    stub({ '3': [1] });
    renderWithProviders(<RolesPage />, { route: '/roles' });
    expect(await screen.findByText('Auditor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
    expect(screen.queryByText('Acción')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Auditor' })).toBeNull();
  });

  it('offers edit on every role and delete only on roles after the fixed five', async () => {
    stub({ '3': [1, 2, 3, 4] });
    renderWithProviders(<RolesPage />, { route: '/roles' });
    expect(await screen.findByRole('button', { name: 'Nuevo' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Editar Superadministrador' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eliminar Superadministrador' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar Auditor' })).toBeTruthy();
  });

  it('requires name and description, then saves and toasts the server text', async () => {
    stub({ '3': [1, 2] });
    const { user } = renderWithProviders(<RolesPage />, { route: '/roles' });
    await user.click(await screen.findByRole('button', { name: 'Nuevo' }));
    expect(screen.getByRole('heading', { name: 'Nuevo Rol' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText(MSG.campoRequerido)).toHaveLength(2);
    await user.type(screen.getByLabelText('Nombre'), 'Auditor externo');
    await user.type(screen.getByLabelText('Descripción'), 'Consulta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Rol Agregado Correctamente')).toBeTruthy();
  });
});
