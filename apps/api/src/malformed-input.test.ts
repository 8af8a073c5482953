import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@huella/contracts';
import {
  CLIENTS,
  createTestApp,
  DEMO_PASSWORD,
  multipartPayload,
  PNG_BYTES,
  type TestApp,
  USERS,
} from '../test/app';

/**
 * The malformed-input sweep (docs/decisions/0018-malformed-input.md): every operation of the OpenAPI document
 * receives missing, mistyped, nested, huge, NUL-laden, prototype-polluting and impossible values in its body,
 * query and path, and write routes receive broken multipart forms. No answer may be a 5xx, and every 4xx is the
 * documented `{ error }` (never Fastify's own English shape). The routes come from the document, so one added
 * later is swept without anyone remembering to add it here.
 */

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  maxItems?: number;
}
interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** One request of the sweep: its label and what `inject` sends, minus the token. */
interface Probe {
  variant: string;
  options: InjectOptions;
}

const HUGE = 'x'.repeat(100_000);

/** Values put in place of a body field, one at a time, chosen by the field's documented type. */
const STRUCTURAL: Record<string, unknown> = {
  missing: undefined,
  null: null,
  'nested array': [[1, [2]]],
  'nested object': { a: { b: [1] } },
};
const FOR_TEXT: Record<string, unknown> = {
  empty: '',
  huge: HUGE,
  NUL: 'a\u0000b',
  '0000-00-00': '0000-00-00',
  '2026-02-30': '2026-02-30',
  '2^31 as text': '2147483648',
  number: 2 ** 31,
};
const FOR_NUMBER: Record<string, unknown> = {
  '1e308': 1e308,
  '2^31': 2 ** 31,
  '-1': -1,
  '1.5': 1.5,
  NaN: 'NaN',
  '2^31 as text': '2147483648',
  empty: '',
  NUL: 'a\u0000b',
  bool: true,
};
const FOR_OTHER: Record<string, unknown> = { '2^31': 2 ** 31, NUL: 'a\u0000b', huge: HUGE };

/** Values put in place of a query or path parameter (URL-encoded where it matters). */
const TEXT_VALUES: Record<string, string> = {
  empty: '',
  huge: 'x'.repeat(5_000),
  '-1': '-1',
  '2^31': '2147483648',
  '1e308': '1e308',
  '20 digits': '99999999999999999999',
  '1.5': '1.5',
  NaN: 'NaN',
  text: 'abc',
  NUL: 'a%00b',
  'bad encoding': '%E0%A4%A',
  'lone %': '%',
  '0000-00-00': '0000-00-00',
  '2026-02-30': '2026-02-30',
  'dot dot': '..%2F..%2Fetc%2Fpasswd',
};

