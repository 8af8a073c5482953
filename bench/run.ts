/**
 * List, screen and export benchmark (see bench/README.md). Loads the generated data into a fresh PostgreSQL
 * database (or PGlite with `--db pglite`), starts the server as its own process (`server-process.ts`), signs in
 * as the big client's administrator and sends the requests from a load generator in another process
 * (`load-generator.ts`); writes a dated markdown table to bench/results/.
 *
 *   npm run bench -- [--db postgresql|pglite] [--requests 200] [--concurrency 10] [--scale 1] [--reuse]
 *                    [--load-only]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { INSPECTION_SORTS, TYRE_SORTS, VEHICLE_SORTS } from '@huella/contracts';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client';
import { DEFAULT_DATABASE_URL, findGenerated, recreatePostgres, samplesOf, signIn } from './bench-data';
import { benchAdminEmail, type DataSizes, generate } from './generate';
import { generateInspections } from './inspection-data';
import { type LoadGenerator, startLoadGenerator } from './load';
import { backendsCpu, cpuBetween } from './postgres-cpu';
import { canReadProcessCpu } from './proc-stats';
import { SERVER_APP_NAME, type ServerProcess, startServer } from './server-process';
import { percentile } from './stats';

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
/** Issue 12: the inspection report's list over two years of inspections. */
const INSPECTION_LIST_BUDGET_MS = 100;
const EXPORT_RUNS = 4;

const log = (line: string) => console.info(`[bench] ${line}`);
const ms = (from: number) => performance.now() - from;

interface Scenario {
  name: string;
  /** POST with `body` unless GET (the query string then in `url`). */
  method?: 'GET';
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
  /** CPU per request in ms: the server process, its PostgreSQL backends (PostgreSQL only). */
  serverCpu: number;
  dbCpu: number | undefined;
}

interface Bench {
  server: ServerProcess;
  load: LoadGenerator;
  /** A connection of the bench's own, to find the server's backends (PostgreSQL only). */
  admin: pg.Client | undefined;
}

/** Bodies for every request number (the load generator takes them as a list). */
const bodiesOf = (scenario: Scenario, count: number) =>
  Array.from({ length: count }, (_, n) => scenario.body(n));

/** N requests from `CONCURRENCY` connections; each duration includes reading the whole answer. */
async function measure(bench: Bench, token: string, scenario: Scenario): Promise<Result> {
  const job = {
    base: bench.server.url,
    token,
    method: scenario.method ?? ('POST' as const),
    path: `/api${scenario.url}`,
    concurrency: CONCURRENCY,
  };
  const bodiesFor = (count: number) => (scenario.method === 'GET' ? undefined : bodiesOf(scenario, count));
  // Warm-up at the same concurrency: every pool connection open, plans cached, pages in the buffer cache.
  const warmup = Math.max(5, 2 * CONCURRENCY);
  await bench.load.run({ ...job, bodies: bodiesFor(warmup), count: warmup });
  const serverBefore = bench.server.cpuNs();
  const dbBefore = bench.admin && (await backendsCpu(bench.admin, SERVER_APP_NAME));
  const result = await bench.load.run({ ...job, bodies: bodiesFor(REQUESTS), count: REQUESTS });
  const serverAfter = bench.server.cpuNs();
  const dbAfter = bench.admin && (await backendsCpu(bench.admin, SERVER_APP_NAME));
  const durations = [...result.durations].sort((a, b) => a - b);
  return {
    name: scenario.name,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    budget: scenario.budget,
    serverCpu: (serverAfter - serverBefore) / 1e6 / REQUESTS,
    dbCpu: dbBefore && dbAfter ? cpuBetween(dbBefore, dbAfter) / 1e6 / REQUESTS : undefined,
  };
}

interface ExportResult {
  name: string;
  seconds: number;
  megabytes: number;
  rssDeltaMb: number;
  /** Growth of the server's live JS heap (after a full collection). */
  liveHeapDeltaMb: number | undefined;
}

