import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { ModulesPage } from './modules-page';

const node = (id: number, menu: string, extra: object = {}) => ({
  id,
  id_cliente: '0',
  menu,
  icon: null,
  path: null,
  acciones: null,
  acciones_: [],
  visible: true,
  id_menu: null,
  menu_submenu: [],
  ...extra,
});

const tree = [
  node(101, 'Administración', {
    icon: 'AdminPanelSettings',
    menu_submenu: [node(3, 'Roles', { path: '/roles', acciones: '1.2', acciones_: [1, 2], id_menu: 101 })],
  }),
];

function stub(permisos: Record<string, number[]>) {
  return stubFetch({
    'POST /api/menu/principal': { body: { success: { resultado: [], permisos } } },
    'GET /api/modulos': { body: { success: { resultado: tree } } },
    'POST /api/getacciones': {
      body: {
        success: {
          resultado: [
            { id: 1, name: 'View' },
            { id: 2, name: 'Add' },
          ],
        },
      },
    },
    'POST /api/add/accionesmenu': {
      body: { success: { resultado: true, message: 'Accion duplicada', accion: null } },
    },
  });
}

describe('modules screen (/modulos)', () => {
  it('expands a module to show its children with their action chips', async () => {
    stub({ '30': [1] });
    const { user } = renderWithProviders(<ModulesPage />, { route: '/modulos' });
    expect(await screen.findByText('Administración')).toBeTruthy();
    expect(screen.queryByText('Roles')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expandir Administración' }));
    expect(screen.getByText('Roles')).toBeTruthy();
    expect(screen.getByText('/roles')).toBeTruthy();
    expect(screen.getByText('Add')).toBeTruthy();
    // View only: no New button and no action column.
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
    expect(screen.queryByText('Acción')).toBeNull();
  });

  it('checks the module form and reports a duplicate action from the nested dialog', async () => {
    stub({ '30': [1, 2, 3, 4] });
    const { user } = renderWithProviders(<ModulesPage />, { route: '/modulos' });
    await user.click(await screen.findByRole('button', { name: 'Nuevo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // Name and (top-level) icon.
    expect(await screen.findAllByText('Campo requerido')).toHaveLength(2);
    await user.click(await screen.findByRole('button', { name: 'Nueva acción' }));
    await user.type(screen.getByLabelText('Nombre de la acción'), 'View');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Accion duplicada')).toBeTruthy();
  });
});
