/**
 * List, screen and export benchmark (see bench/README.md). Loads the generated data into a fresh PostgreSQL
 * database (or PGlite with `--db pglite`), starts the real app on a port, signs in as the big client's
 * administrator and drives HTTP requests from concurrent workers; writes a dated markdown table to
 * bench/results/.
 *
 *   npm run bench -- [--db postgresql|pglite] [--requests 200] [--concurrency 10] [--scale 1] [--reuse]
 *                    [--load-only]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { TYRE_SORTS, VEHICLE_SORTS } from '@huella/contracts';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, type Db, openPglite, openPostgres } from '../apps/api/src/db/client';
import {
  clientes,
  neumaticoCostos,
  neumaticoHistorial,
  neumaticos,
  vehiculos,
} from '../apps/api/src/db/schema/index';
import { BENCH_PASSWORD, benchAdminEmail, type DataSizes, generate } from './generate';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgresql' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '10' },
    scale: { type: 'string', default: '1' },
    reuse: { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const kind = args.db === 'pglite' ? 'pglite' : 'postgresql';
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const SCALE = Number(args.scale);
/** The budget for list pages on PostgreSQL. */
const LIST_BUDGET_MS = 50;
const EXPORT_RUNS = 4;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/huella_bench';

const log = (line: string) => console.info(`[bench] ${line}`);
const ms = (from: number) => performance.now() - from;

/** Drops and recreates the bench database (through the server's `postgres` database). */
async function recreatePostgres(url: string) {
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
}

async function openBenchDatabase(): Promise<{ database: Database; cleanup: () => void; fresh: boolean }> {
  if (kind === 'postgresql') {
    const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
    if (!args.reuse) await recreatePostgres(url);
    return { database: openPostgres(url), cleanup: () => {}, fresh: !args.reuse };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-'));
  const database = await openPglite(dir);
  return { database, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }), fresh: true };
}

/** With --reuse: the clients and sizes of data an earlier run loaded. */
async function findGenerated(db: Db) {
  const rows = await db
    .select({ clientId: clientes.id, slug: clientes.slug })
    .from(clientes)
    .where(like(clientes.slug, 'bench%'))
    .orderBy(clientes.id);
  if (rows.length === 0) throw new Error('no benchmark data in this database: run without --reuse');
  const total = async (
    table: typeof vehiculos | typeof neumaticos | typeof neumaticoCostos | typeof neumaticoHistorial,
  ) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(sql`${table.id_cliente} in (select id from clientes where slug like 'bench%')`);
    return row?.n ?? 0;
  };
  const sizes: DataSizes = {
    clients: rows.length,
    vehicles: await total(vehiculos),
    tyres: await total(neumaticos),
    costEvents: await total(neumaticoCostos),
    installations: await total(neumaticoHistorial),
  };
  const big = rows.find((row) => row.slug === 'bench0');
  const small = rows.find((row) => row.slug === 'bench1');
  if (!big || !small) throw new Error('benchmark clients bench0 and bench1 not found');
  return { big: big.clientId, small: small.clientId, sizes };
}

interface Scenario {
  name: string;
  url: string;
  /** A body per request number (to rotate ids or terms); JSON. */
  body: (n: number) => unknown;
  budget?: number;
}

