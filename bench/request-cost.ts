/**
 * Request cost (issue 9): what each hot request costs against the SQL it sends, and the cold first screen.
 *
 *   npx tsx bench/request-cost.ts [--scale 1] [--requests 200] [--reuse] [--web-dist apps/web/dist] [--runs 5]
 *                                 [--skip-web] [--only <regex>] [--date YYYY-MM-DD]
 *
 * 1. Data as `run.ts` loads it (PostgreSQL only: the ratio needs pgbench and per-backend CPU).
 * 2. The server runs as its own process (`server-process.ts`: the production entry on a port) and the requests
 *    come from another (`load-generator.ts`), so neither the load generator's nor the bench's CPU is counted
 *    against the server.
 * 3. Per scenario: the statements one request sends are captured in the server (`server-hooks.ts`); then, at
 *    concurrency 1 and 10, the API is measured (p50/p95, server CPU per request from /proc, CPU per request of
 *    the server's PostgreSQL backends) and the captured statements are replayed with pgbench at the same
 *    concurrency and count (`sql-replay.ts`), prepared (the ratio's denominator) and unprepared.
 * 4. Cold loads of `/vehiculos` in Chromium (`web-cold-load.ts`) against the web build the server serves, and
 *    the build's initial JS (`web-initial-js.ts`).
 * 5. `results/YYYY-MM-DD-request-cost.md` with every budget of the issue, met or not and by how much.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client';
import {
  DEFAULT_DATABASE_URL,
  findGenerated,
  recreatePostgres,
  samplesOf,
  type SignedIn,
  signIn,
} from './bench-data';
import { benchAdminEmail, type DataSizes, generate } from './generate';
import { type LoadGenerator, startLoadGenerator } from './load';
import { backendsCpu, cpuBetween } from './postgres-cpu';
import { canReadProcessCpu } from './proc-stats';
import { SERVER_APP_NAME, type ServerProcess, startServer } from './server-process';
import type { CapturedStatement } from './server-hooks';
import { replay, type ReplayResult } from './sql-replay';
import { median, percentile } from './stats';
import { type ColdLoad, measureColdLoads } from './web-cold-load';
import { initialJs } from './web-initial-js';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    requests: { type: 'string', default: '200' },
    reuse: { type: 'boolean', default: false },
    'web-dist': {
      type: 'string',
      default: fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
    },
    runs: { type: 'string', default: '5' },
    'skip-web': { type: 'boolean', default: false },
    only: { type: 'string' },
    date: { type: 'string', default: new Date().toISOString().slice(0, 10) },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCIES = [1, 10];
const WARMUP_REQUESTS = 100;
const WEB_RUNS = Number(args.runs);
const WEB_DIST = path.resolve(args['web-dist']);

/** Issue 9's budgets. */
const BUDGET = {
  ratio: 1.5,
  trivialCpuMs: 1,
  listP95Ms: 50,
  initialJsKb: 200,
  firstRowMs: 1000,
};

const log = (line: string) => console.info(`[cost] ${line}`);
const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

type Kind = 'trivial' | 'list' | 'search' | 'screen';

