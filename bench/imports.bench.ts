/**
 * Import benchmark (issue 8: "imports cannot starve the server"). Starts the real app on a port over the
 * reference and demo data, then uploads, one after the other, through real HTTP:
 *
 * - the at-cap tyre import: `--rows` (50 000) valid tyres of the demo catalogue, as a user would fill the
 *   template (shared strings, a few MB);
 * - a hostile file within the caps: about 1 MB that inflates to about 98 MB of worksheet XML (as many rows of
 *   long inline texts, at a 97:1 ratio), every row refused.
 *
 * While each import runs, two other users ask for the health check and the first page of the tyre list, one
 * request after another; their latencies (p50, max) are checked against the budget (200 ms). Also measured:
 * the import's duration, this process's peak RSS and heap growth (sampled every 50 ms; the heap includes
 * garbage not yet collected) and the event loop's longest delay. Client and server share one process.
 *
 *   npx tsx --expose-gc bench/imports.bench.ts [--db pglite|postgresql|both] [--rows 50000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPglite, type Database, type Db, openPostgres, wrapPglite } from '../apps/api/src/db/client';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../apps/api/src/db/seed/demo';
import { seedReference } from '../apps/api/src/db/seed/reference';
import { SPREADSHEET_LIMITS } from '../apps/api/src/lib/spreadsheet-import';
import { TYRE_IMPORT_COLUMNS } from '../apps/api/src/modules/tyres/tyre-import';
import { zipOfDeflated } from '../apps/api/test/zip';
import { tyreImportRows } from './tyre-import-rows';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    rows: { type: 'string', default: String(SPREADSHEET_LIMITS.maxRows) },
  },
});
const ROWS = Number(args.rows);
const KINDS = (args.db === 'both' ? ['pglite', 'postgresql'] : [args.db]) as ('pglite' | 'postgresql')[];
/** The budget: health and a list page answer within this while an import at the cap runs. */
const BUDGET_MS = 200;
/** Each probing user waits this long between two requests. */
const PROBE_PAUSE_MS = 50;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/huella_bench_imports';
const CLIENT_ID = 1;
const USER = 'admin@transportesandinos.pe';
/** The live-heap pass imports the same file for this client. */
const OTHER_CLIENT_ID = 2;
const OTHER_USER = 'admin@cordilleradelsur.pe';

const log = (line: string) => console.info(`[imports] ${line}`);
const ms = (from: number) => performance.now() - from;
const gc = (globalThis as { gc?: () => void }).gc;

function multipart(content: Buffer) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="importar.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** `rows` valid tyres (new and retreaded, dollars and soles) from the demo catalogue, as the template has them. */
async function tyreFile(db: Db, rows: number): Promise<Buffer> {
  const rowAt = await tyreImportRows(db, 'IMP');
  // Written as a stream, so generating the file does not inflate this process's memory before the measurement.
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: true });
  const sheet = book.addWorksheet('neumaticos');
  sheet.columns = TYRE_IMPORT_COLUMNS.map(({ header, key }) => ({ header, key }));
  for (let index = 0; index < rows; index += 1) sheet.addRow(rowAt(index)).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

interface Part {
  data: Buffer;
  size: number;
}
const deflated = (text: string): Part => ({ data: deflateRawSync(text), size: Buffer.byteLength(text) });

/** A zip of deflated parts, named by path. */
const zipOf = (parts: Record<string, Part>): Buffer =>
  zipOfDeflated(Object.entries(parts).map(([name, part]) => ({ name, ...part })));

/**
 * Rows of three 600-character inline texts: at 50 000 rows about 1 MB that inflates to about 98 MB of worksheet
 * XML at a 97:1 ratio, within every cap (100 MB, 100:1, 50 000 rows): the worst the caps let anyone send.
 */