interface Result {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  budget?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function post(base: string, token: string, url: string, body: unknown) {
  const response = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** N requests from `CONCURRENCY` workers; each duration includes reading the whole answer. */
async function measure(base: string, token: string, scenario: Scenario): Promise<Result> {
  // Warm-up: plans cached, JIT warm, pages in the buffer cache.
  for (let n = 0; n < 5; n += 1)
    await (await post(base, token, scenario.url, scenario.body(n))).arrayBuffer();
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < REQUESTS; n = next++) {
      const started = performance.now();
      await (await post(base, token, scenario.url, scenario.body(n))).arrayBuffer();
      durations.push(ms(started));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  durations.sort((a, b) => a - b);
  return {
    name: scenario.name,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    budget: scenario.budget,
  };
}

interface ExportResult {
  name: string;
  seconds: number;
  megabytes: number;
  rssDeltaMb: number;
  /** Growth of the live JS heap (after a full collection), when node runs with --expose-gc. */
  liveHeapDeltaMb: number | undefined;
}

const gc = (globalThis as { gc?: () => void }).gc;

/**
 * Downloads an export (bytes read and dropped as they arrive) sampling this process's memory meanwhile. RSS
 * also grows with garbage not yet collected; the live heap (sampled after a forced collection) is what an
 * export holding every row would inflate.
 */
async function measureExport(base: string, token: string, name: string, url: string, body: unknown) {
  const runs: ExportResult[] = [];
  for (let run = 0; run < EXPORT_RUNS; run += 1) {
    gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      if (gc && run === 0) {
        gc();
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      }
    }, 100);
    const started = performance.now();
    const response = await post(base, token, url, body);
    let bytes = 0;
    const reader = response.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      bytes += chunk.value.byteLength;
    }
    const seconds = ms(started) / 1000;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    runs.push({
      name,
      seconds,
      megabytes: bytes / 1e6,
      rssDeltaMb: (peakRss - baseline.rss) / 1e6,
      liveHeapDeltaMb: gc && run === 0 ? (peakHeap - baseline.heapUsed) / 1e6 : undefined,
    });
  }
  // The first run samples the live heap with forced collections (slower): times are the median of the others.
  const timed = (gc ? runs.slice(1) : runs).sort((a, b) => a.seconds - b.seconds);
  const median = timed[Math.floor(timed.length / 2)] as ExportResult;
  return {
    ...median,
    rssDeltaMb: Math.max(...runs.map((r) => r.rssDeltaMb)),
    liveHeapDeltaMb: runs[0]?.liveHeapDeltaMb,
  };
}

function scenarios(clientId: number, samples: { plate: string; serial: string; tyreIds: number[] }) {
  const list = (extra: Record<string, unknown>) => () => ({
    id_cliente: clientId,
    page: 1,
    per_page: 10,
    ...extra,
  });
  const vehicles: Scenario[] = [
    { name: 'Vehículos: primera página', url: '/vehiculos/list', body: list({}) },
    { name: 'Vehículos: página 200', url: '/vehiculos/list', body: list({ page: 200 }) },
    {
      name: `Vehículos: búsqueda por placa ("${samples.plate}")`,
      url: '/vehiculos/list',
      body: list({ search: samples.plate }),
    },
    ...VEHICLE_SORTS.map((sortBy) => ({
      name: `Vehículos: orden ${sortBy}`,
      url: '/vehiculos/list',
      body: list({ sortBy }),
    })),
  ];
  const tyres: Scenario[] = [
    { name: 'Neumáticos: primera página', url: '/neumaticos/index', body: list({}) },
    { name: 'Neumáticos: página 200', url: '/neumaticos/index', body: list({ page: 200 }) },
    {
      name: `Neumáticos: búsqueda por serie ("${samples.serial}")`,
      url: '/neumaticos/index',
      body: list({ search: samples.serial }),
    },
    ...TYRE_SORTS.map((sortBy) => ({
      name: `Neumáticos: orden ${sortBy}`,
      url: '/neumaticos/index',
      body: list({ sortBy }),
    })),
  ];
  const tyreId = (n: number) => samples.tyreIds[n % samples.tyreIds.length];
  const screens: Scenario[] = [
    {
      name: 'Costos de un neumático',
      url: '/neumaticos/cost',
      body: (n) => ({ id_cliente: clientId, id_neumatico: tyreId(n) }),
    },
    {
      name: 'Kilometraje de un neumático',
      url: '/neumaticos/kilometers',
      body: (n) => ({ id_cliente: clientId, id_neumatico: tyreId(n) }),
    },
  ];
  return [...[...vehicles, ...tyres].map((s) => ({ ...s, budget: LIST_BUDGET_MS })), ...screens];
}