interface Scenario {
  name: string;
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface ApiRun {
  p50: number;
  p95: number;
  p99: number;
  serverCpuMs: number;
  dbCpuMs: number;
  loadCpuMs: number;
}

interface Measured {
  scenario: Scenario;
  statements: CapturedStatement[];
  byConcurrency: Map<
    number,
    { api: ApiRun; prepared?: ReplayResult; extended?: ReplayResult; error?: string }
  >;
}

function scenarios(clientId: number, samples: { serial: string; costTyreId: number }): Scenario[] {
  const list = (extra: Record<string, unknown> = {}) => ({
    id_cliente: clientId,
    page: 1,
    per_page: 10,
    ...extra,
  });
  return [
    { name: 'Sesión autenticada (GET /api/sesion)', kind: 'trivial', method: 'GET', path: '/api/sesion' },
    {
      name: 'Vehículos: primera página',
      kind: 'list',
      method: 'POST',
      path: '/api/vehiculos/list',
      body: list(),
    },
    {
      name: 'Neumáticos: primera página',
      kind: 'list',
      method: 'POST',
      path: '/api/neumaticos/index',
      body: list(),
    },
    {
      name: `Neumáticos: búsqueda por serie ("${samples.serial}")`,
      kind: 'search',
      method: 'POST',
      path: '/api/neumaticos/index',
      body: list({ search: samples.serial }),
    },
    {
      name: 'Costos de un neumático',
      kind: 'screen',
      method: 'POST',
      path: '/api/neumaticos/cost',
      body: { id_cliente: clientId, id_neumatico: samples.costTyreId },
    },
    {
      name: 'Vehículos: orden por marca',
      kind: 'list',
      method: 'POST',
      path: '/api/vehiculos/list',
      body: list({ sortBy: 'marca' }),
    },
    {
      name: 'Neumáticos: orden por marca',
      kind: 'list',
      method: 'POST',
      path: '/api/neumaticos/index',
      body: list({ sortBy: 'marca' }),
    },
    {
      name: 'Neumáticos: orden por costo',
      kind: 'list',
      method: 'POST',
      path: '/api/neumaticos/index',
      body: list({ sortBy: 'costo' }),
    },
  ];
}

interface Context {
  server: ServerProcess;
  load: LoadGenerator;
  admin: pg.Client;
  token: string;
  databaseUrl: string;
  workDir: string;
}

const job = (ctx: Context, scenario: Scenario) => ({
  base: ctx.server.url,
  token: ctx.token,
  method: scenario.method,
  path: scenario.path,
  bodies: scenario.body === undefined ? undefined : [scenario.body],
});

/** The statements of one request (after one uncaptured request, so nothing is a first time). */
async function capture(ctx: Context, scenario: Scenario) {
  await ctx.load.run({ ...job(ctx, scenario), count: 1, concurrency: 1 });
  await ctx.server.captureStart();
  await ctx.load.run({ ...job(ctx, scenario), count: 1, concurrency: 1 });
  return ctx.server.captureStop();
}

async function measureApi(ctx: Context, scenario: Scenario, concurrency: number): Promise<ApiRun> {
  // Warm-up at the same concurrency: every pool connection open, plans and pages cached, the hot code compiled
  // (V8 optimises on background threads, whose CPU would otherwise count in the first measurements).
  await ctx.load.run({ ...job(ctx, scenario), count: WARMUP_REQUESTS, concurrency });
  const serverBefore = ctx.server.cpuNs();
  const dbBefore = await backendsCpu(ctx.admin, SERVER_APP_NAME);
  const result = await ctx.load.run({ ...job(ctx, scenario), count: REQUESTS, concurrency });
  const serverAfter = ctx.server.cpuNs();
  const dbAfter = await backendsCpu(ctx.admin, SERVER_APP_NAME);
  const sorted = [...result.durations].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    serverCpuMs: (serverAfter - serverBefore) / 1e6 / REQUESTS,
    dbCpuMs: cpuBetween(dbBefore, dbAfter) / 1e6 / REQUESTS,
    loadCpuMs: result.cpuUs / 1e3 / REQUESTS,
  };
}

async function measureScenario(ctx: Context, scenario: Scenario): Promise<Measured> {
  const statements = await capture(ctx, scenario);
  const measured: Measured = { scenario, statements, byConcurrency: new Map() };
  for (const concurrency of CONCURRENCIES) {
    const api = await measureApi(ctx, scenario, concurrency);
    const entry: Measured['byConcurrency'] extends Map<number, infer V> ? V : never = { api };
    try {
      for (const mode of ['prepared', 'extended'] as const) {
        entry[mode] = await replay({
          databaseUrl: ctx.databaseUrl,
          db: ctx.admin,
          statements,
          concurrency,
          count: REQUESTS,
          mode,
          workDir: ctx.workDir,
        });
      }
    } catch (error) {
      entry.error = String(error);
      log(`${scenario.name}: replay failed: ${entry.error}`);
    }
    measured.byConcurrency.set(concurrency, entry);
    log(
      `${scenario.name} c=${concurrency}: API p50 ${fmt(api.p50)} p95 ${fmt(api.p95)} ms, ` +
        `SQL p50 ${fmt(entry.prepared?.p50 ?? Number.NaN)} ms (unprepared ${fmt(entry.extended?.p50 ?? Number.NaN)}), ` +
        `CPU/request server ${fmt(api.serverCpuMs, 2)} db ${fmt(api.dbCpuMs, 2)} load ${fmt(api.loadCpuMs, 2)} ms`,
    );
  }
  return measured;
}

