import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

/**
 * Issue 11: no default validation-library text reaches a form or an API answer. Every exported schema is fed bad
 * values field by field (nested objects and list items included) and every message that comes back must be one
 * of ours. The pattern covers zod's English texts and its Spanish locale's.
 */
const DEFAULT_TEXT =
  /se esperaba|Entrada inválida|Demasiado (grande|pequeño)|Cadena inválida|Opción inválida|Llave|Valor inválido|Número inválido|Inválido |Invalid|Expected|Too (big|small)|Unrecognized|received/;

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'abc',
  'x'.repeat(5000),
  -1,
  -1e15,
  1e15,
  1.5,
  Number.NaN,
  true,
  {},
  [],
  ['x'],
];

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && '_zod' in value && value instanceof z.ZodType;

/** Inputs that put each bad value in each place of the schema, one place at a time. */
function probes(schema: AnySchema, depth = 0): unknown[] {
  if (depth > 5) return BAD_VALUES;
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return probes(def.innerType as AnySchema, depth);
    case 'pipe':
      return probes(def.in as AnySchema, depth);
    case 'lazy':
      return BAD_VALUES;
    case 'union': {
      const options = def.options as AnySchema[];
      return [...BAD_VALUES, ...options.flatMap((option) => probes(option, depth + 1).slice(0, 200))];
    }
    case 'array':
      return [...BAD_VALUES, ...probes(def.element as AnySchema, depth + 1).map((item) => [item])];
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      const inputs: unknown[] = [...BAD_VALUES];
      for (const [key, field] of Object.entries(shape)) {
        for (const value of probes(field, depth + 1)) inputs.push({ [key]: value });
      }
      return inputs;
    }
    default:
      return BAD_VALUES;
  }
}

/**
 * Every issue, the branches of a failed union included: a form's resolver shows a union's first branch message
 * rather than the union's own, so those reach the screen too.
 */
function allIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'invalid_union'
      ? [issue, ...issue.errors.flatMap((branch) => allIssues(branch))]
      : [issue],
  );
}

const exported: [string, AnySchema][] = [];
for (const [name, value] of Object.entries(contracts) as [string, unknown][]) {
  if (isSchema(value)) exported.push([name, value]);
}

describe('contract messages', () => {
  it('finds the schemas', () => {
    expect(exported.length).toBeGreaterThan(50);
  });

  it('never answers with a default validation text', async () => {
    const found = new Set<string>();
    for (const [name, schema] of exported) {
      for (const input of probes(schema)) {
        let result: { success: boolean; error?: z.ZodError };
        try {
          result = await schema.safeParseAsync(input);
        } catch (error) {
          found.add(`${name} ${JSON.stringify(input)?.slice(0, 80)}: threw ${String(error)}`);
          continue;
        }
        for (const issue of allIssues(result.error?.issues ?? [])) {
          if (DEFAULT_TEXT.test(issue.message))
            found.add(`${name}.${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect([...found]).toEqual([]);
  });
});

describe('plain messages for schemas without their own', () => {
  it('names what is wrong in Spanish', () => {
    const messages = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages(z.object({ a: z.number() }), { a: 'x' })).toEqual(['Debe ser un número']);
    expect(messages(z.object({ a: z.string() }), {})).toEqual([contracts.MSG.campoRequerido]);
    expect(messages(z.string().max(5), 'abcdefg')).toEqual(['Máximo 5 caracteres']);
    expect(messages(z.number().max(160), 200)).toEqual(['Debe ser 160 o menos']);
    expect(messages(z.enum(['K', 'H']), 'X')).toEqual([contracts.MSG.opcionInvalida]);
    expect(messages(z.object({}), null)).toEqual([contracts.MSG.solicitudInvalida]);
    expect(messages(z.object({ a: z.object({}) }), { a: null })).toEqual([contracts.MSG.campoRequerido]);
  });
});