/** A plate and a serial fragment of the big client that match a handful of rows, and tyres to open. */
async function samplesOf(db: Db, clientId: number) {
  const [vehicle] = await db
    .select({ placa: vehiculos.placa })
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, clientId))
    .orderBy(vehiculos.id)
    .offset(1234)
    .limit(1);
  const [tyre] = await db
    .select({ num_serie: neumaticos.num_serie })
    .from(neumaticos)
    .where(eq(neumaticos.id_cliente, clientId))
    .orderBy(neumaticos.id)
    .offset(12_345)
    .limit(1);
  const tyreIds = await db
    .select({ id: neumaticos.id })
    .from(neumaticos)
    .where(eq(neumaticos.id_cliente, clientId))
    .orderBy(sql`${neumaticos.id} % 97`, neumaticos.id)
    .limit(50);
  return {
    // The number part of a plate ('-1235') and the middle of a serial ('012346').
    plate: (vehicle?.placa ?? 'A').slice(3),
    serial: (tyre?.num_serie ?? 'A').slice(2, 8),
    tyreIds: tyreIds.map((row) => row.id),
  };
}

const fmt = (value: number) => value.toFixed(1);

function report(params: {
  serverVersion: string;
  sizes: DataSizes;
  bigClient: { vehicles: number; tyres: number };
  results: Result[];
  exports: ExportResult[];
  loadSeconds: number | undefined;
  loadAverage: number[];
}) {
  const cpus = os.cpus();
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `# Benchmark ${date} — ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
    '',
    `- Database: ${params.serverVersion}`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
      `${os.type()} ${os.arch()}; Node ${process.version}; 1-minute load average ${params.loadAverage
        .map((value) => value.toFixed(1))
        .join(' / ')} (start / end of the measurement: other work on the machine inflates the times)`,
    `- Data: ${params.sizes.clients} clients, ${params.sizes.vehicles} vehicles, ${params.sizes.tyres} tyres, ` +
      `${params.sizes.costEvents} cost events, ${params.sizes.installations} installation records` +
      (params.loadSeconds === undefined
        ? ''
        : ` (generated and loaded in ${params.loadSeconds.toFixed(0)} s)`),
    `- Measured as the administrator of the big client (${params.bigClient.vehicles} vehicles, ` +
      `${params.bigClient.tyres} tyres): ${REQUESTS} requests per scenario from ${CONCURRENCY} concurrent ` +
      'connections after 5 warm-up requests; times in ms from sending the request to reading the whole answer, ' +
      'client and server in one process.',
    `- Budget: list pages p95 ≤ ${LIST_BUDGET_MS} ms on PostgreSQL` +
      (kind === 'postgresql'
        ? '.'
        : ' (not checked here: PGlite runs one query at a time, so 10 concurrent requests queue).'),
    '',
    '| Scenario | p50 (ms) | p95 (ms) | p99 (ms) | Budget ok |',
    '| --- | ---: | ---: | ---: | :---: |',
    ...params.results.map(
      (r) =>
        `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ` +
        `${r.budget === undefined || kind !== 'postgresql' ? '—' : r.p95 <= r.budget ? 'yes' : 'no'} |`,
    ),
    '',
    `Exports, one at a time, bytes read and dropped as they arrive. Time: median of ${EXPORT_RUNS - 1} downloads. ` +
      'RSS growth: the largest seen while downloading (includes garbage not yet collected). Live heap growth: ' +
      'the JS heap after a forced full collection every 100 ms during one more download (node --expose-gc); ' +
      'an export that held every row would grow it with the row count.',
    '',
    '| Export | Time (s) | Size (MB) | Peak RSS growth (MB) | Peak live heap growth (MB) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...params.exports.map(
      (e) =>
        `| ${e.name} | ${e.seconds.toFixed(2)} | ${e.megabytes.toFixed(1)} | ${e.rssDeltaMb.toFixed(0)} | ` +
        `${e.liveHeapDeltaMb === undefined ? '—' : e.liveHeapDeltaMb.toFixed(1)} |`,
    ),
    '',
  ];
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${date}-${kind}.md`);
  fs.writeFileSync(file, lines.join('\n'));
  console.info(lines.join('\n'));
  log(`written to bench/results/${path.basename(file)}`);
}

