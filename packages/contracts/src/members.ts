import { z } from 'zod';
import { emailSchema, idSchema, INT4_MAX } from './fields';
import { MSG } from './messages';
import { pagedQueryWith, pagedResponse } from './paging';
import { MEMBER_ROLES } from './permissions';

/** Texts of the member screens (spec 1 §5, §8). */
export const MEMBER_MSG = {
  requerido: 'Descripción es requerido',
  agregado: 'Se agrego correctamente el usuario',
  actualizado: 'Se actualizo correctamente el usuario',
  eliminado: (name: string) => `Usuario ${name} eliminado correctamente.`,
  credenciales: (email: string) => `Credenciales enviadas con éxito al correo ${email}`,
  confirmarEliminar: (name: string) => `Desea eliminar el usuario ${name} ?`,
  // Our text (spec silent): an administrator cannot remove their own account from here.
  noEliminarseASiMismo: 'No puede eliminar su propio usuario',
  // Ours (issue #8): a company is never left without an administrator.
  ultimoAdministrador:
    'La empresa debe tener al menos un Administrador: asigne antes el rol Administrador a otro miembro',
} as const;

const memberText = (max: number) =>
  z
    .string({ error: MEMBER_MSG.requerido })
    .trim()
    .min(1, MEMBER_MSG.requerido)
    .max(max, MSG.demasiadoLargo(max));

/** POST userclientes/store and userclientes/update (`id` of the member on update). */
export const memberForm = z.object({
  id: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  id_cliente: idSchema,
  nombre: memberText(100),
  apellidos: memberText(100),
  email: emailSchema,
  role_id: z.coerce
    .number({ error: MEMBER_MSG.requerido })
    .refine((value) => (MEMBER_ROLES as readonly number[]).includes(value), MEMBER_MSG.requerido),
});
export type MemberForm = z.input<typeof memberForm>;

export const memberItem = z.object({
  id_user: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  nombres: z.string(),
  apellidos: z.string(),
  role_id: z.number(),
  id_cliente: z.number(),
});
export type MemberItem = z.infer<typeof memberItem>;

/** POST userclientes/index {id_cliente}: members, the company and the selectable roles. */
export const memberListRequest = z.object({ id_cliente: idSchema });
export const memberListResponse = z.object({
  success: z.object({
    miembros: z.array(memberItem),
    cliente: z.object({ id: z.number(), razon_social: z.string() }),
    roles: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});
export type MemberListResponse = z.infer<typeof memberListResponse>;

export const memberIdRequest = z.object({ id_usuario: idSchema });
export const memberSavedResponse = z.object({ message: z.string(), miembro: memberItem });

/** GET userclientes/clientes (our path): the '/gestionCliente' table of clients with their member count. */
export const clientMembersQuery = pagedQueryWith(['id', 'razon_social', 'miembros']);
export const clientMembersItem = z.object({ id: z.number(), razon_social: z.string(), miembros: z.number() });
export type ClientMembersItem = z.infer<typeof clientMembersItem>;
export const clientMembersResponse = pagedResponse(clientMembersItem);

/** POST userclientes/clientesxusuario {id_usuario}: the clients a user is bound to. */
export const clientsOfUserResponse = z.object({
  success: z.object({ resultado: z.array(z.object({ id: z.number(), razon_social: z.string() })) }),
});
