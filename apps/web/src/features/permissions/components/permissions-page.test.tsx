import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { PermissionsPage } from './permissions-page';

const tree = {
  success: {
    resultado: [
      {
        id: 101,
        id_cliente: '0',
        menu: 'Administración',
        icon: 'AdminPanelSettings',
        path: null,
        acciones: null,
        acciones_: [],
        visible: true,
        id_menu: null,
        menu_submenu: [
          {
            id: 3,
            id_cliente: '0',
            menu: 'Roles',
            icon: null,
            path: '/roles',
            acciones: '1.2.3.4',
            acciones_: [1, 2, 3, 4],
            visible: true,
            id_menu: 101,
            menu_submenu: [],
          },
        ],
      },
    ],
    roles: [
      { id: 1, name: 'Superadministrador', description: '' },
      { id: 2, name: 'Administrador', description: '' },
    ],
    acciones: [
      { id: 1, name: 'View' },
      { id: 2, name: 'Add' },
      { id: 3, name: 'Edit' },
      { id: 4, name: 'Delete' },
    ],
  },
};

function stub(permisos: Record<string, number[]>) {
  return stubFetch({
    'POST /api/menu/principal': { body: { success: { resultado: [], permisos } } },
    'GET /api/permisos': { body: tree },
    'POST /api/permisos/rol': ({ body }) => ({
      body: {
        success: {
          resultado: [],
          name_permisos: (body as { id: number }).id === 1 ? ['3.1', '3.2'] : ['3.1'],
        },
      },
    }),
    'POST /api/roles/asignarpermiso': ({ body }) => ({
      body: { success: { asignado: true, name_permiso: (body as { name_permiso: string }).name_permiso } },
    }),
  });
}

describe('permission screen (/permisos)', () => {
  it('shows role 1 grants read-only without edit (3) on menu 4', async () => {
    stub({ '4': [1] });
    renderWithProviders(<PermissionsPage />, { route: '/permisos' });
    const view = await screen.findByRole('checkbox', { name: 'View en Roles' });
    expect((view as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Add en Roles' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Edit en Roles' }) as HTMLInputElement).checked).toBe(false);
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
    expect(await screen.findByText('Solo lectura: su rol no puede modificar permisos.')).toBeTruthy();
    // Groups are headings without boxes.
    const group = screen.getByRole('rowheader', { name: 'Administración' }).closest('tr');
    expect(within(group as HTMLElement).queryByRole('checkbox')).toBeNull();
  });

  it('toggles a grant by role name and module.action with edit (3) on menu 4', async () => {
    const fetchMock = stub({ '4': [1, 3] });
    const { user } = renderWithProviders(<PermissionsPage />, { route: '/permisos' });
    const edit = await screen.findByRole('checkbox', { name: 'Edit en Roles' });
    await vi.waitFor(() => expect((edit as HTMLInputElement).disabled).toBe(false));
    await user.click(edit);
    await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/roles/asignarpermiso'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({
        name: 'Superadministrador',
        name_permiso: '3.3',
      });
    });
    expect(screen.queryByText('Solo lectura: su rol no puede modificar permisos.')).toBeNull();
  });
});