async function main() {
  const { database, cleanup, fresh } = await openBenchDatabase();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-uploads-'));
  try {
    await database.migrate();
    let loadSeconds: number | undefined;
    if (fresh) {
      const started = performance.now();
      log(`generating data on ${kind}…`);
      await generate(database.db, { scale: SCALE, log });
      loadSeconds = ms(started) / 1000;
      log(`loaded in ${loadSeconds.toFixed(0)} s`);
      if (args['load-only']) return;
    }
    const { big: bigClientId, small: smallClientId, sizes } = await findGenerated(database.db);
    const versionResult = await database.db.execute(sql`select version() as version`);
    const version = (versionResult as unknown as { rows: { version: string }[] }).rows[0];
    const serverVersion = `${kind === 'pglite' ? 'PGlite ' : ''}${(version?.version ?? '').split(' on ')[0]}`;

    const app = await buildApp({
      config: loadConfig({ PORT: '3000', PUBLIC_URL: 'http://localhost' }),
      database,
      uploadsDir,
      webDist: path.join(uploadsDir, 'no-web'),
    });
    const address = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
    try {
      const signIn = async (email: string) => {
        const login = await fetch(`${address}/api/login/authenticateSimplified`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: BENCH_PASSWORD }),
        });
        if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
        return ((await login.json()) as { token: string }).token;
      };
      const token = await signIn(benchAdminEmail(0));

      const loadAtStart = os.loadavg()[0] ?? 0;
      const samples = await samplesOf(database.db, bigClientId);
      const results: Result[] = [];
      const only = args.only ? new RegExp(args.only, 'i') : undefined;
      for (const scenario of scenarios(bigClientId, samples).filter((s) => !only || only.test(s.name))) {
        const result = await measure(address, token, scenario);
        log(`${result.name}: p50 ${fmt(result.p50)} p95 ${fmt(result.p95)} p99 ${fmt(result.p99)} ms`);
        results.push(result);
      }
      // The big client's exports, and the tyres of an ordinary client (a tenth of the rows) for comparison:
      // a streaming export grows memory by about the same amount for both.
      const smallToken = await signIn(benchAdminEmail(1));
      const exportRuns = [
        { name: 'Vehículos .csv', url: '/vehiculos/export', tipo: '.csv', clientId: bigClientId, token },
        { name: 'Vehículos .xlsx', url: '/vehiculos/export', tipo: '.xlsx', clientId: bigClientId, token },
        { name: 'Neumáticos .csv', url: '/neumaticos/export', tipo: '.csv', clientId: bigClientId, token },
        { name: 'Neumáticos .xlsx', url: '/neumaticos/export', tipo: '.xlsx', clientId: bigClientId, token },
        {
          name: 'Neumáticos .csv, cliente pequeño',
          url: '/neumaticos/export',
          tipo: '.csv',
          clientId: smallClientId,
          token: smallToken,
        },
        {
          name: 'Neumáticos .xlsx, cliente pequeño',
          url: '/neumaticos/export',
          tipo: '.xlsx',
          clientId: smallClientId,
          token: smallToken,
        },
      ].filter((run) => !only || only.test(`Exportar ${run.name}`));
      const exports: ExportResult[] = [];
      for (const run of exportRuns) {
        const result = await measureExport(address, run.token, run.name, run.url, {
          id_cliente: run.clientId,
          tipo: run.tipo,
        });
        log(
          `export ${result.name}: ${result.seconds.toFixed(2)} s, +${result.rssDeltaMb.toFixed(0)} MB RSS, ` +
            `+${result.liveHeapDeltaMb?.toFixed(1) ?? '?'} MB live heap`,
        );
        exports.push(result);
      }
      if (only) return;
      const [big] = await database.db
        .select({
          vehicles: sql<number>`(select count(*)::int from vehiculos where id_cliente = ${bigClientId})`,
          tyres: sql<number>`(select count(*)::int from neumaticos where id_cliente = ${bigClientId})`,
        })
        .from(clientes)
        .where(eq(clientes.id, bigClientId));
      report({
        serverVersion,
        sizes,
        bigClient: big ?? { vehicles: 0, tyres: 0 },
        results,
        exports,
        loadSeconds,
        loadAverage: [loadAtStart, os.loadavg()[0] ?? 0],
      });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