/**
 * Downloads an export (the load generator reads and drops the bytes as they arrive) while sampling the server
 * process's memory. RSS also grows with garbage not yet collected; the live heap (sampled after a forced
 * collection in the server, on the first run only: it slows the export) is what an export holding every row
 * would inflate.
 */
async function measureExport(
  bench: Bench,
  token: string,
  name: string,
  url: string,
  body: unknown,
  method: 'GET' | 'POST' = 'POST',
) {
  const runs: ExportResult[] = [];
  for (let run = 0; run < EXPORT_RUNS; run += 1) {
    const sampleHeap = run === 0;
    const baseline = { rss: bench.server.rssBytes(), heap: (await bench.server.heap()).heapUsed };
    let peakRss = baseline.rss;
    let peakHeap = baseline.heap;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peakRss = Math.max(peakRss, bench.server.rssBytes());
        if (sampleHeap) peakHeap = Math.max(peakHeap, (await bench.server.heap()).heapUsed);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const result = await bench.load.run({
      base: bench.server.url,
      token,
      method,
      path: `/api${url}`,
      bodies: method === 'GET' ? undefined : [body],
      count: 1,
      concurrency: 1,
    });
    const seconds = ms(started) / 1000;
    sampling = false;
    await sampler;
    peakRss = Math.max(peakRss, bench.server.rssBytes());
    runs.push({
      name,
      seconds,
      megabytes: result.bytes / 1e6,
      rssDeltaMb: (peakRss - baseline.rss) / 1e6,
      liveHeapDeltaMb: sampleHeap ? (peakHeap - baseline.heap) / 1e6 : undefined,
    });
  }
  // The first run samples the live heap with forced collections (slower): times are the median of the others.
  const timed = runs.slice(1).sort((a, b) => a.seconds - b.seconds);
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
  const report = (query: string) => `/inspecciones/getAllInspectionsMinified?id_cliente=${clientId}&${query}`;
  const inspections: Scenario[] = [
    { name: 'Inspecciones: primera página', method: 'GET' as const, url: report('page=1&per_page=10') },
    { name: 'Inspecciones: página 500', method: 'GET' as const, url: report('page=500&per_page=10') },
    {
      name: `Inspecciones: búsqueda por placa ("${samples.plate}")`,
      method: 'GET' as const,
      url: report(`page=1&per_page=10&search=${encodeURIComponent(samples.plate)}`),
    },
    ...INSPECTION_SORTS.filter((sortBy) => sortBy !== 'identificador').map((sortBy) => ({
      name: `Inspecciones: orden ${sortBy}`,
      method: 'GET' as const,
      url: report(`page=1&per_page=10&sortBy=${sortBy}&sortDirection=asc`),
    })),
    {
      name: 'Inspecciones: búsqueda por código ("B0001234")',
      method: 'GET' as const,
      url: report('search=B0001234'),
    },
  ].map((s) => ({ ...s, body: () => undefined, budget: INSPECTION_LIST_BUDGET_MS }));
  return [
    ...[...vehicles, ...tyres].map((s) => ({ ...s, budget: LIST_BUDGET_MS })),
    ...screens,
    ...inspections,
  ];
}