// ---------------------------------------------------------------------------------------------------------
// Report

const yesNo = (ok: boolean) => (ok ? 'yes' : '**no**');

function budgetLines(results: Measured[], web: ColdLoad[] | undefined, initialJsKb: number | undefined) {
  const lines: string[] = [];
  const ratioRows: string[] = [];
  for (const m of results) {
    if (m.scenario.kind === 'trivial') continue;
    for (const [concurrency, entry] of m.byConcurrency) {
      const sql = entry.prepared?.p50;
      const ratio = sql ? entry.api.p50 / sql : Number.NaN;
      ratioRows.push(
        `| ${m.scenario.name} | ${concurrency} | ${fmt(entry.api.p50)} | ${fmt(sql ?? Number.NaN)} | ${fmt(ratio, 2)} | ` +
          `${Number.isFinite(ratio) ? yesNo(ratio <= BUDGET.ratio) : '—'} | ` +
          `${Number.isFinite(ratio) && ratio > BUDGET.ratio ? `+${fmt(entry.api.p50 - BUDGET.ratio * (sql ?? 0))} ms` : ''} | ` +
          `${fmt(entry.api.p50 - (sql ?? Number.NaN))} | ${fmt(entry.api.serverCpuMs, 2)} |`,
      );
    }
  }
  lines.push(
    `### API ÷ its own SQL ≤ ${BUDGET.ratio} at p50 (every list page, search and screen; c = 1 and 10)`,
    '',
    'SQL: the captured statements replayed with pgbench, prepared (`-M prepared`). "Over by": the API p50 minus ' +
      `${BUDGET.ratio} × the SQL p50. API − SQL: what the request costs beyond its SQL, beside the server's CPU ` +
      "per request (at c = 10 two cores serve ten requests at once, so every process's CPU adds to the wait).",
    '',
    '| Scenario | c | API p50 (ms) | SQL p50 (ms) | API ÷ SQL | Met | Over by | API − SQL (ms) | Server CPU (ms) |',
    '| --- | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: |',
    ...ratioRows,
    '',
  );

  const trivial = results.find((m) => m.scenario.kind === 'trivial');
  if (trivial) {
    lines.push(`### Authenticated trivial call ≤ ${BUDGET.trivialCpuMs} ms of server CPU`, '');
    lines.push('| Call | c | Server CPU / request (ms) | Met |', '| --- | ---: | ---: | :---: |');
    for (const [concurrency, entry] of trivial.byConcurrency) {
      lines.push(
        `| ${trivial.scenario.name} | ${concurrency} | ${fmt(entry.api.serverCpuMs, 3)} | ` +
          `${yesNo(entry.api.serverCpuMs <= BUDGET.trivialCpuMs)} |`,
      );
    }
    lines.push('');
  }

  lines.push(
    `### List pages p95 ≤ ${BUDGET.listP95Ms} ms at 10 concurrent connections`,
    '',
    '| Scenario | p95 (ms) | Met | Over by |',
    '| --- | ---: | :---: | ---: |',
  );
  for (const m of results) {
    if (m.scenario.kind !== 'list' && m.scenario.kind !== 'search') continue;
    const api = m.byConcurrency.get(10)?.api;
    if (!api) continue;
    lines.push(
      `| ${m.scenario.name} | ${fmt(api.p95)} | ${yesNo(api.p95 <= BUDGET.listP95Ms)} | ` +
        `${api.p95 > BUDGET.listP95Ms ? `+${fmt(api.p95 - BUDGET.listP95Ms)} ms` : ''} |`,
    );
  }
  lines.push('');

  lines.push(`### Initial JS ≤ ${BUDGET.initialJsKb} kB gzip`, '');
  lines.push(
    initialJsKb === undefined
      ? 'Not measured (no web build).'
      : `${fmt(initialJsKb, 2)} kB gzip: ${initialJsKb <= BUDGET.initialJsKb ? 'met' : `**not met**, over by ${fmt(initialJsKb - BUDGET.initialJsKb, 2)} kB`}.`,
    '',
  );

  lines.push(
    `### Cold \`/vehiculos\` first row ≤ ${fmt(BUDGET.firstRowMs / 1000)} s (median of ${WEB_RUNS})`,
    '',
  );
  if (!web || web.length === 0) {
    lines.push('Not measured (no web build or `--skip-web`).', '');
  } else {
    const firstRow = median(web.map((load) => load.firstRowMs));
    lines.push(
      `${fmt(firstRow, 0)} ms: ${firstRow <= BUDGET.firstRowMs ? 'met' : `**not met**, over by ${fmt(firstRow - BUDGET.firstRowMs, 0)} ms`}.`,
      '',
    );
  }
  return lines;
}