const optionsOf = (schema: Schema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;
const typesOf = (schema: Schema): Set<string> =>
  new Set(optionsOf(schema)?.flatMap((option) => [...typesOf(option)]) ?? [schema.type ?? 'unknown']);

/** The second user's lighter pass: the values that reach the access check differently, not every type error. */
const LIGHT: Record<string, unknown> = { ...STRUCTURAL, '2^31': 2 ** 31, NUL: 'a\u0000b', huge: HUGE };

function valuesFor(schema: Schema, name: string | number, light: boolean): Record<string, unknown> {
  if (light && name !== 'id_cliente') return LIGHT;
  const types = typesOf(schema);
  const numeric = types.has('number') || types.has('integer') || types.has('unknown');
  const text = types.has('string') || types.has('unknown');
  return {
    ...STRUCTURAL,
    ...(text ? FOR_TEXT : {}),
    ...(numeric ? FOR_NUMBER : {}),
    ...(!text && !numeric ? FOR_OTHER : {}),
  };
}

/** A plausible valid value, so that one broken field at a time reaches as deep as it can. */
function sample(schema: Schema | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  const options = optionsOf(schema);
  if (options) {
    // A number where the contract takes text or number: 'Prueba' would fail a select's id.
    const numeric = options.find((option) => option.type === 'number' || option.type === 'integer');
    return sample(numeric ?? options.find((option) => option.type !== 'null') ?? options[0], name, depth + 1);
  }
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          sample(property, key, depth + 1),
        ]),
      );
    case 'array': {
      const item = schema.maxItems === 0 ? undefined : sample(schema.items, name, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'integer':
    case 'number': {
      if (name === 'id_cliente') return CLIENTS.andinos;
      const low = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleText(schema, name);
    default:
      return undefined;
  }
}

function sampleText(schema: Schema, name: string): string {
  if (name === 'id_cliente') return String(CLIENTS.andinos);
  const candidates = /mail/i.test(name)
    ? ['sweep@example.com']
    : ['Prueba', '1', '2026-01-15', 'sweep@example.com', '1.1', '2024', '999888777'];
  if (schema.format === 'date') candidates.unshift('2026-01-15');
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const fits = (value: string) =>
    (!pattern || pattern.test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity);
  return candidates.find(fits) ?? 'x'.repeat(schema.minLength ?? 1);
}

type FieldPath = (string | number)[];

/** Every body field with its schema, nested objects and first array items included. */
function fieldsOf(schema: Schema | undefined, prefix: FieldPath = [], depth = 0): [FieldPath, Schema][] {
  if (!schema || depth > 4) return [];
  const options = optionsOf(schema);
  if (options)
    return fieldsOf(
      options.find((option) => option.type !== 'null'),
      prefix,
      depth + 1,
    );
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]): [FieldPath, Schema][] => [
      [[...prefix, key], property],
      ...fieldsOf(property, [...prefix, key], depth + 1),
    ]);
  }
  if (schema.type === 'array' && schema.items) {
    const item: [FieldPath, Schema][] =
      schema.items.type === 'object' ? [] : [[[...prefix, 0], schema.items]];
    return [...item, ...fieldsOf(schema.items, [...prefix, 0], depth + 1)];
  }
  return [];
}