const fmt = (value: number | undefined, digits = 1) =>
  value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);

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
      'connections after a warm-up at the same concurrency; times in ms from sending the request to reading the ' +
      'whole answer. The server runs as its own process (the production entry) and the requests come from ' +
      'another; CPU per request in ms: the server process (all threads) and, on PostgreSQL, its backends.',
    `- Budget: list pages p95 ≤ ${LIST_BUDGET_MS} ms on PostgreSQL` +
      (kind === 'postgresql'
        ? '.'
        : ' (not checked here: PGlite runs one query at a time, so 10 concurrent requests queue).'),
    '',
    '| Scenario | p50 (ms) | p95 (ms) | p99 (ms) | Server CPU | DB CPU | Budget ok |',
    '| --- | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...params.results.map(
      (r) =>
        `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.serverCpu, 2)} | ` +
        `${fmt(r.dbCpu, 2)} | ` +
        `${r.budget === undefined || kind !== 'postgresql' ? '—' : r.p95 <= r.budget ? 'yes' : 'no'} |`,
    ),
    '',
    `Exports, one at a time, bytes read and dropped as they arrive. Time: median of ${EXPORT_RUNS - 1} downloads. ` +
      "RSS growth: the server process's, the largest seen while downloading (includes garbage not yet " +
      "collected). Live heap growth: the server's JS heap after a forced full collection every 100 ms during " +
      'one more download; an export that held every row would grow it with the row count.',
    '',
    '| Export | Time (s) | Size (MB) | Peak RSS growth (MB) | Peak live heap growth (MB) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...params.exports.map(
      (e) =>
        `| ${e.name} | ${e.seconds.toFixed(2)} | ${e.megabytes.toFixed(1)} | ${e.rssDeltaMb.toFixed(0)} | ` +
        `${fmt(e.liveHeapDeltaMb)} |`,
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

/**
 * Opens the bench database for loading (and reading the samples); closed before the server opens it (PGlite
 * allows one process). PostgreSQL: `BENCH_DATABASE_URL`, dropped and recreated unless --reuse.
 */
async function openBenchDatabase(
  workDir: string,
): Promise<{ database: Database; url?: string; fresh: boolean }> {
  if (kind === 'postgresql') {
    const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
    if (!args.reuse) await recreatePostgres(url);
    return { database: openPostgres(url), url, fresh: !args.reuse };
  }
  return { database: await openPglite(workDir), fresh: true };
}

