/**
 * The internal reports at the large scale (spec 3 §2.15, §2.17, §2.18): the marketing reports over the whole
 * market (21 bench clients, two years of readings) and the user actions report over a million logged actions.
 * Budget: p95 ≤ 1 s per call; the exports must stream (time to first byte, peak memory of the server).
 *
 *   npx tsx bench/internal-reports.bench.ts                       # PGlite: load the data (kept), then measure
 *   npx tsx bench/internal-reports.bench.ts --reuse               # measure again on the kept data
 *   npx tsx bench/internal-reports.bench.ts --db postgresql [--reuse]
 *   npx tsx bench/internal-reports.bench.ts --reuse --only 'Acciones' --requests 5
 *
 * 1. Data: `generate.ts` (clients, fleets, the big client's two years of inspections), then
 *    `internal-reports-data.ts` (sectors, the ordinary clients' inspections, readings on the tyre's life, a
 *    million actions). PGlite keeps it in `--data-dir` (recreated unless `--reuse`); PostgreSQL in
 *    `BENCH_INTERNAL_DATABASE_URL` (default `…/huella_bench_internal`, dropped and recreated unless `--reuse`).
 * 2. The server as its own process (`server-process.ts`), signed in as the demo superadmin (the whole market)
 *    and the demo technician (two clients). Each call `--requests` times from `--concurrency` connections
 *    (default 1: one internal user asking; PGlite runs one statement at a time anyway) after a warm-up.
 * 3. Exports one at a time, read as they arrive: time to first byte, total time, size, the server's peak RSS
 *    growth and (a second download) its peak live heap growth after forced collections.
 * 4. `results/YYYY-MM-DD-internal-reports.md`, a section per database (not with `--only`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client';
import { findGenerated, recreatePostgres, signIn } from './bench-data';
import { generate } from './generate';
import { INSPECTIONS_FROM } from './inspection-data';
import { ACTIONS_UNTIL, addInternalReportsData, type InternalReportsSizes } from './internal-reports-data';
import { type LoadGenerator, startLoadGenerator } from './load';
import { type ServerProcess, startServer } from './server-process';
import { percentile } from './stats';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'huella-bench-internal-reports') },
    scale: { type: 'string', default: '1' },
    requests: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '1' },
    reuse: { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const kind = args.db === 'postgresql' ? 'postgresql' : 'pglite';
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const DATA_DIR = String(args['data-dir']);
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/huella_bench_internal';
const BUDGET_MS = 1000;
const SLOW_MS = 3000;
const SLOW_REQUESTS = 5;
const SUPERADMIN = 'superadmin@huella.pe';
const TECHNICIAN = 'tecnico@huella.pe';

const log = (line: string) => console.info(`[internal-reports] ${line}`);
const fmt = (value: number | undefined, digits = 0) =>
  value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);

interface Scenario {
  name: string;
  path: string;
  body: unknown;
  /** The technician's token instead of the superadmin's. */
  technician?: boolean;
}

interface Result {
  name: string;
  p50: number;
  p95: number;
  max: number;
  /** Bytes of one answer. */
  bytes: number;
  /** Requests timed. */
  count: number;
}

interface ExportResult {
  name: string;
  firstByteMs: number;
  seconds: number;
  megabytes: number;
  rssDeltaMb: number;
  liveHeapDeltaMb: number;
}

/** The market's two years, and one quarter of it. */
const MARKET_FROM = INSPECTIONS_FROM;
const MARKET_TO = '2025-12-31';