async function hostileFile(rows: number): Promise<Buffer> {
  const text = 'ABCDEFGHIJ'.repeat(60);
  const columns = ['A', 'B', 'C'];
  // Deflated as it is written: the 98 MB of XML never sit in this process's memory.
  const deflater = createDeflateRaw();
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflater.on('end', resolve));
  let size = 0;
  const write = (xml: string) => {
    size += Buffer.byteLength(xml);
    deflater.write(xml);
  };
  write(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  for (let row = 1; row <= rows; row += 1) {
    write(
      `<row r="${row}">` +
        columns.map((column) => `<c r="${column}${row}" t="inlineStr"><is><t>${text}</t></is></c>`).join('') +
        '</row>',
    );
    if (row % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  write('</sheetData></worksheet>');
  deflater.end();
  await ended;
  const main = 'http://schemas.openxmlformats.org';
  return zipOf({
    '[Content_Types].xml': deflated(
      `<Types xmlns="${main}/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    '_rels/.rels': deflated(
      `<Relationships xmlns="${main}/package/2006/relationships"><Relationship Id="rId1" ` +
        `Type="${main}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': deflated(
      `<workbook xmlns="${main}/spreadsheetml/2006/main" xmlns:r="${main}/officeDocument/2006/relationships">` +
        '<sheets><sheet name="datos" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': deflated(
      `<Relationships xmlns="${main}/package/2006/relationships"><Relationship Id="rId1" ` +
        `Type="${main}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': { data: Buffer.concat(chunks), size },
  });
}

async function openDatabase(kind: 'pglite' | 'postgresql'): Promise<Database> {
  if (kind === 'pglite') return wrapPglite(await createPglite());
  const url = process.env.BENCH_IMPORTS_DATABASE_URL ?? DEFAULT_URL;
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  return openPostgres(url);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

interface Latencies {
  count: number;
  p50: number;
  max: number;
}

function summary(durations: number[]): Latencies {
  const sorted = [...durations].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), max: sorted[sorted.length - 1] ?? 0 };
}

interface ImportRun {
  name: string;
  megabytes: number;
  status: number;
  answer: string;
  seconds: number;
  rssDeltaMb: number;
  heapDeltaMb: number;
  liveHeapDeltaMb: number | undefined;
  loopDelayMaxMs: number;
  health: Latencies;
  list: Latencies;
  idleHealth: Latencies;
  idleList: Latencies;
}

/** POST importar/neumatico for `clientId`: status, answer and seconds. */
async function upload(base: string, token: string, clientId: number, file: Buffer) {
  const { payload, contentType } = multipart(file);
  const started = performance.now();
  const response = await fetch(`${base}/api/importar/neumatico?id_cliente=${clientId}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    body: payload,
  });
  const answer = await response.text();
  return { status: response.status, answer, seconds: ms(started) / 1000 };
}

/** This process's memory while `work` runs: peak growth of RSS and of the heap, sampled every 50 ms. */
async function sampleMemory<T>(work: () => Promise<T>, options: { forceGc: boolean }) {
  gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(
    () => {
      if (options.forceGc) gc?.();
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    },
    options.forceGc ? 100 : 50,
  );
  try {
    const result = await work();
    return {
      result,
      rssDeltaMb: (peakRss - baseline.rss) / 1e6,
      heapDeltaMb: (peakHeap - baseline.heapUsed) / 1e6,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * One import with the two probing users running until it answers (time, latencies, RSS, loop delay); then,
 * with `--expose-gc`, the same file again for another client with a full collection before every sample,
 * which gives the live heap (the first pass's heap includes garbage).
 */
async function measureImport(
  base: string,
  tokens: { main: string; other: string },
  name: string,
  file: Buffer,
  idle: { health: Latencies; list: Latencies },
): Promise<ImportRun> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let done = false;
  // Timed from when the user meant to send it: a blocked event loop also delays this process's own timer, and
  // a request sent late was still waited for.
  const probe = async (send: () => Promise<Response>) => {
    const durations: number[] = [];
    let intended = performance.now();
    while (!done) {
      const response = await send();
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`probe: ${response.status}`);
      durations.push(ms(intended));
      intended = performance.now() + PROBE_PAUSE_MS;
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
    return durations;
  };
  const timed = await sampleMemory(
    () =>
      Promise.all([
        upload(base, tokens.main, CLIENT_ID, file).finally(() => {
          done = true;
        }),
        probe(() => fetch(`${base}/api/health`)),
        probe(() => listPage(base, tokens.main)),
      ]),
    { forceGc: false },
  );
  loop.disable();
  const [result, health, list] = timed.result;
  const live = gc
    ? await sampleMemory(() => upload(base, tokens.other, OTHER_CLIENT_ID, file), { forceGc: true })
    : undefined;
  if (live && live.result.status !== result.status) throw new Error(`second pass: ${live.result.status}`);
  return {
    name,
    megabytes: file.length / 1e6,
    ...result,
    answer: result.answer.slice(0, 120).replace(/\n/g, ' / '),
    rssDeltaMb: timed.rssDeltaMb,
    heapDeltaMb: timed.heapDeltaMb,
    liveHeapDeltaMb: live?.heapDeltaMb,
    loopDelayMaxMs: loop.max / 1e6,
    health: summary(health),
    list: summary(list),
    idleHealth: idle.health,
    idleList: idle.list,
  };
}

const listPage = (base: string, token: string) =>
  fetch(`${base}/api/neumaticos/index`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id_cliente: CLIENT_ID, page: 1, per_page: 10 }),
  });

/** The same two requests with nothing else running, for comparison. */
async function idleLatencies(base: string, token: string) {
  const health: number[] = [];
  const list: number[] = [];
  for (let n = 0; n < 30; n += 1) {
    let started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    if (n >= 5) health.push(ms(started));
    started = performance.now();
    await (await listPage(base, token)).arrayBuffer();
    if (n >= 5) list.push(ms(started));
  }
  return { health: summary(health), list: summary(list) };
}

async function runOn(kind: 'pglite' | 'postgresql') {
  const database = await openDatabase(kind);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-imports-'));
  try {
    await database.migrate();
    await seedReference(database.db);
    await seedDemoIfEmpty(database.db);
    const versionResult = await database.db.execute(sql`select version() as version`);
    const version = (versionResult as unknown as { rows: { version: string }[] }).rows[0]?.version ?? '';
    const serverVersion = `${kind === 'pglite' ? 'PGlite ' : ''}${version.split(' on ')[0]}`;

    const started = performance.now();
    const files = [
      { name: `Neumáticos al tope (${ROWS} filas válidas)`, file: await tyreFile(database.db, ROWS) },
      {
        name: `Archivo hostil dentro de los topes (${ROWS} filas rechazadas)`,
        file: await hostileFile(ROWS),
      },
    ];
    log(`files generated in ${(ms(started) / 1000).toFixed(1)} s`);

    const app = await buildApp({
      config: loadConfig({ PORT: '3000', PUBLIC_URL: 'http://localhost' }),
      database,
      uploadsDir,
      webDist: path.join(uploadsDir, 'no-web'),
    });
    const base = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
    const runs: ImportRun[] = [];
    const loadAverage = [os.loadavg()[0] ?? 0];
    try {
      const signIn = async (email: string) => {
        const login = await fetch(`${base}/api/login/authenticateSimplified`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        });
        return ((await login.json()) as { token: string }).token;
      };
      const tokens = { main: await signIn(USER), other: await signIn(OTHER_USER) };
      for (const { name, file } of files) {
        const idle = await idleLatencies(base, tokens.main);
        const run = await measureImport(base, tokens, name, file, idle);
        log(
          `${name}: ${run.status} in ${run.seconds.toFixed(1)} s; health p50 ${run.health.p50.toFixed(0)} ` +
            `max ${run.health.max.toFixed(0)} ms; list p50 ${run.list.p50.toFixed(0)} max ` +
            `${run.list.max.toFixed(0)} ms; RSS +${run.rssDeltaMb.toFixed(0)} MB; answer: ${run.answer}`,
        );
        runs.push(run);
      }
    } finally {
      loadAverage.push(os.loadavg()[0] ?? 0);
      await app.close();
    }
    return { kind, serverVersion, runs, loadAverage };
  } finally {
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

const fmt = (value: number) => value.toFixed(0);
const within = (latencies: Latencies) => (latencies.max <= BUDGET_MS ? 'yes' : 'no');

function report(results: Awaited<ReturnType<typeof runOn>>[]) {
  const cpus = os.cpus();
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `# Import benchmark ${date}`,
    '',
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
      `${os.type()} ${os.arch()}; Node ${process.version}.`,
    '- Each import goes through the real route over HTTP on the demo data (client Transportes Andinos). While it ' +
      `runs, one user asks for \`GET /api/health\` and another for the first tyre page (\`POST ` +
      `/api/neumaticos/index\`, 10 rows), each ${PROBE_PAUSE_MS} ms after its previous answer, timed from ` +
      'when it was meant to be sent (a blocked event loop delays the sending too). Budget: both ' +
      `answer within ${BUDGET_MS} ms (max). "Idle" is the same request with nothing else running.`,
    '- Memory: growth of this process (client and server) over the import, sampled every 50 ms; that heap ' +
      'includes garbage not yet collected. Live heap: the same file imported again for another client with a ' +
      'full collection before each sample (every 100 ms). Loop delay: the longest the event loop was blocked ' +
      'during the timed import.',
    '',
  ];
  for (const result of results) {
    lines.push(
      `## ${result.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${result.serverVersion})`,
      '',
      `1-minute load average ${result.loadAverage.map((value) => value.toFixed(1)).join(' / ')} (start / end).`,
      '',
      '| Import | File (MB) | Answer | Time (s) | Peak RSS growth (MB) | Peak heap growth (MB) | ' +
        'Peak live heap growth (MB) | Loop delay max (ms) |',
      '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
      ...result.runs.map(
        (run) =>
          `| ${run.name} | ${run.megabytes.toFixed(2)} | ${run.status}: ${run.answer.slice(0, 60)} | ` +
          `${run.seconds.toFixed(1)} | ${fmt(run.rssDeltaMb)} | ${fmt(run.heapDeltaMb)} | ` +
          `${run.liveHeapDeltaMb === undefined ? '—' : fmt(run.liveHeapDeltaMb)} | ${fmt(run.loopDelayMaxMs)} |`,
      ),
      '',
      '| While | Request | Requests | p50 (ms) | max (ms) | Idle p50 / max (ms) | Within 200 ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | :---: |',
      ...result.runs.flatMap((run) => [
        `| ${run.name} | health | ${run.health.count} | ${fmt(run.health.p50)} | ${fmt(run.health.max)} | ` +
          `${fmt(run.idleHealth.p50)} / ${fmt(run.idleHealth.max)} | ${within(run.health)} |`,
        `| ${run.name} | tyre list page | ${run.list.count} | ${fmt(run.list.p50)} | ${fmt(run.list.max)} | ` +
          `${fmt(run.idleList.p50)} / ${fmt(run.idleList.max)} | ${within(run.list)} |`,
      ]),
      '',
    );
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${date}-imports.md`);
  fs.writeFileSync(file, lines.join('\n'));
  console.info(lines.join('\n'));
  log(`written to bench/results/${path.basename(file)}`);
}

const results = [];
for (const kind of KINDS) results.push(await runOn(kind));
report(results);
