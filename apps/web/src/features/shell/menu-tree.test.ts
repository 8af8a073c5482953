import type { MenuEntry } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { filterMenu, findActiveGroups, findMenuTrail, flattenMenu } from './menu-tree';

const entry = (id: number, menu: string, path: string | null, children: MenuEntry[] = []): MenuEntry => ({
  id,
  menu,
  path,
  icon: null,
  id_menu: null,
  menu_submenu: children,
});

const MENU = [
  entry(1, 'Inicio', '/home'),
  entry(2, 'Reportes', null, [
    entry(21, 'Consolidado', '/reporteconsolidado'),
    entry(22, 'Sub', null, [entry(221, 'Hoja', 'home')]),
  ]),
  entry(3, 'Vacío', null, [entry(31, 'Sin pantalla', '/vehiculos')]),
];
const hasScreen = (path: string) => path === '/home';

describe('menu tree', () => {
  it('keeps entries with a screen and groups that still have children', () => {
    expect(filterMenu(MENU, hasScreen)).toEqual([
      entry(1, 'Inicio', '/home'),
      entry(2, 'Reportes', null, [entry(22, 'Sub', null, [entry(221, 'Hoja', 'home')])]),
    ]);
  });

  it('finds the ids of each level down to an entry (for accesosmenu/guardar)', () => {
    expect(findMenuTrail(MENU, 221)).toEqual([2, 22, 221]);
    expect(findMenuTrail(MENU, 1)).toEqual([1]);
    expect(findMenuTrail(MENU, 999)).toEqual([]);
  });

  it('opens the groups above the active route', () => {
    expect(findActiveGroups(MENU, '/reporteconsolidado')).toEqual([2]);
    expect(findActiveGroups(MENU, '/home')).toEqual([2, 22]);
  });

  it('flattens links with their top-level section and normalised paths', () => {
    expect(flattenMenu(MENU).map((link) => [link.path, link.section])).toEqual([
      ['/home', null],
      ['/reporteconsolidado', 'Reportes'],
      ['/home', 'Reportes'],
      ['/vehiculos', 'Vacío'],
    ]);
  });
});
