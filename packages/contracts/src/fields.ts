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

/**
 * PostgreSQL's `integer` (int4) upper bound. Every id or count that reaches an integer column is capped here, so
 * 2³¹ is a 422 from the contract instead of a 500 from the database (docs/decisions/0018-malformed-input.md).
 */
export const INT4_MAX = 2_147_483_647;

/** Ids travel as numbers or numeric strings (local storage keeps strings). */
export const idSchema = z.coerce
  .number({ error: MSG.solicitudInvalida })
  .int(MSG.solicitudInvalida)
  .positive(MSG.solicitudInvalida)
  .max(INT4_MAX, MSG.solicitudInvalida);

export const phoneSchema = z
  .string({ error: MSG.campoRequerido })
  .trim()
  .min(1, MSG.campoRequerido)
  .max(20, MSG.demasiadoLargo(20))
  .regex(/^[0-9+\s-]*$/, MSG.soloNumeros);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real calendar day written YYYY-MM-DD: no 2026-02-30, no month 00, and no year 0000 (PostgreSQL's dates have
 * no year zero). Plain arithmetic, because `new Date('0000-00-00')` is an Invalid Date that throws on use.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
type RefinementPayload = { value: unknown; issues: ReadonlyArray<{ path?: PropertyKey[] }> };

/**
 * For object refinements that run even while fields fail (`when`), so a form shows every message at once: they
 * still never run on a missing or mistyped object (`datos: null`, `criterio: "x"`), where reading a field threw
 * and answered 500 (docs/decisions/0018-malformed-input.md).
 */
export const whenObject = { when: (payload: RefinementPayload) => isRecord(payload.value) };

/** As `whenObject`, and only once the named fields themselves passed (a check that compares them). */
export const whenFieldsValid = (fields: readonly string[]) => ({
  when: (payload: RefinementPayload) =>
    isRecord(payload.value) && payload.issues.every((issue) => !fields.includes(String(issue.path?.[0]))),
});
