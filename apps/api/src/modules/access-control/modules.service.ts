import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import { ACCESS_MSG, matchRoute, type Action, type ModuleForm, type ModuleNode } from '@huella/contracts';
import type { Db } from '../../db/client';
import { acciones, menus, permisos } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';

type MenuRow = typeof menus.$inferSelect;
type ModuleInput = Omit<ModuleForm, 'visible'> & { visible: boolean };

/** The drawer admits three levels (spec 1 §2.1). */
const MAX_DEPTH = 3;

const actionIdsOf = (value: string | null) =>
  value
    ? value
        .split('.')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0)
    : [];

export const listActions = (db: Db): Promise<Action[]> =>
  db.select({ id: acciones.id, name: acciones.name }).from(acciones).orderBy(asc(acciones.id));

/**
 * add/accionesmenu: the spec's answer says "duplicate" with `resultado: true` rather than an error status, so a
 * repeated name is a normal answer here (case-insensitive, as people type it).
 */
export async function addAction(
  db: Db,
  params: { name: string },
): Promise<{ duplicate: true } | { duplicate: false; action: Action }> {
  const [existing] = await db
    .select({ id: acciones.id })
    .from(acciones)
    .where(
      ilike(
        acciones.name,
        params.name.replace(/[\\%_]/g, (char) => `\\${char}`),
      ),
    );
  if (existing) return { duplicate: true };
  try {
    // Its own (sub)transaction: a name taken meanwhile fails only this insert, not the caller's transaction.
    const [row] = await db.transaction((insert) =>
      insert
        .insert(acciones)
        .values({ name: params.name })
        .returning({ id: acciones.id, name: acciones.name }),
    );
    if (!row) throw new Error('insert returned nothing');
    return { duplicate: false, action: row };
  } catch (error) {
    if (isUniqueViolation(error)) return { duplicate: true };
    throw error;
  }
}

/** The whole menu table as the module tree (a few dozen rows: read once, shaped here). */
export async function getModuleTree(db: Db): Promise<ModuleNode[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.orden), asc(menus.id));
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) childrenOf.set(row.id_menu, [...(childrenOf.get(row.id_menu) ?? []), row]);
  const build = (parentId: number | null): ModuleNode[] =>
    (childrenOf.get(parentId) ?? []).map((row) => ({
      id: row.id,
      id_cliente: row.tipo_menu,
      menu: row.menu,
      icon: row.icon,
      path: row.path,
      acciones: row.acciones,
      acciones_: actionIdsOf(row.acciones),
      visible: row.visible,
      id_menu: row.id_menu,
      menu_submenu: build(row.id),
    }));
  return build(null);
}

async function getMenuRow(db: Db, id: number): Promise<MenuRow> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  if (!row) throw new NotFoundError();
  return row;
}

/** Level of a module (1 = top) by walking up its parents. */
async function depthOf(db: Db, id: number): Promise<number> {
  let depth = 0;
  let current: number | null = id;
  while (current !== null && depth <= MAX_DEPTH + 1) {
    const row: MenuRow = await getMenuRow(db, current);
    depth += 1;
    current = row.id_menu;
  }
  return depth;
}

/** Levels below a module, itself included (1 = no children). */
async function heightOf(db: Db, id: number): Promise<number> {
  const children = await db.select({ id: menus.id }).from(menus).where(eq(menus.id_menu, id));
  let height = 1;
  for (const child of children) height = Math.max(height, 1 + (await heightOf(db, child.id)));
  return height;
}

/** Rules the schema cannot check: parent, depth, known actions, a path used once. */
async function checkModule(db: Db, input: ModuleInput, selfId: number | null) {
  if (input.id_menu) {
    const [parent] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, input.id_menu));
    if (!parent || input.id_menu === selfId) throw new ValidationError('id_menu', ACCESS_MSG.padreInvalido);
    // A module cannot hang below its own descendants.
    let current: number | null = input.id_menu;
    while (current !== null && selfId !== null) {
      if (current === selfId) throw new ValidationError('id_menu', ACCESS_MSG.padreInvalido);
      const row: MenuRow = await getMenuRow(db, current);
      current = row.id_menu;
    }
    const height = selfId === null ? 1 : await heightOf(db, selfId);
    if ((await depthOf(db, input.id_menu)) + height > MAX_DEPTH) {
      throw new ValidationError('id_menu', ACCESS_MSG.maximoNiveles);
    }
  }
  if (input.acciones.length > 0) {
    const known = new Set((await listActions(db)).map((row) => row.id));
    if (!input.acciones.every((id) => known.has(id)))
      throw new ValidationError('acciones', ACCESS_MSG.accionInexistente);
  }
  if (input.path) {
    const [other] = await db.select({ id: menus.id }).from(menus).where(eq(menus.path, input.path));
    if (other && other.id !== selfId) throw new ConflictError(ACCESS_MSG.rutaDuplicada);
  }
}