/** A copy of `body` with the value at `path` replaced (undefined removes it). */
function withValue(body: unknown, path: FieldPath, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null)
      target[key] = typeof key === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1) ?? '';
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${value}`)
    .join('&');

/** Adds NUL to every string of a JSON text. */
const withNulEverywhere = (json: string) => json.replace(/"((?:[^"\\]|\\.)*)"/g, '"$1\\u0000"');

/** Requests that stay in the URL: path and query parameters. */
function urlProbes(method: string, path: string, operation: Operation) {
  const upper = method.toUpperCase() as InjectOptions['method'];
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const validPath = Object.fromEntries(
    pathParams.map((parameter) => [
      parameter.name,
      encodeURIComponent(String(sample(parameter.schema, parameter.name))),
    ]),
  );
  const validQuery = Object.fromEntries(
    queryParams
      .filter((parameter) => parameter.required || parameter.name === 'id_cliente')
      .map((parameter) => [
        parameter.name,
        encodeURIComponent(String(sample(parameter.schema, parameter.name))),
      ]),
  );
  const urlOf = (params: Record<string, string>, query: Record<string, string> | string) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
    const search = typeof query === 'string' ? query : queryString(query);
    return search ? `${filled}?${search}` : filled;
  };
  const probes: Probe[] = [];
  const add = (variant: string, url: string) => probes.push({ variant, options: { method: upper, url } });

  for (const parameter of pathParams) {
    for (const [label, value] of Object.entries(TEXT_VALUES)) {
      add(`path ${parameter.name}=${label}`, urlOf({ ...validPath, [parameter.name]: value }, validQuery));
    }
  }
  const others = queryString(validQuery);
  const plus = (extra: string) => urlOf(validPath, others ? `${others}&${extra}` : extra);
  for (const parameter of queryParams) {
    for (const [label, value] of Object.entries(TEXT_VALUES)) {
      add(`query ${parameter.name}=${label}`, urlOf(validPath, { ...validQuery, [parameter.name]: value }));
    }
    add(`query ${parameter.name} twice`, plus(`${parameter.name}=1&${parameter.name}=2`));
    if (parameter.required) {
      const { [parameter.name]: _, ...rest } = validQuery;
      add(`query ${parameter.name} missing`, urlOf(validPath, rest));
    }
  }
  add('__proto__ in query', plus('__proto__[x]=1&__proto__=1'));
  add('constructor in query', plus('constructor[prototype][x]=1&constructor=1'));
  add('bad query encoding', plus('a=%E0%A4%A&%=1'));
  return { url: urlOf(validPath, validQuery), probes };
}

/** Broken multipart forms: every upload route gets all of them, JSON routes only the first few. */
function multipartProbes(upper: InjectOptions['method'], url: string, valid: unknown, isUpload: boolean) {
  const probes: Probe[] = [];
  const form = (variant: string, payload: Buffer | string, contentType: string) =>
    probes.push({
      variant,
      options: { method: upper, url, payload, headers: { 'content-type': contentType } },
    });
  const good = multipartPayload(
    { data: JSON.stringify(valid), nombre: 'Prueba' },
    { name: 'a.png', content: PNG_BYTES },
  );
  const type = good.headers['content-type'] ?? '';
  const boundary = type.split('boundary=')[1] ?? '';
  form('multipart truncated', good.payload.subarray(0, Math.floor(good.payload.length / 2)), type);
  form('multipart wrong boundary', good.payload, 'multipart/form-data; boundary=nothere');
  if (!isUpload) return probes;

  form('multipart as documented', good.payload, type);
  form('multipart cut before the closing boundary', good.payload.subarray(0, good.payload.length - 10), type);
  form('multipart no boundary', good.payload, 'multipart/form-data');
  form('multipart empty body', '', type);
  form('multipart only the closing boundary', `--${boundary}--\r\n`, type);
  form('multipart garbage', 'esto no es un formulario', type);
  form(
    'multipart part without disposition',
    `--${boundary}\r\nContent-Type: text/plain\r\n\r\nhola\r\n--${boundary}--\r\n`,
    type,
  );
  const forms: Record<string, [Record<string, string>, Buffer | undefined]> = {
    'multipart no file': [{ data: JSON.stringify(valid), nombre: 'Prueba' }, undefined],
    'multipart empty file': [{ data: JSON.stringify(valid), nombre: 'Prueba' }, Buffer.alloc(0)],
    'multipart file of the wrong type': [
      { data: JSON.stringify(valid) },
      Buffer.from('MZ no soy una imagen'),
    ],
    'multipart no fields': [{}, PNG_BYTES],
    'multipart data not JSON': [{ data: '{no es json', nombre: 'Prueba' }, PNG_BYTES],
    'multipart data null': [{ data: 'null' }, PNG_BYTES],
    'multipart data array': [{ data: '[[1]]' }, PNG_BYTES],
    'multipart data string': [{ data: '"x"' }, PNG_BYTES],
    'multipart data __proto__': [{ data: '{"__proto__":{"isAdmin":true}}' }, PNG_BYTES],
    'multipart NUL fields': [
      { data: withNulEverywhere(JSON.stringify(valid)), nombre: 'a\u0000b' },
      PNG_BYTES,
    ],
    'multipart huge fields': [{ data: JSON.stringify({ nombre: HUGE }), nombre: HUGE }, PNG_BYTES],
  };
  for (const [label, [fields, content]] of Object.entries(forms)) {
    const body = multipartPayload(fields, content ? { name: 'a.png', content } : undefined);
    form(label, body.payload, body.headers['content-type'] ?? '');
  }
  const two = multipartPayload({}, { name: 'a.png', content: PNG_BYTES });
  const twoType = two.headers['content-type'] ?? '';
  const twoBoundary = twoType.split('boundary=')[1] ?? '';
  const secondFile = Buffer.concat([
    Buffer.from(
      `--${twoBoundary}\r\nContent-Disposition: form-data; name="otro"; filename="b.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG_BYTES,
    Buffer.from('\r\n'),
  ]);
  const closing = Buffer.from(`--${twoBoundary}--\r\n`);
  form(
    'multipart two files',
    Buffer.concat([two.payload.subarray(0, two.payload.length - closing.length), secondFile, closing]),
    twoType,
  );
  return probes;
}

