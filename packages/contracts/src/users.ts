import { z } from 'zod';
import { emailSchema, INT4_MAX, passwordSchema, phoneSchema, requiredText, whenFieldsValid } from './fields';
import { MSG } from './messages';
import { pagedQueryWith, pagedResponse } from './paging';
import { isInternalRole, reachesEveryClient } from './permissions';

/** Texts of the internal users screen ('Gestión Usuarios', spec 1 §5, §8); ours where the spec is silent. */
export const USER_MSG = {
  confirmarRegistro: 'Realmente desea registra el usuario!',
  confirmarEdicion: '¿Realmente desea editar el usuario?',
  confirmarEliminacion: (name: string) => `¿Desea eliminar permanentemente al usuario: ${name}?`,
  cancelado: 'Se cancelo la acción',
  agregado: 'Se agrego correctamente el usuario',
  actualizado: 'Se actualizo correctamente el usuario',
  eliminado: (name: string) => `Usuario ${name} eliminado correctamente.`,
  noEliminarseASiMismo: 'No puede eliminar su propio usuario',
  noCambiarPropioRol: 'No puede cambiar su propio rol',
  // Ours (issue #8): no role escalation between internal users.
  soloSuperadministrador:
    'Solo un Superadministrador puede crear, editar o eliminar usuarios con el rol Superadministrador',
  firmaRequerida: 'La imagen de firma es requerida',
  rolNoPermitido: 'Los roles de miembros de empresa (4 y 5) se asignan desde Usuarios por cliente',
  clienteInexistente: 'Una de las empresas elegidas no existe',
  usuarioConHistorial: 'El usuario tiene registros asociados y no se puede eliminar',
} as const;

/** GET usuarios/indexminified: internal users, server-paged, 10 per page (spec 1 §2.7, §9). */
export const USER_SORTABLE = ['id', 'rol', 'name', 'email', 'fecha'] as const;
export const userListQuery = pagedQueryWith(USER_SORTABLE);
export const userListItem = z.object({
  id: z.number(),
  role_id: z.number(),
  rol: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether a signature image is stored (the list shows yes/no). */
  img_firma: z.boolean(),
  /** Creation date, YYYY-MM-DD. */
  fecha: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;
export const userListResponse = pagedResponse(userListItem);

/**
 * The `data` JSON of usuarios/store and usuarios/update (multipart, beside the signature file). `selectedRoles`
 * is a list in the spec; a user has one role, so it holds exactly one id. `selectedEmpresa` are the clients a
 * technician (or any later internal role) works on; roles 1 and 2 reach every client, so for them it is
 * optional and not stored.
 */
const userFields = z.object({
  nombre: requiredText(100),
  apellidos: requiredText(100),
  telefono: phoneSchema,
  email: emailSchema,
  selectedRoles: z
    .array(z.number().int().max(INT4_MAX), { error: MSG.campoRequerido })
    .min(1, MSG.campoRequerido)
    .max(1, MSG.campoRequerido)
    .refine((ids) => ids.every(isInternalRole), USER_MSG.rolNoPermitido),
  selectedEmpresa: z.array(z.number().int().positive().max(INT4_MAX)).max(500).default([]),
});

const needsCompanies = (form: { selectedRoles: number[]; selectedEmpresa: number[] }) =>
  form.selectedEmpresa.length > 0 || reachesEveryClient(form.selectedRoles[0] ?? 0);
const companiesIssue = { message: MSG.campoRequerido, path: ['selectedEmpresa'] };
const whenRolesValid = whenFieldsValid(['selectedRoles', 'selectedEmpresa']);

/** Create: password required (min 6). */
export const userCreateData = userFields
  .extend({ pasword: passwordSchema })
  .refine(needsCompanies, { ...companiesIssue, ...whenRolesValid });
/** Edit: the id, and a password only when it changes. */
export const userUpdateData = userFields
  .extend({
    id: z.number().int().positive().max(INT4_MAX),
    pasword: z
      .string()
      .max(128, MSG.demasiadoLargo(128))
      .refine((value) => value.length === 0 || value.length >= 6, MSG.min6)
      .optional(),
  })
  .refine(needsCompanies, { ...companiesIssue, ...whenRolesValid });
export type UserCreateData = z.input<typeof userCreateData>;
export type UserUpdateData = z.input<typeof userUpdateData>;

/** The user form: same fields; the password is checked as required by the page only when creating. */
export const userForm = userFields
  .extend({
    pasword: z
      .string()
      .max(128, MSG.demasiadoLargo(128))
      .refine((value) => value.length === 0 || value.length >= 6, MSG.min6),
  })
  .refine(needsCompanies, { ...companiesIssue, ...whenRolesValid });
export type UserForm = z.input<typeof userForm>;

/** GET usuarios/get/{id}: the user (null for id 0, a new user) and the choices of the form. */
export const userGetParams = z.object({ id: z.coerce.number().int().min(0).max(INT4_MAX) });
export const userDetail = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  telefono: z.string().nullable(),
  email: z.string(),
  selectedRoles: z.array(z.number()),
  selectedEmpresa: z.array(z.number()),
  imagen_firma: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetail>;
export const userGetResponse = z.object({
  success: z.object({
    usuario: userDetail.nullable(),
    roles: z.array(z.object({ id: z.number(), name: z.string() })),
    clientes: z.array(z.object({ id: z.number(), razon_social: z.string() })),
  }),
});
export type UserGetResponse = z.infer<typeof userGetResponse>;

export const userSaveResponse = z.object({ success: z.string(), id: z.number() });