function detailLines(results: Measured[]) {
  const lines = [
    '## Latency and CPU per request',
    '',
    `${REQUESTS} requests per scenario and concurrency after a warm-up at the same concurrency ` +
      `(${WARMUP_REQUESTS} requests; before the first scenario, ${WARMUP_REQUESTS} of each at c = 10). ` +
      'Server CPU: all threads of the server process (/proc schedstat). DB CPU: the PostgreSQL backends of the ' +
      "server's connections (API) or of pgbench's (replay, prepared; connecting and warming up excluded). " +
      "Load gen.: the load generator process's own CPU (not the server's). SQL unprepared: the same " +
      'statements with `-M extended` (parsed and planned every time, as an unnamed `pg` query is).',
    '',
    '| Scenario | c | API p50 | API p95 | API p99 | SQL p50 | SQL p95 | SQL p50 unprepared | Server CPU | DB CPU (API) | DB CPU (replay) | Load gen. CPU |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const m of results) {
    for (const [concurrency, entry] of m.byConcurrency) {
      const { api, prepared, extended } = entry;
      lines.push(
        `| ${m.scenario.name} | ${concurrency} | ${fmt(api.p50)} | ${fmt(api.p95)} | ${fmt(api.p99)} | ` +
          `${fmt(prepared?.p50 ?? Number.NaN)} | ${fmt(prepared?.p95 ?? Number.NaN)} | ` +
          `${fmt(extended?.p50 ?? Number.NaN)} | ${fmt(api.serverCpuMs, 2)} | ${fmt(api.dbCpuMs, 2)} | ` +
          `${fmt((prepared?.dbCpuNsPerRequest ?? Number.NaN) / 1e6, 2)} | ` +
          `${fmt(api.loadCpuMs, 2)} |`,
      );
    }
  }
  lines.push('', 'Times and CPU in ms.', '');
  const failures = results.flatMap((m) =>
    [...m.byConcurrency].flatMap(([concurrency, entry]) =>
      entry.error ? [`- ${m.scenario.name}, c=${concurrency}: ${entry.error.split('\n')[0]}`] : [],
    ),
  );
  if (failures.length > 0) lines.push('Replays that failed:', '', ...failures, '');

  lines.push(
    '## The statements each request sends',
    '',
    'Captured in the server for one request (after one uncaptured request), in the order sent; values not ' +
      'shown. "Prepared as" is the name the app prepared it under, if any; "backends" the pool connections the ' +
      'request used (more than one: its statements ran in parallel, which the sequential replay does not).',
    '',
  );
  for (const m of results) {
    const backends = new Set(m.statements.map((s) => s.backendPid).filter((pid) => pid !== undefined));
    lines.push(`**${m.scenario.name}**: ${m.statements.length} statements, ${backends.size} backend(s)`, '');
    m.statements.forEach((statement, index) => {
      const text = statement.text.replace(/\s+/g, ' ').trim();
      lines.push(
        `${index + 1}. ${statement.name ? `(prepared as \`${statement.name}\`) ` : ''}\`${text.length > 400 ? `${text.slice(0, 400)}…` : text}\``,
      );
    });
    lines.push('');
  }
  return lines;
}