/** The malformed requests for one operation; the first is the request as documented. */
function probesFor(method: string, path: string, operation: Operation, light = false): Probe[] {
  const upper = method.toUpperCase() as InjectOptions['method'];
  const { url, probes: inUrl } = urlProbes(method, path, operation);
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const valid = schema ? sample(schema) : {};
  const probes: Probe[] = [];
  const json = (variant: string, payload: string, contentType = 'application/json') =>
    probes.push({
      variant,
      options: { method: upper, url, payload, headers: { 'content-type': contentType } },
    });

  if (method === 'get') {
    probes.push({ variant: 'as documented', options: { method: upper, url } });
    return [...probes, ...inUrl];
  }
  json('as documented', JSON.stringify(valid));
  probes.push(...inUrl);
  probes.push({ variant: 'no body', options: { method: upper, url } });
  probes.push({
    variant: 'no body, JSON type',
    options: { method: upper, url, headers: { 'content-type': 'application/json' } },
  });
  const whole: Record<string, string> = {
    'body string': '"x"',
    'body number': '1',
    'body array': '[]',
    'body null': 'null',
    'body nested arrays': '[[[[]]]]',
    'body empty object': '{}',
    'invalid JSON': '{"a":',
    'deep nesting': '['.repeat(5_000) + ']'.repeat(5_000),
    '__proto__ key': '{"__proto__":{"isAdmin":true}}',
    '__proto__ beside the fields': `{"__proto__":{"isAdmin":true},${JSON.stringify(valid).slice(1)}`,
    'constructor.prototype key': JSON.stringify({
      ...(valid as object),
      constructor: { prototype: { isAdmin: true } },
    }),
    'NUL in every string': withNulEverywhere(JSON.stringify(valid)),
    'NUL in a key': JSON.stringify({ ...(valid as object), 'a\u0000b': 1 }),
    'over-large JSON': JSON.stringify({ a: 'x'.repeat(1_100_000) }),
  };
  for (const [label, payload] of Object.entries(whole)) json(label, payload);
  json('text/plain body', 'hola', 'text/plain');
  json('unknown content type', 'hola', 'application/x-huella');

  for (const [field, fieldSchema] of fieldsOf(schema)) {
    for (const [label, value] of Object.entries(valuesFor(fieldSchema, field.at(-1) ?? '', light))) {
      json(`${field.join('.')}=${label}`, JSON.stringify(withValue(valid, field, value)));
    }
  }
  probes.push(...multipartProbes(upper, url, valid, !schema));
  return probes;
}

/** Routes that end the session, change a password or delete run last, so they do not turn the rest into 401s. */
const LAST = /logout|password|ressetpass|eliminar|delete/i;
const NO_RATE_LIMIT = { recoveryLimit: { max: 1_000_000, timeWindow: '1 minute' } };

/** A 4xx in the documented shape, and not Fastify's own (`statusCode`, `code: 'FST_…'`, English text). */
function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { error, code, statusCode } = body as { error?: unknown; code?: unknown; statusCode?: unknown };
  return typeof error === 'string' && statusCode === undefined && !String(code ?? '').startsWith('FST_');
}

/**
 * Sends every probe of every operation as `email`. `light` keeps the whole-body, URL and multipart probes but
 * sends fewer values per field: the superadmin's pass already meets every type error, and the second user is
 * there for the client check (`id_cliente`, which keeps all its values).
 */
