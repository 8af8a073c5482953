import { z } from 'zod';
import { idSchema, INT4_MAX, requiredText, whenFieldsValid } from './fields';
import { MSG } from './messages';

/** Texts of the roles, permissions and modules screens (spec 1 §5, §8); ours where the spec is silent. */
export const ACCESS_MSG = {
  rolAgregado: 'Rol Agregado Correctamente',
  rolActualizado: 'Rol Actualizado Correctamente',
  rolEliminado: 'Rol Eliminado Correctamente',
  rolDuplicado: 'Ya existe un rol con ese nombre',
  rolNombreFijo: 'El nombre del rol no se puede modificar',
  rolDelSistema: 'Los roles del sistema (1 a 5) no se pueden eliminar',
  rolConUsuarios: 'El rol tiene usuarios asignados y no se puede eliminar',
  campoRequerido: 'Campo requerido',
  accionDuplicada: 'Accion duplicada',
  agregado: 'Agregado',
  actualizado: 'Actualizado',
  eliminado: 'Eliminado',
  moduloConHijos: 'El módulo tiene submódulos y no se puede eliminar',
  moduloConPermisos: 'El módulo está asignado a roles en permisos y no se puede eliminar',
  rutaDuplicada: 'La ruta ya está registrada en otro módulo',
  maximoNiveles: 'El menú admite como máximo tres niveles',
  padreInvalido: 'El módulo padre no es válido',
  accionInexistente: 'La acción no existe',
  accionNoOfrecida: 'El módulo no ofrece esa acción',
  permisoProtegido: 'No se puede quitar al Superadministrador el acceso a la pantalla de permisos',
} as const;

// ── Roles ────────────────────────────────────────────────────────────────────────────────────────────────

export const role = z.object({ id: z.number(), name: z.string(), description: z.string() });
export type Role = z.infer<typeof role>;

/** GET roles: every role (a handful), paged in the browser. */
export const rolesResponse = z.object({ success: z.object({ resultado: z.array(role) }) });

/** The role dialog ('Nuevo Rol' / 'Editar Rol'): name and description required (spec 1 §5). */
export const roleForm = z.object({
  name: requiredText(60),
  description: requiredText(255),
});
export type RoleForm = z.input<typeof roleForm>;

/** POST roles/store: the payload is a role object; `id` is absent or 0 for a new role. */
export const roleStoreRequest = roleForm.extend({
  id: z.coerce.number().int().min(0).max(INT4_MAX).nullish(),
});
/** POST roles/update: the name must equal the stored one (it cannot change after creation, spec 1 §4). */
export const roleUpdateRequest = roleForm.extend({ id: idSchema });
export const roleSaveResponse = z.object({ success: z.string(), role });

/** Bodies that name one row by `id` (roles/delete, permisos/rol, eliminarusuario). */
export const idRequest = z.object({ id: idSchema });
export const successMessageResponse = z.object({ success: z.string() });

// ── Actions ──────────────────────────────────────────────────────────────────────────────────────────────

export const action = z.object({ id: z.number(), name: z.string() });
export type Action = z.infer<typeof action>;

/** POST getacciones: data.success.resultado is the list of actions. */
export const actionsResponse = z.object({ success: z.object({ resultado: z.array(action) }) });

/** POST add/accionesmenu: a new action name for modules. */
export const addActionRequest = z.object({ descripcion: requiredText(60, ACCESS_MSG.campoRequerido) });
/** `resultado: true` means the name already exists ('Accion duplicada'); otherwise `accion` was created. */
export const addActionResponse = z.object({
  success: z.object({ resultado: z.boolean(), message: z.string(), accion: action.nullable() }),
});

// ── Modules (menu tree) ──────────────────────────────────────────────────────────────────────────────────

/**
 * A module as spec 1 §3 names it: `id_cliente` is the menu type ('0' Principal, '1' Secundario; the database
 * calls it tipo_menu), `acciones` the dot-separated action ids (null for groups), `acciones_` the same as ints.
 */