/**
 * Which session kind shows the entry: the route table's when the path is a known screen, otherwise the
 * parent's, otherwise the internal (client-less) drawer, where administrators build new groups.
 */
async function sessionKindOf(db: Db, input: ModuleInput): Promise<'client' | 'clientless'> {
  const route = input.path ? matchRoute(input.path) : undefined;
  if (route?.kind === 'client' || route?.kind === 'clientless') return route.kind;
  if (input.id_menu) {
    const parent = await getMenuRow(db, input.id_menu);
    return parent.sesion === 'client' ? 'client' : 'clientless';
  }
  return 'clientless';
}

const toColumns = (input: ModuleInput) => ({
  menu: input.menu,
  tipo_menu: input.id_cliente,
  icon: input.icon ?? null,
  path: input.path ?? null,
  acciones: input.acciones.length > 0 ? [...new Set(input.acciones)].sort((a, b) => a - b).join('.') : null,
  id_menu: input.id_menu ?? null,
  visible: input.visible,
});

export async function addModule(db: Db, input: ModuleInput): Promise<number> {
  await checkModule(db, input, null);
  const sesion = await sessionKindOf(db, input);
  return db.transaction(async (tx) => {
    // Menu ids are permission ids chosen by hand for seeded screens (decision 0003); new ones follow the highest.
    const [last] = await tx.select({ id: sql<number>`coalesce(max(${menus.id}), 0)::int` }).from(menus);
    const [sibling] = await tx
      .select({ orden: sql<number>`coalesce(max(${menus.orden}), 0)::int` })
      .from(menus)
      .where(input.id_menu ? eq(menus.id_menu, input.id_menu) : isNull(menus.id_menu));
    const id = (last?.id ?? 0) + 1;
    await tx.insert(menus).values({ id, ...toColumns(input), sesion, orden: (sibling?.orden ?? 0) + 1 });
    return id;
  });
}

export async function editModule(db: Db, input: ModuleInput & { id: number }): Promise<void> {
  const current = await getMenuRow(db, input.id);
  await checkModule(db, input, input.id);
  // Only a screen's session kind matters to the drawer (groups show when a child shows): follow a new path.
  const sesion = input.path === current.path ? current.sesion : await sessionKindOf(db, input);
  const columns = { ...toColumns(input), sesion };
  const kept = new Set(actionIdsOf(columns.acciones));
  const removed = actionIdsOf(current.acciones).filter((id) => !kept.has(id));
  await db.transaction(async (tx) => {
    await tx.update(menus).set(columns).where(eq(menus.id, input.id));
    // Grants of actions the module no longer offers would be invisible yet still open the routes.
    for (const actionId of removed) {
      await tx.delete(permisos).where(and(eq(permisos.id_menu, input.id), eq(permisos.id_accion, actionId)));
    }
  });
}

/** Returns the deleted module's name, so the action log can name it. */
export async function deleteModule(db: Db, params: { id: number }): Promise<string> {
  const current = await getMenuRow(db, params.id);
  await db.transaction(async (tx) => {
    const [children] = await tx.select({ total: count() }).from(menus).where(eq(menus.id_menu, params.id));
    if ((children?.total ?? 0) > 0) throw new ConflictError(ACCESS_MSG.moduloConHijos);
    const [grants] = await tx
      .select({ total: count() })
      .from(permisos)
      .where(eq(permisos.id_menu, params.id));
    if ((grants?.total ?? 0) > 0) throw new ConflictError(ACCESS_MSG.moduloConPermisos);
    await tx.delete(menus).where(eq(menus.id, params.id));
  });
  return current.menu;
}
