import { sql } from 'drizzle-orm';
import { ACTION, ROLE } from '@huella/contracts';
import type { Db } from '../client';
import { acciones, menus, permisos, roles } from '../schema/index';
import { CLIENT_MENU, CLIENTLESS_MENU, flattenMenu, type MenuRow } from './menu-tree';

export const ROLES = [
  {
    id: ROLE.superadmin,
    name: 'Superadministrador',
    description: 'Todo el sistema; ve también los clientes inactivos',
  },
  { id: ROLE.admin, name: 'Administrador', description: 'Todo, salvo roles, permisos y módulos' },
  {
    id: ROLE.technician,
    name: 'Técnico',
    description: 'Operación de flota y reportes de los clientes asignados',
  },
  {
    id: ROLE.clientAdmin,
    name: 'Administrador de empresa',
    description: 'Todas las pantallas de su empresa y sus miembros',
  },
  {
    id: ROLE.operator,
    name: 'Operador',
    description: 'Consulta todo; registra inspecciones, vehículos y neumáticos',
  },
];

const ACTIONS = [
  { id: ACTION.view, name: 'View' },
  { id: ACTION.add, name: 'Add' },
  { id: ACTION.edit, name: 'Edit' },
  { id: ACTION.delete, name: 'Delete' },
];

export const MENU_ROWS: MenuRow[] = [
  ...flattenMenu(CLIENTLESS_MENU, 'clientless'),
  ...flattenMenu(CLIENT_MENU, 'client'),
];

const ALL = [ACTION.view, ACTION.add, ACTION.edit, ACTION.delete];
const WRITE = [ACTION.view, ACTION.add, ACTION.edit];
const VIEW = [ACTION.view];

/** Screens a client works in, grouped by what each role may do there (domain.md §14). */
const OPERATION_MENUS = [19, 29, 73, 74, 75, 76, 77, 78, 90, 70, 71];
const ANALYTICS_MENUS = [65, 66, 67, 99, 80, 81, 82, 83, 84, 85, 86, 87, 88, 94];
const CLIENT_SETTINGS_MENUS = [21, 22, 23, 26, 27, 28, 92];
const PLATFORM_ADMIN_MENUS = [3, 4, 30];
/** 'Catálogos compartidos' (docs/decisions/0016-shared-catalogues.md): it only reads and merges, so view + edit. */
const CATALOGUE_CURATION_MENU = 97;
/**
 * 'Incidencias' (docs/decisions/0032-answering-incidents.md): read and answer (view + edit); every internal role
 * attends the clients it reaches, technicians included.
 */
const INCIDENTS_MENU = 98;
/**
 * The usage and marketing reports (spec 3 §2.14–§2.18) and their drawer entries: technicians read them too, each
 * figure limited to the clients assigned to them (docs/decisions/0042-marketing-reports.md).
 */
const INTERNAL_REPORT_MENUS = [13, 14, 15, 16, 17, 18, 93, 95, 96];

/** Default grants of a role on one screen; the permission screen can change any of them later. */
function defaultActions(role: number, menu: MenuRow): number[] {
  if (!menu.path) return [];
  const isClient = menu.sesion === 'client';
  if (menu.id === CATALOGUE_CURATION_MENU)
    return role === ROLE.superadmin || role === ROLE.admin ? [ACTION.view, ACTION.edit] : [];
  if (menu.id === INCIDENTS_MENU)
    return role === ROLE.superadmin || role === ROLE.admin || role === ROLE.technician
      ? [ACTION.view, ACTION.edit]
      : [];
  switch (role) {
    case ROLE.superadmin:
      return ALL;
    case ROLE.admin:
      return PLATFORM_ADMIN_MENUS.includes(menu.id) ? [] : ALL;
    case ROLE.technician:
      if (menu.id === 1 || INTERNAL_REPORT_MENUS.includes(menu.id)) return VIEW;
      if (!isClient) return [];
      if (menu.id === 24) return [ACTION.view, ACTION.add]; // may load the consolidated report
      if (CLIENT_SETTINGS_MENUS.includes(menu.id)) return VIEW;
      return WRITE;
    case ROLE.clientAdmin:
      return isClient ? ALL : [];
    case ROLE.operator:
      if (OPERATION_MENUS.includes(menu.id))
        return WRITE.filter((action) => menu.id !== 19 || action === ACTION.view);
      return ANALYTICS_MENUS.includes(menu.id) ? VIEW : [];
    default:
      return [];
  }
}

/**
 * Reference data every database needs: roles 1–5, the four actions, the menu tree and default grants. Safe to
 * run at every start: existing rows are left as the administrators made them, and only screens no role has any
 * grant on yet (new in this version) receive the defaults.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(roles).values(ROLES).onConflictDoNothing();
    await tx.insert(acciones).values(ACTIONS).onConflictDoNothing();
    // Fixed ids were inserted by hand; move the sequences past them so new rows do not collide.
    await tx.execute(sql`select setval('roles_id_seq', (select max(id) from roles))`);
    await tx.execute(sql`select setval('acciones_id_seq', (select max(id) from acciones))`);
    await tx.insert(menus).values(MENU_ROWS).onConflictDoNothing();

    const granted = await tx.selectDistinct({ id: permisos.id_menu }).from(permisos);
    const grantedIds = new Set(granted.map((row) => row.id));
    const grants = MENU_ROWS.filter((menu) => !grantedIds.has(menu.id)).flatMap((menu) =>
      ROLES.flatMap((role) =>
        defaultActions(role.id, menu).map((action) => ({
          id_rol: role.id,
          id_menu: menu.id,
          id_accion: action,
          name_permiso: `${menu.id}.${action}`,
        })),
      ),
    );
    if (grants.length > 0) await tx.insert(permisos).values(grants).onConflictDoNothing();
  });
}
