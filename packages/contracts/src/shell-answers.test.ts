import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorResponse } from './errors';
import { menuResponse, okResponse } from './session';
import { menuAnswer, okAnswer, readErrorBody } from './shell-answers';

const entry = (id: number, submenu: unknown[] = []) => ({
  id,
  menu: `Menú ${id}`,
  path: id % 2 ? `/ruta${id}` : null,
  icon: null,
  id_menu: id > 1 ? 1 : null,
  menu_submenu: submenu,
});

const menus: unknown[] = [
  { success: { resultado: [entry(1, [entry(2, [entry(3)])])], permisos: { '19': [1, 2], '80': [] } } },
  { success: { resultado: [], permisos: {} } },
  { success: { resultado: [{ ...entry(1), path: 5 }], permisos: {} } },
  { success: { resultado: [entry(1, [{ ...entry(2), menu_submenu: null }])], permisos: {} } },
  { success: { resultado: [entry(1)], permisos: { '19': ['1'] } } },
  { success: { resultado: [{ ...entry(1), id: Number.NaN }], permisos: {} } },
  { success: { resultado: [{ ...entry(1), id: Number.POSITIVE_INFINITY }], permisos: {} } },
  { success: null },
  { resultado: [] },
  null,
  [],
  'menu',
];

const errors: unknown[] = [
  { error: 'No autorizado' },
  { error: 'Datos inválidos', errors: { nombre: ['El campo Nombre es requerido'] }, code: 'X' },
  { error: 'x', errors: { nombre: 'no es lista' } },
  { error: 'x', errors: [] },
  { error: 'x', code: 3 },
  { error: 42 },
  { mensaje: 'otra forma' },
  undefined,
  'texto',
];

describe('the shell answers checked without zod (ADR 0039)', () => {
  it('accept exactly what the menu schema accepts', () => {
    for (const menu of menus) {
      expect(menuAnswer.safeParse(menu).success, JSON.stringify(menu)).toBe(
        menuResponse.safeParse(menu).success,
      );
    }
  });

  it('read exactly the error bodies the error schema reads', () => {
    for (const body of errors) {
      const zod = errorResponse.safeParse(body);
      expect(readErrorBody(body), JSON.stringify(body)).toEqual(zod.success ? zod.data : null);
    }
  });

  it('accept the heartbeat answer and nothing else', () => {
    for (const body of [{ ok: true }, { ok: false }, {}, null, { ok: 'true' }]) {
      expect(okAnswer.safeParse(body).success).toBe(okResponse.safeParse(body).success);
    }
  });

  it('keep the shell entry free of zod: no module it exports imports it', () => {
    const shell = readFileSync(new URL('./shell.ts', import.meta.url), 'utf8');
    const modules = [...shell.matchAll(/from '\.\/([\w-]+)'/g)].map((match) => match[1]);
    expect(modules).toContain('shell-answers');
    for (const name of modules) {
      const source = readFileSync(new URL(`./${name}.ts`, import.meta.url), 'utf8');
      // Type-only imports vanish from the build; any other import must be zod-free too.
      const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map((m) => m[1]);
      expect(runtimeImports, name).toEqual([]);
    }
  });
});
