/**
 * The consolidated report (issue 15) at the big client: the report's data for twelve months (budget p95 ≤ 2 s)
 * and its PDF (≤ 10 s), then the first pages of the lists measured while consolidated reports are being built
 * (their own budgets: 50 ms, 100 ms for inspections). A monthly report is asked for by a technician at a time,
 * not by ten: the report and the PDF run one at a time, and the report also two at once.
 *
 *   npx tsx bench/reports.bench.ts --only none     # once: load the data into huella_bench_reports
 *   npx tsx bench/consolidated.bench.ts            # then measure (about 5 minutes)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client';
import { findGenerated, signIn } from './bench-data';
import { benchAdminEmail } from './generate';
import { type LoadGenerator, startLoadGenerator } from './load';
import { startServer, type ServerProcess } from './server-process';
import { percentile } from './stats';

const { values: args } = parseArgs({
  options: {
    year: { type: 'string', default: '2025' },
    requests: { type: 'string', default: '20' },
  },
});
const YEAR = Number(args.year);
const REQUESTS = Number(args.requests);
const DATABASE_URL =
  process.env.BENCH_REPORTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/huella_bench_reports';

const log = (line: string) => console.info(`[consolidated] ${line}`);
const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');

interface Scenario {
  name: string;
  budget: number;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  concurrency: number;
  requests: number;
}

interface Result {
  name: string;
  budget: number;
  p50: number;
  p95: number;
  max: number;
}

async function measure(
  load: LoadGenerator,
  base: string,
  token: string,
  scenario: Scenario,
): Promise<Result> {
  const job = {
    base,
    token,
    method: scenario.method,
    path: scenario.path,
    concurrency: scenario.concurrency,
  };
  const bodies = (count: number) =>
    scenario.method === 'GET' ? undefined : Array.from({ length: count }, () => scenario.body);
  await load.run({ ...job, bodies: bodies(scenario.concurrency), count: scenario.concurrency });
  const result = await load.run({ ...job, bodies: bodies(scenario.requests), count: scenario.requests });
  const sorted = [...result.durations].sort((a, b) => a - b);
  return {
    name: scenario.name,
    budget: scenario.budget,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

function scenarios(clientId: number) {
  const period = { id_cliente: clientId, year: YEAR, month1: 1, month2: 12 };
  const report: Scenario = {
    name: `Consolidado de 12 meses (${YEAR}): datos del reporte`,
    budget: 2000,
    method: 'POST',
    path: '/api/reporte/datosreporteconsolidado',
    body: period,
    concurrency: 1,
    requests: REQUESTS,
  };
  // Two technicians at once on the two cores: how far past the budget the same report goes.
  const reportPair: Scenario = {
    ...report,
    name: `${report.name}, dos a la vez`,
    concurrency: 2,
  };
  const pdf: Scenario = {
    name: `Consolidado de 12 meses (${YEAR}): PDF (reporte/savePdf)`,
    budget: 10_000,
    method: 'POST',
    path: '/api/reporte/savePdf',
    body: period,
    concurrency: 1,
    requests: Math.max(3, Math.round(REQUESTS / 4)),
  };
  const list = (name: string, route: string, budget: number): Scenario => ({
    name: `${name}, con consolidados generándose`,
    budget,
    method: 'POST',
    path: `/api/${route}`,
    body: { id_cliente: clientId, page: 1, per_page: 10 },
    concurrency: 10,
    requests: 100,
  });
  const lists: Scenario[] = [
    list('Vehículos: primera página', 'vehiculos/list', 50),
    list('Neumáticos: primera página', 'neumaticos/index', 50),
    {
      name: 'Inspecciones: primera página, con consolidados generándose',
      budget: 100,
      method: 'GET',
      path: `/api/inspecciones/getAllInspectionsMinified?id_cliente=${clientId}&page=1&per_page=10`,
      concurrency: 10,
      requests: 100,
    },
  ];
  return { report, reportPair, pdf, lists };
}

/** Builds consolidated reports one after another (data, then PDF) until `stop()`. */
function backgroundReports(base: string, token: string, work: Scenario[]) {
  const load = startLoadGenerator();
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n += 1) {
      const scenario = work[n % work.length];
      if (!scenario) break;
      await load.run({
        base,
        token,
        method: scenario.method,
        path: scenario.path,
        concurrency: 1,
        count: 1,
        bodies: [scenario.body],
      });
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      load.stop();
    },
  };
}

function writeResults(header: string, results: Result[]) {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${r.budget} | ${r.p95 <= r.budget ? 'sí' : '**no**'} |`,
  );
  const text = [
    `# Reporte consolidado: ${new Date().toISOString().slice(0, 10)}`,
    '',
    header,
    '',
    '| Escenario | p50 ms | p95 ms | máx. ms | presupuesto p95 | cumple |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
  const file = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'results',
    `${new Date().toISOString().slice(0, 10)}-consolidated.md`,
  );
  fs.writeFileSync(file, text);
  log(`results in ${file}`);
}

async function main() {
  const database = openPostgres(DATABASE_URL);
  await database.migrate();
  const { big, bigSize } = await findGenerated(database.db);
  await database.close();
  const admin = new pg.Client({ connectionString: DATABASE_URL, application_name: 'huella-bench' });
  await admin.connect();
  const counts = (
    await admin.query<{ inspecciones: number; lecturas: number }>(
      `select (select count(*)::int from inspecciones where id_cliente = $1
                 and fecha_inspeccion between $2::date and $3::date) as inspecciones,
              (select count(*)::int from inspeccion_detalles where id_cliente = $1 and id_inspeccion is not null
                 and fecha_inspeccion between $2::date and $3::date) as lecturas`,
      [big, `${YEAR}-01-01`, `${YEAR}-12-31`],
    )
  ).rows[0];
  const serverVersion =
    (await admin.query<{ v: string }>('select version() as v')).rows[0]?.v.split(' on ')[0] ?? '';
  await admin.end();
  const header =
    `${serverVersion}; ${os.cpus().length} CPU; cliente grande: ${bigSize.vehicles} vehículos, ` +
    `${bigSize.tyres} neumáticos; en ${YEAR}: ${counts?.inspecciones ?? 0} inspecciones, ` +
    `${counts?.lecturas ?? 0} lecturas. Carga media (1 min) al empezar: ${(os.loadavg()[0] ?? 0).toFixed(2)}.`;
  log(header);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-consolidated-'));
  const load = startLoadGenerator();
  let server: ServerProcess | undefined;
  const results: Result[] = [];
  try {
    server = await startServer({
      databaseUrl: DATABASE_URL,
      dataDir: path.join(workDir, 'data'),
      logFile: path.join(workDir, 'server.log'),
    });
    const { token } = await signIn(server.url, benchAdminEmail(0));
    const { report, reportPair, pdf, lists } = scenarios(big);
    for (const scenario of [report, reportPair, pdf]) {
      const result = await measure(load, server.url, token, scenario);
      log(`${result.name}: p50 ${fmt(result.p50)} p95 ${fmt(result.p95)} máx. ${fmt(result.max)} ms`);
      results.push(result);
    }
    const background = backgroundReports(server.url, token, [report, pdf]);
    try {
      for (const scenario of lists) {
        const result = await measure(load, server.url, token, scenario);
        log(`${result.name}: p50 ${fmt(result.p50)} p95 ${fmt(result.p95)} máx. ${fmt(result.max)} ms`);
        results.push(result);
      }
    } finally {
      await background.stop();
    }
    writeResults(header, results);
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