async function main() {
  if (!canReadProcessCpu()) throw new Error('this bench reads CPU times from /proc (Linux)');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-'));
  const load = startLoadGenerator();
  let server: ServerProcess | undefined;
  let admin: pg.Client | undefined;
  try {
    const { database, url, fresh } = await openBenchDatabase(workDir);
    let loaded: Awaited<ReturnType<typeof findGenerated>>;
    let samples: Awaited<ReturnType<typeof samplesOf>>;
    let loadSeconds: number | undefined;
    try {
      await database.migrate();
      if (fresh) {
        const started = performance.now();
        log(`generating data on ${kind}…`);
        await generate(database.db, { scale: SCALE, log });
        loadSeconds = ms(started) / 1000;
        log(`loaded in ${loadSeconds.toFixed(0)} s`);
        if (args['load-only']) return;
      }
      loaded = await findGenerated(database.db);
      // Data loaded before issue 12 (--reuse) gets its inspections now; a no-op once they exist.
      const inspected = await generateInspections(database.db, loaded.big);
      log(`inspections of the big client: ${inspected.inspections}, readings ${inspected.readings}`);
      samples = await samplesOf(database.db, loaded.big, loaded.bigSize);
    } finally {
      await database.close();
    }

    server = await startServer({
      databaseUrl: url,
      dataDir: workDir,
      logFile: path.join(workDir, 'server.log'),
    });
    log(`server pid ${server.pid} at ${server.url}`);
    let serverVersion = 'PGlite';
    if (url) {
      admin = new pg.Client({ connectionString: url, application_name: 'huella-bench' });
      await admin.connect();
      const version = await admin.query<{ v: string }>('select version() as v');
      serverVersion = version.rows[0]?.v.split(' on ')[0] ?? '';
    }
    const bench: Bench = { server, load, admin };
    const { token } = await signIn(server.url, benchAdminEmail(0));

    const loadAtStart = os.loadavg()[0] ?? 0;
    const results: Result[] = [];
    const only = args.only ? new RegExp(args.only, 'i') : undefined;
    for (const scenario of scenarios(loaded.big, samples).filter((s) => !only || only.test(s.name))) {
      const result = await measure(bench, token, scenario);
      log(
        `${result.name}: p50 ${fmt(result.p50)} p95 ${fmt(result.p95)} p99 ${fmt(result.p99)} ms; ` +
          `CPU/request server ${fmt(result.serverCpu, 2)} db ${fmt(result.dbCpu, 2)} ms`,
      );
      results.push(result);
    }
    // The big client's exports, and the tyres of an ordinary client (a tenth of the rows) for comparison:
    // a streaming export grows memory by about the same amount for both.
    const { token: smallToken } = await signIn(server.url, benchAdminEmail(1));
    const exportRuns = [
      { name: 'Vehículos .csv', url: '/vehiculos/export', tipo: '.csv', clientId: loaded.big, token },
      { name: 'Vehículos .xlsx', url: '/vehiculos/export', tipo: '.xlsx', clientId: loaded.big, token },
      { name: 'Neumáticos .csv', url: '/neumaticos/export', tipo: '.csv', clientId: loaded.big, token },
      { name: 'Neumáticos .xlsx', url: '/neumaticos/export', tipo: '.xlsx', clientId: loaded.big, token },
      {
        name: 'Neumáticos .csv, cliente pequeño',
        url: '/neumaticos/export',
        tipo: '.csv',
        clientId: loaded.small,
        token: smallToken,
      },
      {
        name: 'Neumáticos .xlsx, cliente pequeño',
        url: '/neumaticos/export',
        tipo: '.xlsx',
        clientId: loaded.small,
        token: smallToken,
      },
    ].filter((run) => !only || only.test(`Exportar ${run.name}`));
    // Issue 12: the inspection exports of the big client (GET, query string): a 12-month period as CSV, one
    // month as Excel, and the report itself (one row per inspection).
    const inspectionExports = [
      {
        name: 'Inspecciones .csv, 12 meses (lecturas)',
        url: `/excel/reporteinspecciones?id_cliente=${loaded.big}&fechaini=2024-07-01&fechafin=2025-06-30&extension=csv`,
      },
      {
        name: 'Inspecciones .xlsx, 1 mes (lecturas)',
        url: `/excel/reporteinspecciones?id_cliente=${loaded.big}&fechaini=2025-06-01&fechafin=2025-06-30&extension=xlsx`,
      },
      {
        name: 'Inspecciones .xlsx, reporte (una fila por inspección)',
        url: `/excel/reporteinspeccionesminified?id_cliente=${loaded.big}&extension=xlsx`,
      },
    ].filter((run) => !only || only.test(`Exportar ${run.name}`));
    const exports: ExportResult[] = [];
    for (const run of exportRuns) {
      const result = await measureExport(bench, run.token, run.name, run.url, {
        id_cliente: run.clientId,
        tipo: run.tipo,
      });
      log(
        `export ${result.name}: ${result.seconds.toFixed(2)} s, +${result.rssDeltaMb.toFixed(0)} MB RSS, ` +
          `+${fmt(result.liveHeapDeltaMb)} MB live heap`,
      );
      exports.push(result);
    }
    for (const run of inspectionExports) {
      const result = await measureExport(bench, token, run.name, run.url, undefined, 'GET');
      log(
        `export ${result.name}: ${result.seconds.toFixed(2)} s, ${result.megabytes.toFixed(1)} MB, ` +
          `+${result.rssDeltaMb.toFixed(0)} MB RSS, +${fmt(result.liveHeapDeltaMb)} MB live heap`,
      );
      exports.push(result);
    }
    if (only) return;
    report({
      serverVersion,
      sizes: loaded.sizes,
      bigClient: loaded.bigSize,
      results,
      exports,
      loadSeconds,
      loadAverage: [loadAtStart, os.loadavg()[0] ?? 0],
    });
  } finally {
    await server?.stop();
    load.stop();
    await admin?.end();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
