import { z } from 'zod';
import { idSchema } from './fields';

/** A menu entry as the drawer draws it: up to three levels through `menu_submenu`. */
export interface MenuEntry {
  id: number;
  menu: string;
  path: string | null;
  icon: string | null;
  id_menu: number | null;
  menu_submenu: MenuEntry[];
}
export const menuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    id: z.number(),
    menu: z.string(),
    path: z.string().nullable(),
    icon: z.string().nullable(),
    id_menu: z.number().nullable(),
    menu_submenu: z.array(menuEntry),
  }),
);

/**
 * POST menu/principal. With `id_cliente1` the session works inside that client and gets the client screens;
 * without it, the internal (client-less) screens. The user is always the session's, whatever `id_usuario` says.
 */
export const menuRequest = z.object({
  id_cliente1: idSchema.nullish(),
  id_usuario: idSchema.nullish(),
});
export const menuResponse = z.object({
  success: z.object({
    resultado: z.array(menuEntry),
    permisos: z.record(z.string(), z.array(z.number())),
  }),
});
export type MenuResponse = z.infer<typeof menuResponse>;

/** GET cliente: the clients this user may choose (spec 1 §2.6). `estado` is honoured for role 1 only. */
export const clientChoiceQuery = z.object({
  estado: z.enum(['Activo', 'Inactivo']).optional(),
});
export const clientChoice = z.object({
  id: z.number(),
  name: z.string(),
  ruc: z.string().nullable(),
  imagen: z.string().nullable(),
  estado: z.enum(['Activo', 'Inactivo']),
});
export type ClientChoice = z.infer<typeof clientChoice>;
export const clientChoiceResponse = z.object({ success: z.object({ resultado: z.array(clientChoice) }) });

/** POST accesoscliente/store: the user entered a client. */
export const clientAccessRequest = z.object({ id_cliente: idSchema, id_usuario: idSchema.nullish() });
export const clientAccessResponse = z.object({ id: z.number(), razon_social: z.string() });

/** POST accesosmenu/guardar: the user opened a menu entry (ids of each level; 0 where the level is absent). */
const menuLevelId = z.coerce.number().int().min(0).max(2_147_483_647);
export const menuAccessRequest = z.object({
  id_cliente: idSchema,
  id_menu: menuLevelId,
  id_submenu: menuLevelId.nullish(),
  id_submenu_pagina: menuLevelId.nullish(),
});

/** Heartbeats every 10 s: presence only, they do not keep an idle session alive. */
export const userTimeRequest = z.object({
  id_usuario: idSchema.nullish(),
  time: z.coerce.number().min(0).max(86_400).optional(),
});
export const clientTimeRequest = z.object({
  id_usuario: idSchema.nullish(),
  id_cliente: idSchema,
  time: z.coerce.number().min(0).max(86_400).optional(),
});
export const okResponse = z.object({ ok: z.literal(true) });

export const healthResponse = z.object({ status: z.literal('ok'), database: z.string() });

/**
 * GET sesion (our path; the spec reads these from local storage): who is signed in and, with `id_cliente`,
 * the chosen client's name for the top bar. Lets a reload show fresh names instead of stale storage.
 */
export const sessionQuery = z.object({ id_cliente: idSchema.optional() });
export const sessionResponse = z.object({
  usuario: z.object({
    id: z.number(),
    nombres: z.string(),
    apellidos: z.string(),
    email: z.string(),
    role: z.number(),
  }),
  cliente: z
    .object({ id: z.number(), razon_social: z.string(), ruta_logo: z.string().nullable() })
    .nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;