function webLines(web: ColdLoad[] | undefined, initial: ReturnType<typeof initialJs> | undefined) {
  const lines: string[] = [];
  if (web && web.length > 0) {
    lines.push(
      '## Cold web load of `/vehiculos` (Chromium)',
      '',
      "Each load in a fresh browser context (empty cache), signed in as the big client's administrator with " +
        'the client chosen (localStorage, as after the login), on loopback, after one load that is not reported. ' +
        'Times from the start of the navigation; first row: the first DataGrid row in the page; scripts: the ' +
        'last script or style that had arrived by then; bytes: Resource Timing transfer sizes of the document and ' +
        'everything it loaded until the network was quiet.',
      '',
      '| Load | First row (ms) | LCP (ms) | Scripts arrived (ms) | List request left (ms) | List answered (ms) | Requests | Bytes (kB) |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...web.map(
        (load, index) =>
          `| ${index + 1} | ${fmt(load.firstRowMs, 0)} | ${fmt(load.lcpMs, 0)} | ${fmt(load.scriptsEndMs, 0)} | ` +
          `${fmt(load.listStartMs, 0)} | ${fmt(load.listEndMs, 0)} | ${load.requests} | ${fmt(load.bytes / 1000)} |`,
      ),
      `| **median** | **${fmt(median(web.map((l) => l.firstRowMs)), 0)}** | **${fmt(median(web.map((l) => l.lcpMs)), 0)}** | ` +
        `${fmt(median(web.map((l) => l.scriptsEndMs)), 0)} | ${fmt(median(web.map((l) => l.listStartMs)), 0)} | ` +
        `${fmt(median(web.map((l) => l.listEndMs)), 0)} | ${median(web.map((l) => l.requests))} | ` +
        `**${fmt(median(web.map((l) => l.bytes)) / 1000)}** |`,
      '',
    );
  }
  if (initial) {
    lines.push(
      `Initial JS of the same build (\`web-initial-js.ts\`): ${initial.files.length} files, ` +
        `${fmt(initial.total.gzip / 1000, 2)} kB gzip, ${fmt(initial.total.brotli / 1000, 2)} kB brotli.`,
      '',
    );
  }
  return lines;
}

