import type { ErrorResponse } from './errors';
import type { MenuEntry, MenuResponse } from './session';

/**
 * The answers the application shell reads before any screen loads (errors, the menu, the heartbeats), checked
 * without zod so the first page a user opens does not download it (ADR 0039). They accept exactly what the zod
 * schemas of errors.ts and session.ts accept; shell-answers.test.ts holds them to that.
 */

/** What the web's api client needs of a schema: zod's `safeParse`, which these plain checks implement too. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

type Check<T> = (data: unknown) => data is T;

const answer = <T>(name: string, check: Check<T>): AnswerSchema<T> => ({
  safeParse: (data) =>
    check(data) ? { success: true, data } : { success: false, error: new Error(`${name}: forma inesperada`) },
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const isArrayOf = <T>(value: unknown, check: Check<T>): value is T[] =>
  Array.isArray(value) && value.every(check);

const isStringList = (value: unknown): value is string[] =>
  isArrayOf(value, (item): item is string => typeof item === 'string');

/** `{ error, code?, errors? }` (errors.ts errorResponse); anything else is null. */
export function readErrorBody(data: unknown): ErrorResponse | null {
  if (!isRecord(data) || typeof data.error !== 'string') return null;
  if (data.code !== undefined && typeof data.code !== 'string') return null;
  if (data.errors !== undefined && !(isRecord(data.errors) && Object.values(data.errors).every(isStringList)))
    return null;
  return data as ErrorResponse;
}

const isMenuEntry = (value: unknown): value is MenuEntry =>
  isRecord(value) &&
  isNumber(value.id) &&
  typeof value.menu === 'string' &&
  isStringOrNull(value.path) &&
  isStringOrNull(value.icon) &&
  (value.id_menu === null || isNumber(value.id_menu)) &&
  isArrayOf(value.menu_submenu, isMenuEntry);

const isPermissionMap = (value: unknown): value is Record<string, number[]> =>
  isRecord(value) && Object.values(value).every((actions) => isArrayOf(actions, isNumber));

/** POST menu/principal (session.ts menuResponse). */
export const menuAnswer = answer<MenuResponse>(
  'menu/principal',
  (data): data is MenuResponse =>
    isRecord(data) &&
    isRecord(data.success) &&
    isArrayOf(data.success.resultado, isMenuEntry) &&
    isPermissionMap(data.success.permisos),
);

/** `{ ok: true }` (session.ts okResponse): the heartbeats' answer. */
export const okAnswer = answer<{ ok: true }>(
  'ok',
  (data): data is { ok: true } => isRecord(data) && data.ok === true,
);
