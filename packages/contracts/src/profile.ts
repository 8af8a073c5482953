import { z } from 'zod';
import { passwordSchema, whenFieldsValid } from './fields';
import { MSG } from './messages';

/**
 * 'Mi perfil' (issue 11): every signed-in user changes their own name, phone and password. The spec has no such
 * call; the paths and texts are ours (docs/decisions/0031-own-profile.md). The calls carry no user id: the
 * session says whose row it is.
 */
export const PROFILE_MSG = {
  actualizado: 'Sus datos se actualizaron correctamente',
  passwordCambiado: 'Su contraseña se cambió correctamente',
  passwordActualIncorrecto: 'La contraseña actual no es correcta',
} as const;

/** GET usuarios/perfil: the caller's own data, as the 'Mi perfil' dialog shows it. */
export const profileResponse = z.object({
  success: z.object({
    id: z.number(),
    nombre: z.string(),
    apellidos: z.string(),
    telefono: z.string(),
    email: z.string(),
    rol: z.string(),
  }),
});
export type Profile = z.infer<typeof profileResponse>['success'];

/**
 * POST usuarios/perfil. Nombre is required as in every user form; apellidos and teléfono may stay empty, since a
 * company that registers itself gives only a name and members are created without a phone.
 */
export const profileUpdateRequest = z.object({
  nombre: z
    .string({ error: MSG.campoRequerido })
    .trim()
    .min(1, MSG.campoRequerido)
    .max(100, MSG.demasiadoLargo(100)),
  apellidos: z.string({ error: MSG.campoRequerido }).trim().max(100, MSG.demasiadoLargo(100)),
  telefono: z
    .string({ error: MSG.campoRequerido })
    .trim()
    .max(20, MSG.demasiadoLargo(20))
    .regex(/^[0-9+\s-]*$/, MSG.soloNumeros),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;
export type ProfileForm = z.input<typeof profileUpdateRequest>;

export const profileUpdateResponse = z.object({
  message: z.string(),
  success: profileResponse.shape.success,
});

/** POST usuarios/cambiarpassword: the current password proves it is the user; the new one follows spec 1 §5. */
export const ownPasswordRequest = z.object({
  password_actual: z.string({ error: MSG.requerido }).min(1, MSG.requerido).max(128, MSG.demasiadoLargo(128)),
  password: passwordSchema,
});
export type OwnPasswordRequest = z.infer<typeof ownPasswordRequest>;

/** The form adds the confirmation, which never leaves the browser. */
export const ownPasswordForm = ownPasswordRequest
  .extend({ password_confirmation: z.string({ error: MSG.requerido }).min(1, MSG.requerido) })
  .refine((form) => form.password === form.password_confirmation, {
    message: MSG.noCoinciden,
    path: ['password_confirmation'],
    ...whenFieldsValid(['password', 'password_confirmation']),
  });
export type OwnPasswordForm = z.input<typeof ownPasswordForm>;
