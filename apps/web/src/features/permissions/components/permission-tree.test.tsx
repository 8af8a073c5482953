import type { ModuleNode } from '@huella/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionTree } from './permission-tree';

const node = (id: number, menu: string, path: string | null, children: ModuleNode[] = []): ModuleNode => ({
  id,
  id_cliente: '0',
  menu,
  icon: null,
  path,
  acciones: path ? '1.2.3.4' : null,
  acciones_: path ? [1, 2, 3, 4] : [],
  visible: true,
  id_menu: null,
  menu_submenu: children,
});

const modules = [
  node(101, 'Administración', null, [
    node(5, 'Usuarios', '/usuarios'),
    node(98, 'Incidencias', '/incidencias'),
  ]),
  node(108, 'Uso y marketing', null, [node(13, 'Sesiones de usuarios', '/reportesesionusuarios')]),
];

describe('permission tree', () => {
  it("marks the screens this build does not have, and a group with none, as 'Aún no disponible'", () => {
    const built = new Set(['/usuarios', '/incidencias']);
    render(
      <PermissionTree
        modules={modules}
        actions={[{ id: 1, name: 'View' }]}
        granted={new Set()}
        readOnly={false}
        pending={null}
        onToggle={() => undefined}
        hasScreen={(path) => built.has(path)}
      />,
    );
    const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
    expect(within(row('Sesiones de usuarios')).getByText('Aún no disponible')).toBeTruthy();
    expect(within(row('Uso y marketing')).getByText('Aún no disponible')).toBeTruthy();
    expect(within(row('Usuarios')).queryByText('Aún no disponible')).toBeNull();
    expect(within(row('Administración')).queryByText('Aún no disponible')).toBeNull();
    // Its grant can still be set ahead of the screen.
    expect(screen.getByRole('checkbox', { name: 'View en Sesiones de usuarios' })).toBeTruthy();
  });
});