function scenarios(): { calls: Scenario[]; exports: Scenario[] } {
  const market = (condicion: number, extra: Record<string, unknown> = {}) => ({
    condicion,
    fechainicio: MARKET_FROM,
    fechafin: MARKET_TO,
    empresareencauchadora: [],
    nsdminimo: [],
    medida: [],
    sector: [],
    reporteagrupado: false,
    ...extra,
  });
  const reports: [string, string][] = [
    ['Neumáticos reencauchados (por empresa y condición)', 'etl/condicionneumaticosxcliente'],
    ['Medidas inspeccionadas', 'etl/medidaneumaticosxcliente'],
    ['Diseños por empresa', 'etl/disenioneumaticosxcliente'],
    ['Medidas por sector (y clientes por sector)', 'etl/medidasneumaticosxsector'],
    ['Rendimiento por sector', 'etl/rendimientoneumaticos'],
  ];
  const calls: Scenario[] = [
    { name: 'Marketing: opciones de los filtros', path: '/api/etl/filtrosReportesMarketing', body: {} },
    ...reports.flatMap(([name, route]) => [
      { name: `Marketing: ${name}, reencauchados, 2 años`, path: `/api/${route}`, body: market(0) },
      { name: `Marketing: ${name}, nuevos, 2 años`, path: `/api/${route}`, body: market(1) },
    ]),
    {
      name: 'Marketing: Diseños por empresa, reencauchados, 2 años, agrupado',
      path: '/api/etl/disenioneumaticosxcliente',
      body: market(0, { reporteagrupado: true }),
    },
    {
      name: 'Marketing: Medidas inspeccionadas, nuevos, 2 años, un sector',
      path: '/api/etl/medidaneumaticosxcliente',
      body: market(1, { sector: [1] }),
    },
    {
      name: 'Marketing: Neumáticos reencauchados, un trimestre',
      path: '/api/etl/condicionneumaticosxcliente',
      body: market(0, { fechainicio: '2025-07-01', fechafin: '2025-09-30' }),
    },
    {
      name: 'Marketing: Neumáticos reencauchados, 2 años, técnico (2 clientes)',
      path: '/api/etl/condicionneumaticosxcliente',
      body: market(0),
      technician: true,
    },
    {
      name: 'ETL: inspecciones por cliente, 2 años',
      path: '/api/etl/inspeccionesxcliente',
      body: { fechainicio: MARKET_FROM, fechafin: MARKET_TO, condicion: 0 },
    },
  ];
  const actions = (from: string, page: number) => ({
    fecha_inicial: from,
    fecha_final: ACTIONS_UNTIL,
    page,
    per_page: 10,
  });
  const lastMonth = '2026-10-25';
  calls.push(
    {
      name: 'Acciones: último mes, página 1',
      path: '/api/reporte/accionesusuario',
      body: actions(lastMonth, 1),
    },
    {
      name: 'Acciones: último mes, página 100',
      path: '/api/reporte/accionesusuario',
      body: actions(lastMonth, 100),
    },
    {
      name: 'Acciones: último año, página 1',
      path: '/api/reporte/accionesusuario',
      body: actions('2025-11-25', 1),
    },
    {
      name: 'Acciones: 2 años (1 millón), página 1',
      path: '/api/reporte/accionesusuario',
      body: actions('2024-11-24', 1),
    },
    {
      name: 'Acciones: 2 años (1 millón), página 1 000',
      path: '/api/reporte/accionesusuario',
      body: actions('2024-11-24', 1000),
    },
    {
      name: 'Acciones: 2 años, página 1, técnico (sus clientes)',
      path: '/api/reporte/accionesusuario',
      body: actions('2024-11-24', 1),
      technician: true,
    },
  );
  const exports: Scenario[] = [
    {
      name: 'Acciones .xlsx, último mes',
      path: '/api/excel/reporteaccionusuarios',
      body: { fecha_inicial: lastMonth, fecha_final: ACTIONS_UNTIL },
    },
    {
      name: 'Acciones .xlsx, último trimestre',
      path: '/api/excel/reporteaccionusuarios',
      body: { fecha_inicial: '2026-08-25', fecha_final: ACTIONS_UNTIL },
    },
    {
      name: 'ETL inspecciones .xlsx, reencauchados, un mes (todo el mercado)',
      path: '/api/excel/reporteetlinspecciones',
      body: { fechainicio: '2025-06-01', fechafin: '2025-06-30', condicion: 0 },
    },
    {
      name: 'ETL inspecciones .xlsx, reencauchados, un trimestre (todo el mercado)',
      path: '/api/excel/reporteetlinspecciones',
      body: { fechainicio: '2025-04-01', fechafin: '2025-06-30', condicion: 0 },
    },
    {
      name: 'Marketing .xlsx: neumáticos reencauchados, 2 años',
      path: '/api/excel/mkgneumaticosreencauchados',
      body: market(0),
    },
  ];
  return { calls, exports };
}