function report(params: {
  serverVersion: string;
  sizes: DataSizes;
  bigSize: { vehicles: number; tyres: number };
  results: Measured[];
  web: ColdLoad[] | undefined;
  initial: ReturnType<typeof initialJs> | undefined;
  loadAverage: number[];
  commit: string;
}) {
  const cpus = os.cpus();
  const date = args.date;
  const initialJsKb = params.initial ? params.initial.total.gzip / 1000 : undefined;
  const lines = [
    `# Request cost ${date} (issue 9)`,
    '',
    `- Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on code ${params.commit}; ` +
      `database: ${params.serverVersion}`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
      `${os.type()} ${os.arch()}; Node ${process.version}; 1-minute load average ${params.loadAverage
        .map((value) => value.toFixed(1))
        .join(' / ')} (start / end; other work on the machine inflates the times)`,
    `- Data: ${params.sizes.clients} clients, ${params.sizes.vehicles} vehicles, ${params.sizes.tyres} tyres, ` +
      `${params.sizes.costEvents} cost events, ${params.sizes.installations} installation records; measured as ` +
      `the administrator of the big client (${params.bigSize.vehicles} vehicles, ${params.bigSize.tyres} tyres).`,
    '- The server is its own process (the production entry, `apps/api/src/server.ts`, request log at `info` to ' +
      'a file); the requests come from another process over keep-alive HTTP/1.1 connections; pgbench runs the ' +
      "replays. All share the machine's cores with PostgreSQL.",
    '',
    '## Budgets',
    '',
    ...budgetLines(params.results, params.web, initialJsKb),
    ...detailLines(params.results),
    ...webLines(params.web, params.initial),
  ];
  if (args.only) {
    // A partial run: printed, not written.
    console.info(lines.join('\n'));
    return;
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  const file = path.join(dir, `${date}-request-cost.md`);
  fs.writeFileSync(file, lines.join('\n'));
  log(`written to bench/results/${path.basename(file)}`);
}

async function main() {
  if (!canReadProcessCpu()) throw new Error('this bench reads CPU times from /proc (Linux)');
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (!args.reuse) await recreatePostgres(databaseUrl);
  const database = openPostgres(databaseUrl);
  await database.migrate();
  if (!args.reuse) {
    const started = performance.now();
    log('generating data…');
    await generate(database.db, { scale: Number(args.scale), log });
    log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const { big, sizes, bigSize } = await findGenerated(database.db);
  const samples = await samplesOf(database.db, big, bigSize);
  await database.close();

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-cost-'));
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'huella-bench' });
  await admin.connect();
  const serverVersion =
    (await admin.query<{ v: string }>('select version() as v')).rows[0]?.v.split(' on ')[0] ?? '';
  const hasWeb = !args['skip-web'] && fs.existsSync(path.join(WEB_DIST, 'index.html'));
  const load = startLoadGenerator();
  let server: ServerProcess | undefined;
  try {
    const logFile = path.join(workDir, 'server.log');
    server = await startServer({
      databaseUrl,
      dataDir: path.join(workDir, 'data'),
      webDist: hasWeb ? WEB_DIST : undefined,
      logFile,
    });
    log(`server pid ${server.pid} at ${server.url} (log: ${logFile})`);
    const user: SignedIn = await signIn(server.url, benchAdminEmail(0));
    const ctx: Context = { server, load, admin, token: user.token, databaseUrl, workDir };

    const loadAtStart = os.loadavg()[0] ?? 0;
    const only = args.only ? new RegExp(args.only, 'i') : undefined;
    const chosen = scenarios(big, samples).filter((s) => !only || only.test(s.name));
    // The whole server warm before the first measurement: the code every request shares (HTTP, access check,
    // validation, driver) reaches its optimised state on the first scenarios' warm-up otherwise.
    for (const scenario of chosen) {
      await load.run({ ...job(ctx, scenario), count: WARMUP_REQUESTS, concurrency: 10 });
    }
    const results: Measured[] = [];
    for (const scenario of chosen) results.push(await measureScenario(ctx, scenario));

    let web: ColdLoad[] | undefined;
    if (hasWeb && (!only || only.test('web'))) {
      log('cold loads of /vehiculos in Chromium…');
      web = await measureColdLoads({
        baseUrl: server.url,
        path: '/vehiculos',
        listPath: '/api/vehiculos/list',
        session: { ...user, clientId: big },
        runs: WEB_RUNS,
      });
      for (const loadResult of web) {
        log(
          `first row ${fmt(loadResult.firstRowMs, 0)} ms, LCP ${fmt(loadResult.lcpMs, 0)} ms, list request ` +
            `${fmt(loadResult.listStartMs, 0)}–${fmt(loadResult.listEndMs, 0)} ms, ${fmt(loadResult.bytes / 1000)} kB`,
        );
      }
    }
    const initial = hasWeb ? initialJs(WEB_DIST) : undefined;
    const { execSync } = await import('node:child_process');
    const commit = (() => {
      try {
        const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
        const dirty = execSync('git status --porcelain -- apps packages bench', { encoding: 'utf8' }).trim();
        return dirty ? `${head} (with uncommitted changes)` : head;
      } catch {
        return 'unknown';
      }
    })();
    report({
      serverVersion,
      sizes,
      bigSize,
      results,
      web,
      initial,
      loadAverage: [loadAtStart, os.loadavg()[0] ?? 0],
      commit,
    });
  } finally {
    await server?.stop();
    load.stop();
    await admin.end();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
