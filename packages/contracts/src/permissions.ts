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

/** Roles 1–3 work for the provider and choose a client; 4–5 are members bound to their company. */
export const isInternalRole = (role: number) => role >= ROLE.superadmin && role <= ROLE.technician;

/** The role's permission map as the menu call returns it: menu id → action codes held. */
export type PermissionMap = Record<string, number[]>;

export const hasPermission = (permissions: PermissionMap, menuId: number, action: number = ACTION.view) =>
  menuId === 0 || (permissions[String(menuId)]?.includes(action) ?? false);