export interface ModuleNode {
  id: number;
  id_cliente: string;
  menu: string;
  icon: string | null;
  path: string | null;
  acciones: string | null;
  acciones_: number[];
  visible: boolean;
  id_menu: number | null;
  menu_submenu: ModuleNode[];
}
export const moduleNode: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    id_cliente: z.string(),
    menu: z.string(),
    icon: z.string().nullable(),
    path: z.string().nullable(),
    acciones: z.string().nullable(),
    acciones_: z.array(z.number()),
    visible: z.boolean(),
    id_menu: z.number().nullable(),
    menu_submenu: z.array(moduleNode),
  }),
);

/** Module types of spec 1 §9. */
export const MENU_TYPES = [
  { value: '0', label: 'Principal' },
  { value: '1', label: 'Secundario' },
] as const;

/** GET modulos (our path; the spec names no list call): the module tree, three levels. */
export const modulesResponse = z.object({ success: z.object({ resultado: z.array(moduleNode) }) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.demasiadoLargo(max))
    .nullish()
    .transform((value) => value || null);

/**
 * The module dialog. Name and menu type are required, the icon only at the top level; a screen (a module with
 * actions) needs at least one action and a path, and a path needs actions (spec 1 §5). A module with neither is
 * a group of the drawer.
 */
const moduleFields = z.object({
  menu: requiredText(100, ACCESS_MSG.campoRequerido),
  id_cliente: z.enum(['0', '1'], { error: ACCESS_MSG.campoRequerido }),
  icon: optionalText(60),
  path: optionalText(120).refine(
    (value) => value === null || /^\/[A-Za-z0-9/_:-]*$/.test(value),
    'La ruta debe empezar con / y no tener espacios',
  ),
  acciones: z.array(z.number().int().positive().max(INT4_MAX)).max(20),
  id_menu: z.number().int().positive().max(INT4_MAX).nullish(),
  visible: z.boolean().default(true),
});

function checkModule(form: z.output<typeof moduleFields>, ctx: z.RefinementCtx) {
  if (!form.id_menu && !form.icon) {
    ctx.addIssue({ code: 'custom', path: ['icon'], message: ACCESS_MSG.campoRequerido });
  }
  if (form.path && form.acciones.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['acciones'], message: ACCESS_MSG.campoRequerido });
  }
  if (!form.path && form.acciones.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['path'], message: ACCESS_MSG.campoRequerido });
  }
}

/** Runs the cross-field checks while name or type still fail, so the dialog shows every message at once. */
const checkWhen = whenFieldsValid(['icon', 'path', 'acciones', 'id_menu']);

export const moduleForm = moduleFields.superRefine(checkModule, checkWhen);
export type ModuleForm = z.input<typeof moduleForm>;

/** POST modulos/agregar {datos} */
export const moduleAddRequest = z.object({ datos: moduleForm });
/** POST modulos/editar {datos}: the form plus the module's id. */
export const moduleEditRequest = z.object({
  datos: moduleFields
    .extend({ id: z.number().int().positive().max(INT4_MAX) })
    .superRefine(checkModule, checkWhen),
});
/** POST modulos/eliminar {datos: {id}} */
export const moduleDeleteRequest = z.object({ datos: z.object({ id: idSchema }) });
export const moduleSaveResponse = z.object({ success: z.string(), id: z.number() });

// ── Permissions ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * GET permisos: the module tree with each module's action ids, plus the roles and action names the
 * permission screen picks from (so that screen needs only its own grant, not the roles screen's).
 */
export const permissionTreeResponse = z.object({
  success: z.object({
    resultado: z.array(moduleNode),
    roles: z.array(role),
    acciones: z.array(action),
  }),
});

/** POST permisos/rol {id}: the role's grants, as rows and as the spec's 'menu.action' names. */
export const rolePermissionsResponse = z.object({
  success: z.object({
    resultado: z.array(z.object({ menu: z.number(), accion: z.number() })),
    name_permisos: z.array(z.string()),
  }),
});

/** POST roles/asignarpermiso: toggles one grant, named by role name and 'menu id.action id'. */
export const assignPermissionRequest = z.object({
  name: requiredText(60),
  name_permiso: z
    .string({ error: MSG.solicitudInvalida })
    .regex(/^\d{1,9}\.\d{1,9}$/, 'El permiso debe tener la forma «módulo.acción»'),
});
/** `asignado` true when the grant now exists, false when it was removed. */
export const assignPermissionResponse = z.object({
  success: z.object({ asignado: z.boolean(), name_permiso: z.string() }),
});
