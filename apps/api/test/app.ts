import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { ACTION, ROLE } from '@huella/contracts';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { createPglite, type Database, type Db, openPostgres, wrapPglite } from '../src/db/client';
import { permisos } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { databaseUrlFor, PG_TEMPLATE_DB } from './template';

export { DEMO_PASSWORD };

/** Demo logins every test database starts with (src/db/seed/demo.ts). */
export const USERS = {
  superadmin: 'superadmin@huella.pe',
  technician: 'tecnico@huella.pe',
  andinosAdmin: 'admin@transportesandinos.pe',
  andinosOperator: 'operador@transportesandinos.pe',
  surAdmin: 'admin@cordilleradelsur.pe',
  surOperator: 'operador@cordilleradelsur.pe',
} as const;
/** Demo client ids, in seed order. */
export const CLIENTS = { andinos: 1, sur: 2 } as const;

async function openTestDatabase(): Promise<Database> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const template = fs.readFileSync(inject('templateFile'));
    return wrapPglite(await createPglite(undefined, { loadDataDir: new Blob([template]) }));
  }
  const name = `huella_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
  await admin.end();
  const database = openPostgres(databaseUrlFor(pgUrl, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: pgUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Sends a request as JSON (with a bearer token when given) and returns status and parsed body. */
  request(options: InjectOptions & { token?: string }): Promise<{ status: number; body: any }>;
  post(url: string, payload?: unknown, token?: string): Promise<{ status: number; body: any }>;
  get(url: string, token?: string): Promise<{ status: number; body: any }>;
  /** Signs in a demo user and returns the token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the seeded test database. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ PORT: '3000', PUBLIC_URL: 'http://huella.test' });
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-uploads-'));
  const app = await buildApp({ config, database, webDist: '/nonexistent', uploadsDir, ...options });
  await app.ready();

  const request: TestApp['request'] = async ({ token, headers, ...rest }) => {
    const response = await app.inject({
      ...rest,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const type = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, body: type.includes('json') ? response.json() : response.body };
  };
  const post: TestApp['post'] = (url, payload, token) =>
    request({ method: 'POST', url, payload: payload as InjectOptions['payload'], token });
  const get: TestApp['get'] = (url, token) => request({ method: 'GET', url, token });

  return {
    app,
    db: database.db,
    request,
    post,
    get,
    async login(email, password = DEMO_PASSWORD) {
      const response = await post('/api/login/authenticateSimplified', { email, password });
      if (response.status !== 200)
        throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body for `request()`: text fields plus at most one file (field name `file`). */
export function multipartPayload(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----huella${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A whole 1×1 PNG: the upload checks the type by content and the size in the IHDR header. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The headers of a 1×1 JPEG (start of image, a baseline frame header, end of image): enough for the checks. */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xd9,
]);

/**
 * Takes a grant away from the demo operator's role: the screen `menu`, action view unless told. The
 * "missing permission" half of a route's tests.
 */
export async function revokeGrant(t: TestApp, menu: number, action: number = ACTION.view): Promise<void> {
  await t.db
    .delete(permisos)
    .where(
      and(eq(permisos.id_rol, ROLE.operator), eq(permisos.id_menu, menu), eq(permisos.id_accion, action)),
    );
}