async function measure(
  load: LoadGenerator,
  base: string,
  token: string,
  scenario: Scenario,
): Promise<Result> {
  const job = { base, token, method: 'POST' as const, path: scenario.path, concurrency: CONCURRENCY };
  const warmup = await load.run({ ...job, bodies: [scenario.body], count: Math.max(2, CONCURRENCY) });
  // A call of seconds is timed fewer times (the bench must end): its p95 is then the slowest of those.
  const count = Math.max(...warmup.durations) > SLOW_MS ? Math.min(REQUESTS, SLOW_REQUESTS) : REQUESTS;
  const result = await load.run({ ...job, bodies: [scenario.body], count });
  const sorted = [...result.durations].sort((a, b) => a - b);
  return {
    name: scenario.name,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    bytes: result.bytes / count,
    count,
  };
}

/** One download read as it arrives: when its first body byte came, when its last did, and its size. */
async function download(base: string, token: string, scenario: Scenario) {
  const started = performance.now();
  const response = await fetch(`${base}${scenario.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(scenario.body),
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`${scenario.path}: ${response.status} ${await response.text()}`);
  let firstByteMs = Number.NaN;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += (chunk as Uint8Array).length;
  }
  return { firstByteMs, ms: performance.now() - started, bytes };
}

/**
 * Twice: the first download samples the server's RSS every 100 ms (its time and first byte are reported),
 * the second its live heap after a forced full collection every 250 ms (slower: only the growth is kept).
 */
async function measureExport(
  server: ServerProcess,
  token: string,
  scenario: Scenario,
): Promise<ExportResult> {
  const sampled = async (sample: () => Promise<number>, every: number) => {
    const baseline = await sample();
    let peak = baseline;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await sample());
        await new Promise((resolve) => setTimeout(resolve, every));
      }
    })();
    const result = await download(server.url, token, scenario);
    sampling = false;
    await sampler;
    peak = Math.max(peak, await sample());
    return { ...result, growthMb: (peak - baseline) / 1e6 };
  };
  const timed = await sampled(async () => server.rssBytes(), 100);
  const heap = await sampled(async () => (await server.heap()).heapUsed, 250);
  return {
    name: scenario.name,
    firstByteMs: timed.firstByteMs,
    seconds: timed.ms / 1000,
    megabytes: timed.bytes / 1e6,
    rssDeltaMb: timed.growthMb,
    liveHeapDeltaMb: heap.growthMb,
  };
}

function writeResults(params: { header: string[]; results: Result[]; exports: ExportResult[] }) {
  const date = new Date().toISOString().slice(0, 10);
  const title = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const section = [
    `## ${title}`,
    '',
    ...params.header,
    '',
    '| Llamada | veces | p50 ms | p95 ms | máx. ms | respuesta kB | p95 ≤ 1 s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...params.results.map(
      (r) =>
        `| ${r.name} | ${r.count} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${fmt(r.bytes / 1000, 1)} | ` +
        `${r.p95 <= BUDGET_MS ? 'sí' : '**no**'} |`,
    ),
    '',
    '| Exportación | primer byte ms | total s | MB | RSS pico +MB | heap vivo pico +MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...params.exports.map(
      (e) =>
        `| ${e.name} | ${fmt(e.firstByteMs)} | ${fmt(e.seconds, 1)} | ${fmt(e.megabytes, 1)} | ` +
        `${fmt(e.rssDeltaMb)} | ${fmt(e.liveHeapDeltaMb, 1)} |`,
    ),
    '',
  ].join('\n');
  const file = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'results',
    `${date}-internal-reports.md`,
  );
  // One file per day, a section per database: a run replaces its own section and keeps the other's.
  const sections = new Map<string, string>();
  if (fs.existsSync(file)) {
    for (const part of fs
      .readFileSync(file, 'utf8')
      .split(/^(?=## )/m)
      .slice(1))
      sections.set(part.split('\n')[0] ?? '', part.trimEnd() + '\n');
  }
  sections.set(`## ${title}`, section);
  const text = [
    `# Reportes internos (uso y marketing): ${date}`,
    '',
    'Generado por `bench/internal-reports.bench.ts`; lectura y conclusiones en bench/README.md.',
    '',
    ...[...sections.values()],
  ].join('\n');
  fs.writeFileSync(file, text);
  log(`results in ${file}`);
}

async function openBenchDatabase(): Promise<{ database: Database; url?: string; fresh: boolean }> {
  if (kind === 'postgresql') {
    const url = process.env.BENCH_INTERNAL_DATABASE_URL ?? DEFAULT_URL;
    if (!args.reuse) await recreatePostgres(url);
    return { database: openPostgres(url), url, fresh: !args.reuse };
  }
  if (!args.reuse) fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const fresh = !fs.existsSync(path.join(DATA_DIR, 'pg'));
  return { database: await openPglite(DATA_DIR), fresh };
}

async function main() {
  const { database, url, fresh } = await openBenchDatabase();
  let sizes: InternalReportsSizes;
  let loaded: Awaited<ReturnType<typeof findGenerated>>;
  try {
    await database.migrate();
    if (fresh) {
      const started = performance.now();
      log(`generating data on ${kind}…`);
      await generate(database.db, { scale: Number(args.scale), log });
      log(`fleets loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    loaded = await findGenerated(database.db);
    sizes = await addInternalReportsData(database.db, { big: loaded.big, log });
  } finally {
    await database.close();
  }
  const header = [
    `- Base: ${kind === 'pglite' ? 'PGlite (embebida, un proceso)' : 'PostgreSQL'}; máquina ${os.cpus().length} CPU ` +
      `compartidas; carga media (1 min) al empezar ${fmt(os.loadavg()[0], 1)}.`,
    `- Datos: ${sizes.clients} clientes bench (más los 2 de la demo) en 6 sectores, ${loaded.sizes.tyres} neumáticos, ` +
      `${sizes.inspections} inspecciones y ${sizes.readings} lecturas (${sizes.retreadedReadings} de una vida ` +
      `reencauchada; las de los clientes bench de ${MARKET_FROM} a ${MARKET_TO}, las de la demo hasta hoy); ` +
      `${sizes.actions} acciones registradas hasta ${ACTIONS_UNTIL}.`,
    `- Cada llamada ${REQUESTS} veces (${SLOW_REQUESTS} si el calentamiento pasó de ${SLOW_MS / 1000} s) desde ` +
      `${CONCURRENCY} conexión(es), tras un calentamiento, como el ` +
      'superadministrador (todo el mercado) salvo las marcadas «técnico» (2 clientes asignados). Tiempos desde ' +
      'enviar la solicitud hasta leer la respuesta entera.',
  ];
  log(header.join('\n'));
  if (args['load-only']) return;

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-internal-'));
  const load = startLoadGenerator();
  let server: ServerProcess | undefined;
  const only = args.only ? new RegExp(args.only, 'i') : undefined;
  try {
    server = await startServer({
      databaseUrl: url,
      dataDir: kind === 'pglite' ? DATA_DIR : path.join(workDir, 'data'),
      logFile: path.join(workDir, 'server.log'),
    });
    const tokens = {
      superadmin: (await signIn(server.url, SUPERADMIN)).token,
      technician: (await signIn(server.url, TECHNICIAN)).token,
    };
    const { calls, exports } = scenarios();
    const results: Result[] = [];
    for (const scenario of calls.filter((s) => !only || only.test(s.name))) {
      const token = scenario.technician ? tokens.technician : tokens.superadmin;
      const result = await measure(load, server.url, token, scenario);
      log(`${result.name}: p50 ${fmt(result.p50)} p95 ${fmt(result.p95)} máx. ${fmt(result.max)} ms`);
      results.push(result);
    }
    const exported: ExportResult[] = [];
    for (const scenario of exports.filter((s) => !only || only.test(s.name))) {
      const result = await measureExport(server, tokens.superadmin, scenario);
      log(
        `${result.name}: first byte ${fmt(result.firstByteMs)} ms, ${fmt(result.seconds, 1)} s, ` +
          `${fmt(result.megabytes, 1)} MB, RSS +${fmt(result.rssDeltaMb)} MB, live heap +${fmt(result.liveHeapDeltaMb, 1)} MB`,
      );
      exported.push(result);
    }
    if (!only) writeResults({ header, results, exports: exported });
  } finally {
    await server?.stop();
    load.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
