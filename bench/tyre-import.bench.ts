/**
 * Tyre import benchmark (issue: imports — "a 10 000-row tyre file imports in under 30 s"). Builds a fresh
 * in-memory PGlite with the reference and demo data, generates a 10 000-row file from the demo catalogue and
 * uploads it through the real route (`app.inject`), timing the request (parse, validation, inserts).
 *
 *   npx tsx bench/tyre-import.bench.ts [rows]
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPglite, wrapPglite } from '../apps/api/src/db/client';
import { neumaticos } from '../apps/api/src/db/schema/index';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../apps/api/src/db/seed/demo';
import { seedReference } from '../apps/api/src/db/seed/reference';
import { TYRE_IMPORT_COLUMNS } from '../apps/api/src/modules/tyres/tyre-import';
import { tyreImportRows } from './tyre-import-rows';

const ROWS = Number(process.argv[2] ?? 10_000);
const LIMIT_SECONDS = 30;
const CLIENT_ID = 1;

const seconds = (from: number) => (performance.now() - from) / 1000;

function multipart(fields: Record<string, string>, name: string, content: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function main() {
  let started = performance.now();
  const client = await createPglite();
  const database = wrapPglite(client);
  await database.migrate();
  await seedReference(database.db);
  await seedDemoIfEmpty(database.db);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-'));
  const app = await buildApp({
    config: loadConfig({ PORT: '3000', PUBLIC_URL: 'http://huella.test' }),
    database,
    webDist: '/nonexistent',
    uploadsDir,
  });
  await app.ready();
  console.info(`database with demo data ready in ${seconds(started).toFixed(1)} s`);

  const db = database.db;
  const rowAt = await tyreImportRows(db, 'BENCH');

  started = performance.now();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('neumaticos');
  sheet.columns = TYRE_IMPORT_COLUMNS.map(({ header, key }) => ({ header, key }));
  for (let index = 0; index < ROWS; index += 1) sheet.addRow(rowAt(index));
  const file = Buffer.from(await book.xlsx.writeBuffer());
  console.info(
    `generated ${ROWS} rows (${(file.length / 1024 / 1024).toFixed(2)} MB) in ${seconds(started).toFixed(1)} s`,
  );

  const login = await app.inject({
    method: 'POST',
    url: '/api/login/authenticateSimplified',
    payload: { email: 'admin@transportesandinos.pe', password: DEMO_PASSWORD },
  });
  const token = (login.json() as { token: string }).token;
  const countTyres = async () =>
    Number(
      (await db.select({ total: count() }).from(neumaticos).where(eq(neumaticos.id_cliente, CLIENT_ID)))[0]
        ?.total ?? 0,
    );
  const before = await countTyres();

  const { payload, headers } = multipart(
    { id_cliente: String(CLIENT_ID), id_usuario: '1' },
    'bench.xlsx',
    file,
  );
  started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/importar/neumatico?id_cliente=${CLIENT_ID}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  const elapsed = seconds(started);
  const added = (await countTyres()) - before;
  console.info(`answer ${response.statusCode}: ${response.body.slice(0, 300)}`);
  console.info(`imported ${added} tyres in ${elapsed.toFixed(1)} s (limit ${LIMIT_SECONDS} s)`);

  await app.close();
  await database.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  if (response.statusCode !== 200 || added !== ROWS || elapsed > LIMIT_SECONDS) process.exitCode = 1;
}

await main();