async function sweep(
  email: string,
  light: boolean,
): Promise<{ failures: string[]; sent: number; routes: number }> {
  let t: TestApp = await createTestApp(NO_RATE_LIMIT);
  let token = await t.login(email, DEMO_PASSWORD);
  const document = (await t.get('/api/docs/json')).body as OpenApi;
  const operations = Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ method, path, operation })),
    )
    .sort((a, b) => Number(LAST.test(a.path)) - Number(LAST.test(b.path)));

  const failures: string[] = [];
  let sent = 0;
  const send = async (probe: Probe) => {
    sent++;
    const response = await t.app.inject({
      ...probe.options,
      headers: {
        ...probe.options.headers,
        authorization: `Bearer ${token}`,
      },
      // Another address than the sweep's own logins, so failed login probes never lock those out.
      remoteAddress: '198.51.100.7',
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // Not JSON: reported below when it is an error.
    }
    return { status: response.statusCode, body };
  };

  for (const { method, path, operation } of operations) {
    const probes = probesFor(method, path, operation, light);
    for (const [index, probe] of probes.entries()) {
      let answer = await send(probe);
      if (answer.status === 401 && !path.includes('login')) {
        // A probe ended the session (logout) or changed the password: sign in again, or start over.
        token = await t.login(email, DEMO_PASSWORD).catch(async () => {
          await t.close();
          t = await createTestApp(NO_RATE_LIMIT);
          return t.login(email, DEMO_PASSWORD);
        });
        answer = await send(probe);
      }
      if (answer.status >= 500 || (answer.status >= 400 && !isErrorShape(answer.body))) {
        const snippet = JSON.stringify(answer.body)?.slice(0, 120);
        failures.push(`${method.toUpperCase()} ${path} [${probe.variant}] → ${answer.status} ${snippet}`);
      }
      // Refused by the role before anything is read: the body variants would all meet the same 403.
      const forbidden = answer.status === 403 && (answer.body as { error?: string }).error === MSG.sinPermiso;
      if (index === 0 && forbidden) {
        for (const urlProbe of probes.filter((other) => /^(path|query) /.test(other.variant)).slice(0, 5)) {
          const other = await send(urlProbe);
          if (other.status >= 400 && !isErrorShape(other.body)) {
            failures.push(`${method.toUpperCase()} ${path} [${urlProbe.variant}] → ${other.status}`);
          }
        }
        break;
      }
    }
  }
  await t.close();
  return { failures, sent, routes: operations.length };
}

