/** Action codes of a permission (spec 1 §6): 1 View, 2 Add, 3 Edit, 4 Delete. */
export const ACTION = { view: 1, add: 2, edit: 3, delete: 4 } as const;
export type ActionCode = (typeof ACTION)[keyof typeof ACTION];

/** Role ids are fixed (domain.md §14); names are ours. */
export const ROLE = {
  superadmin: 1,
  admin: 2,
  technician: 3,
  clientAdmin: 4,
  operator: 5,
} as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** Members of a client company (spec 1 §1: the only roles selectable for client members). */
export const MEMBER_ROLES = [ROLE.clientAdmin, ROLE.operator] as const;
export const isMemberRole = (role: number) => (MEMBER_ROLES as readonly number[]).includes(role);

/**
 * Everyone else works for the provider and chooses a client: roles 1–3 and any role created later on the
 * roles screen (those reach the clients assigned to them, like a technician).
 */
export const isInternalRole = (role: number) => !isMemberRole(role);

/** The superadmin and the administrator reach every client; other internal roles only those assigned to them. */
export const reachesEveryClient = (role: number) => role === ROLE.superadmin || role === ROLE.admin;

/** The role's permission map as the menu call returns it: menu id → action codes held. */
export type PermissionMap = Record<string, number[]>;

export const hasPermission = (permissions: PermissionMap, menuId: number, action: number = ACTION.view) =>
  menuId === 0 || (permissions[String(menuId)]?.includes(action) ?? false);
