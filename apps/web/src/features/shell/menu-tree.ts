import type { MenuEntry } from '@huella/contracts';

/** Server paths are usually '/x' but older menus stored 'x'; the router needs the slash. */
export const normalizePath = (path: string) => (path.startsWith('/') ? path : `/${path}`);

/** Whether `pathname` is the entry's screen or one of its detail pages ('/vehiculos' for '/vehiculos/12'). */
export function isActivePath(entryPath: string | null, pathname: string) {
  if (!entryPath) return false;
  const path = normalizePath(entryPath);
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * Keeps the entries whose path has a screen in this build, and the groups that still have children; the
 * server may list screens that later work adds.
 */
export function filterMenu(entries: MenuEntry[], hasScreen: (path: string) => boolean): MenuEntry[] {
  return entries.flatMap((entry) => {
    const children = filterMenu(entry.menu_submenu, hasScreen);
    const isOpenable = entry.path !== null && entry.path !== '' && hasScreen(normalizePath(entry.path));
    if (!isOpenable && children.length === 0) return [];
    return [{ ...entry, menu_submenu: children }];
  });
}

/** Ids from the top level down to the entry opened: what accesosmenu/guardar records. */
export function findMenuTrail(entries: MenuEntry[], entryId: number): number[] {
  for (const entry of entries) {
    if (entry.id === entryId) return [entry.id];
    const below = findMenuTrail(entry.menu_submenu, entryId);
    if (below.length > 0) return [entry.id, ...below];
  }
  return [];
}

/** The groups above the active entry, to open them on first render. */
export function findActiveGroups(entries: MenuEntry[], pathname: string): number[] {
  for (const entry of entries) {
    if (entry.menu_submenu.length === 0) continue;
    const below = findActiveGroups(entry.menu_submenu, pathname);
    const hasActiveChild = entry.menu_submenu.some((child) => isActivePath(child.path, pathname));
    if (hasActiveChild || below.length > 0) return [entry.id, ...below];
  }
  return [];
}

export interface MenuLink {
  id: number;
  label: string;
  path: string;
  icon: string | null;
  /** The top-level group it belongs to, for headings; null for a top-level link. */
  section: string | null;
}

/** Every openable entry, flattened (the home page lists them as cards). */
export function flattenMenu(entries: MenuEntry[], section: string | null = null): MenuLink[] {
  return entries.flatMap((entry) => {
    const own: MenuLink[] = entry.path
      ? [{ id: entry.id, label: entry.menu, path: normalizePath(entry.path), icon: entry.icon, section }]
      : [];
    return [...own, ...flattenMenu(entry.menu_submenu, section ?? entry.menu)];
  });
}