describe('the answer to each kind of malformed request', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login(USERS.andinosAdmin);
  });
  afterAll(async () => t.close());
  const json = (url: string, payload: string, contentType = 'application/json') =>
    t.request({ method: 'POST', url, payload, token, headers: { 'content-type': contentType } });
  const rate = (tipocambio: unknown) =>
    t.post('/api/tipocambio/store', { id_cliente: CLIENTS.andinos, tipocambio }, token);

  it('refuses a NUL anywhere with 422 naming the field, and writes nothing', async () => {
    const plants = async () =>
      (await t.get(`/api/plantas/opciones?id_cliente=${CLIENTS.andinos}`, token)).body.data;
    const before = await plants();
    const res = await t.post(
      '/api/plantas/store',
      { id_cliente: CLIENTS.andinos, planta: { nombre: 'a\u0000b' } },
      token,
    );
    expect(res).toEqual({
      status: 422,
      body: { error: MSG.caracterNoPermitido, errors: { 'planta.nombre': [MSG.caracterNoPermitido] } },
    });
    expect(await plants()).toEqual(before);
    const search = await t.get(`/api/incidente/vehiculos?id_cliente=${CLIENTS.andinos}&search=a%00`, token);
    expect(search).toEqual({
      status: 422,
      body: { error: MSG.caracterNoPermitido, errors: { search: [MSG.caracterNoPermitido] } },
    });
  });

  it('refuses integers past the int4 range and impossible dates with 422', async () => {
    const model = await t.post('/api/vehiculomodelo/store', { id_marca: 2 ** 31, descripcion: 'X' }, token);
    expect(model.status).toBe(422);
    expect(model.body.errors).toHaveProperty('id_marca');
    const template = await t.get('/api/importar/vehiculo/plantilla?id_cliente=2147483648', token);
    expect(template.status).toBe(422);
    for (const fecha of ['0000-00-00', '0000-01-01', '2026-02-30']) {
      const res = await rate({ valor: 3.7, fecha });
      expect(res, fecha).toMatchObject({
        status: 422,
        body: { errors: { 'tipocambio.fecha': [expect.any(String)] } },
      });
    }
  });

  it('refuses a missing or mistyped object that a rule reads with 422', async () => {
    const superadmin = await t.login(USERS.superadmin);
    for (const datos of [null, 'x', [], 1]) {
      const res = await t.post('/api/modulos/agregar', { datos }, superadmin);
      expect(res.status, JSON.stringify(datos)).toBe(422);
    }
    const criterion = await t.post(
      '/api/criterioaceptacion/store',
      { id_cliente: CLIENTS.andinos, criterio: null },
      token,
    );
    expect(criterion.status).toBe(422);
  });

  it("answers Fastify's own refusals in Spanish", async () => {
    expect(await json('/api/plantas/store', '{"id_cliente":')).toEqual({
      status: 400,
      body: { error: MSG.jsonInvalido },
    });
    expect(await json('/api/plantas/store', '{"__proto__":{"x":1}}')).toEqual({
      status: 400,
      body: { error: MSG.jsonInvalido },
    });
    expect(await json('/api/plantas/store', JSON.stringify({ a: 'x'.repeat(1_100_000) }))).toEqual({
      status: 413,
      body: { error: MSG.solicitudGrande },
    });
    expect(await json('/api/plantas/store', 'hola', 'application/x-huella')).toEqual({
      status: 415,
      body: { error: MSG.tipoContenidoInvalido },
    });
    expect(await t.get('/api/incidente/show/%E0%A4%A', token)).toEqual({
      status: 400,
      body: { error: MSG.urlInvalida },
    });
    expect(await t.get(`/api/incidente/show/${'9'.repeat(500)}`, token)).toEqual({
      status: 400,
      body: { error: MSG.urlInvalida },
    });
    expect(await t.get('/api/no-existe/%E0%A4%A')).toEqual({ status: 400, body: { error: MSG.urlInvalida } });
  });

  it('answers a broken multipart form with 400', async () => {
    const form = multipartPayload({ nombre: 'Prueba' }, { name: 'a.png', content: PNG_BYTES });
    const send = (payload: Buffer, contentType: string) =>
      t.request({
        method: 'POST',
        url: '/api/support/message/image',
        payload,
        token,
        headers: { 'content-type': contentType },
      });
    const type = form.headers['content-type'] ?? '';
    for (const [payload, contentType] of [
      [form.payload.subarray(0, 60), type],
      [form.payload, 'multipart/form-data; boundary=nothere'],
      [form.payload, 'multipart/form-data'],
    ] as const) {
      expect(await send(payload, contentType)).toEqual({
        status: 400,
        body: { error: MSG.formularioInvalido },
      });
    }
  });
});

describe('malformed-input sweep over every route of the OpenAPI document', () => {
  for (const [who, email, light] of [
    ['the superadmin', USERS.superadmin, false],
    ['a client administrator', USERS.andinosAdmin, true],
  ] as const) {
    it(`answers no 5xx and only { error } 4xx to ${who}`, { timeout: 300_000 }, async () => {
      const started = Date.now();
      const { failures, sent, routes } = await sweep(email, light);
      // Guards against a silently empty sweep (the document failed to load or lost its paths).
      expect(routes).toBeGreaterThan(100);
      console.info(
        `malformed-input sweep, ${who}: ${routes} operations, ${sent} requests in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      if (failures.length > 0) console.error(`${failures.length} failures:\n${failures.join('\n')}`);
      expect(failures).toEqual([]);
    });
  }
});
