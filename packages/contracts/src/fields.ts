import { z } from 'zod';
import { MSG } from './messages';

/** Trimmed text; the spec treats a blank field as missing, so '' fails `required`. */
export const requiredText = (max: number, message: string = MSG.campoRequerido) =>
  z.string({ error: message }).trim().min(1, message).max(max, MSG.demasiadoLargo(max));

/**
 * Checks after `min(1)` let an empty value pass, so a blank field reports only that it is required (one
 * message per field, as the spec's forms show). Zod's `abort` would do it too, but it also stops the form-level
 * password comparison.
 */
export const EMAIL_OR_EMPTY = /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's loose address check: something@something.something; stored lowercased so logins ignore case. */
export const emailSchema = z
  .string({ error: MSG.emailRequerido })
  .trim()
  .min(1, MSG.emailRequerido)
  .max(150, MSG.demasiadoLargo(150))
  .regex(EMAIL_OR_EMPTY, MSG.emailInvalido)
  .transform((value) => value.toLowerCase());

/** Minimum 6 (spec 1 §5); the upper bound keeps argon2 work bounded on hostile input. */
export const passwordSchema = z
  .string({ error: MSG.requerido })
  .min(1, MSG.requerido)
  .refine((value) => value.length === 0 || value.length >= 6, MSG.min6)
  .max(128, MSG.demasiadoLargo(128));

/** Ids travel as numbers or numeric strings (local storage keeps strings). */
export const idSchema = z.coerce
  .number({ error: MSG.solicitudInvalida })
  .int(MSG.solicitudInvalida)
  .positive(MSG.solicitudInvalida)
  .max(2_147_483_647, MSG.solicitudInvalida);

export const phoneSchema = z
  .string({ error: MSG.campoRequerido })
  .trim()
  .min(1, MSG.campoRequerido)
  .max(20, MSG.demasiadoLargo(20))
  .regex(/^[0-9+\s-]*$/, MSG.soloNumeros);
