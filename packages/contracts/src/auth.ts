import { z } from 'zod';
import {
  EMAIL_OR_EMPTY,
  emailSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
  whenFieldsValid,
} from './fields';
import { MSG } from './messages';

/**
 * Compares the two passwords as soon as both are valid, even while other fields still fail, so the form shows
 * every message at once (zod skips object refinements after any failure unless told when to run).
 */
const whenValid = (...fields: string[]) => whenFieldsValid(fields).when;

/** POST login/authenticateSimplified */
export const loginRequest = z.object({
  email: emailSchema,
  password: z.string({ error: MSG.requerido }).min(1, MSG.requerido).max(128, MSG.demasiadoLargo(128)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * The login form also shows the spec's 6-character minimum; the server only asks for a value, so a stricter
 * rule later never locks out someone holding an older password.
 */
export const loginForm = loginRequest.extend({ password: passwordSchema });

/** Login response of spec 1 §3; `id_cliente` is the member's company, null for internal users. */
export const loginResponse = z.object({
  token: z.string(),
  role: z.number(),
  userId: z.number(),
  nombres: z.string(),
  apellidos: z.string(),
  email: z.string(),
  id_cliente: z.number().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST storeCliente: a company registers itself and its first administrator. */
export const registerRequest = z.object({
  Empresa: requiredText(150),
  name: requiredText(100),
  Telefono: phoneSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The register form adds the confirmation and the terms checkbox, which never leave the browser. */
export const registerForm = registerRequest
  .extend({
    password_confirmation: z.string({ error: MSG.requerido }).min(1, MSG.requerido),
    terminos: z.boolean().refine((accepted) => accepted, MSG.terminos),
  })
  .refine((form) => form.password === form.password_confirmation, {
    message: MSG.noCoinciden,
    path: ['password_confirmation'],
    when: whenValid('password', 'password_confirmation'),
  });
export type RegisterForm = z.input<typeof registerForm>;

export const registerResponse = z.object({
  token: z.string(),
  name: z.string(),
  razon: z.string(),
  id_cliente: z.number(),
  id: z.number(),
  role: z.number(),
  email: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

/** POST login/send/email */
export const recoveryRequest = z.object({
  email: z
    .string({ error: MSG.correoRecuperacion })
    .trim()
    .min(1, MSG.correoRecuperacion)
    .max(150, MSG.demasiadoLargo(150))
    .regex(EMAIL_OR_EMPTY, MSG.emailInvalido)
    .transform((value) => value.toLowerCase()),
});
export type RecoveryRequest = z.infer<typeof recoveryRequest>;

const recoveryToken = z
  .string({ error: MSG.requerido })
  .trim()
  .min(1, MSG.requerido)
  .max(64, MSG.tokenInvalido);

/** POST login/ressetpass: is this recovery code still good? (the /resetpassword link checks before asking). */
export const checkResetTokenRequest = z.object({ email: emailSchema, token_password: recoveryToken });
export const checkResetTokenResponse = z.object({ valido: z.boolean() });

/** POST login/reset/password */
export const resetPasswordRequest = z.object({
  email: emailSchema,
  token_password: recoveryToken,
  new_password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const resetPasswordForm = resetPasswordRequest
  .extend({
    repeat_password: z.string({ error: MSG.requerido }).min(1, MSG.requerido),
  })
  .refine((form) => form.new_password === form.repeat_password, {
    message: MSG.noCoinciden,
    path: ['repeat_password'],
    when: whenValid('new_password', 'repeat_password'),
  });
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

/**
 * POST /usuarios/restorepassword. The screen clears local storage on entry, so the session cannot say who is
 * changing; the e-mail does (carried from the login that asked for the change).
 */
export const restorePasswordRequest = z.object({
  email: emailSchema,
  passwordTemporal: z
    .string({ error: MSG.requerido })
    .min(1, MSG.requerido)
    .max(128, MSG.demasiadoLargo(128)),
  password: passwordSchema,
});
export type RestorePasswordRequest = z.infer<typeof restorePasswordRequest>;

export const restorePasswordForm = restorePasswordRequest
  .extend({
    password_confirmation: z.string({ error: MSG.requerido }).min(1, MSG.requerido),
  })
  .refine((form) => form.password === form.password_confirmation, {
    message: MSG.noCoinciden,
    path: ['password_confirmation'],
    when: whenValid('password', 'password_confirmation'),
  });
export type RestorePasswordForm = z.input<typeof restorePasswordForm>;

/** Plain `{ message }` answers of the recovery, reset and logout calls. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
