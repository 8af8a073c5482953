/**
 * The home dashboard and the indicators (issue 13) and the analytics reports (issue 14, `analytics-scenarios.ts`)
 * at the large scale.
 *
 *   npx tsx bench/reports.bench.ts [--scale 1] [--requests 100] [--concurrency 10] [--reuse] [--only <regex>]
 *
 * 1. Data as `run.ts` loads it (`generate.ts`: the big client's 50 000 tyres registered over two and a half
 *    years with purchases, retreads, repairs and installation history) into its own PostgreSQL database
 *    (`BENCH_REPORTS_DATABASE_URL`, dropped and recreated unless `--reuse`), plus the big client's 24 months of
 *    inspections (`inspection-data.ts`) and a scrap record for every tyre left in estado 0.
 * 2. Every report call of the dashboard and the indicator screens from 10 concurrent connections (the load
 *    generator, `load.ts`) after a warm-up; the indicators ask for 2025, the busiest year of the data.
 * 3. The list pages again while the dashboard is being loaded by a second load generator in the background:
 *    a dashboard must not slow the screens people work in.
 * 4. `results/YYYY-MM-DD-reports.md` (not with `--only`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client';
import { analyticsScenarios, type ReportScenario } from './analytics-scenarios';
import { ensureScrapRecords, findGenerated, recreatePostgres, signIn } from './bench-data';
import { benchAdminEmail, generate } from './generate';
import { generateInspections } from './inspection-data';
import { type LoadGenerator, startLoadGenerator } from './load';
import { type ServerProcess, startServer } from './server-process';
import { percentile } from './stats';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    requests: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/huella_bench_reports';
/** Issue 13's budget for a report call, and the list budgets of issues 4 and 12 (p95, ms). */
const BUDGET = { report: 300, analytics: 500, list: 50, inspectionList: 100 };
const YEAR = 2025;

const log = (line: string) => console.info(`[reports] ${line}`);
const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

type Scenario = ReportScenario;

interface Result {
  name: string;
  budget: number;
  p50: number;
  p95: number;
  p99: number;
}

function reportScenarios(clientId: number, brandId: number): Scenario[] {
  const post = (
    name: string,
    route: string,
    body: Record<string, unknown> = {},
    budget: number = BUDGET.report,
  ): Scenario => ({
    name,
    budget,
    method: 'POST',
    path: `/api/${route}`,
    body: { id_cliente: clientId, ...body },
  });
  const get = (name: string, route: string, query: string, budget: number = BUDGET.report): Scenario => ({
    name,
    budget,
    method: 'GET',
    path: `/api/${route}?id_cliente=${clientId}&${query}`,
  });
  const period = { year: YEAR, mes_inicial: 1, mes_final: 12 };
  return [
    post('Inicio: datos del tablero (home/reportesvistaprincipal)', 'home/reportesvistaprincipal'),
    post('Inicio: total de vehículos', 'neumaticos/totalvehiculo'),
    post('Inicio: total de neumáticos', 'neumaticos/totalneumatico'),
    post('Inicio: total de criterios', 'neumaticos/totalcriterio'),
    post('Inicio: total de reportes', 'neumaticos/reportscount'),
    post('Costo por km: todas las marcas', 'indicador/costo_por_kilometro', {
      year: YEAR,
      unidadmedida: 'K',
    }),
    post('Costo por km: una marca', 'indicador/costo_por_kilometro', {
      year: YEAR,
      unidadmedida: 'K',
      marca: brandId,
    }),
    post('Costo por km: detalles (Ver más)', 'reporte/detalles_costo_por_kilometro', { year: YEAR }),
    post('Índice de reencauche', 'indicador/indice_reencauche', { year: YEAR }),
    post('Índice de reencauchabilidad', 'indicador/indice_reencauchabilidad', { year: YEAR }),
    post('Marcas para los filtros (neumaticomarca/index)', 'neumaticomarca/index'),
    post('Análisis: marcas inspeccionadas', 'reporte/marcasinspeccionadas', period),
    post('Análisis: remanente por diseño', 'reporte/diseniosinspeccionados', period),
    post('Análisis: tipos de vehículo', 'reporte/tiposvehiculoinspeccionados', period),
    post('Análisis: inspecciones del año', 'reporte/inspeccionesanuales', { year: YEAR }),
    // Issue 14's analytics (budget 500 ms): scrap by reason and brand, and a year of scrap losses.
    post('Scrap por motivo', 'reporte/scrapmotivoretiro', { year: YEAR }, BUDGET.analytics),
    post('Scrap por marca', 'reporte/scrapmarca', { year: YEAR }, BUDGET.analytics),
    post(
      'Pérdidas por scrap del año',
      'reporte/perdidasscrap',
      { fecha_inicial: `${YEAR}-01-01`, fecha_final: `${YEAR}-12-31` },
      BUDGET.analytics,
    ),
    get(
      'Exportar pérdidas por scrap del año (.xlsx)',
      'excel/reporteperdidasscrap',
      `fecha_inicial=${YEAR}-01-01&fecha_final=${YEAR}-12-31`,
      BUDGET.analytics,
    ),
    get('Exportar costo por km (.xlsx)', 'excel/reporteindicadorcostokmhr', `year=${YEAR}&unidadmedida=K`),
    get('Exportar índice de reencauche (.xlsx)', 'excel/reporteindicereencauche', `year=${YEAR}`),
    get('Exportar neumáticos por marca (.xlsx)', 'excel/reporteneumaticospormarca', ''),
  ];
}

function listScenarios(clientId: number): Scenario[] {
  const list = (name: string, route: string, budget: number): Scenario => ({
    name,
    budget,
    method: 'POST',
    path: `/api/${route}`,
    body: { id_cliente: clientId, page: 1, per_page: 10 },
  });
  return [
    list('Vehículos: primera página, con el tablero cargándose', 'vehiculos/list', BUDGET.list),
    list('Neumáticos: primera página, con el tablero cargándose', 'neumaticos/index', BUDGET.list),
    {
      name: 'Inspecciones: primera página, con el tablero cargándose',
      budget: BUDGET.inspectionList,
      method: 'GET',
      path: `/api/inspecciones/getAllInspectionsMinified?id_cliente=${clientId}&page=1&per_page=10`,
    },
  ];
}

async function measure(load: LoadGenerator, base: string, token: string, scenario: Scenario) {
  const job = {
    base,
    token,
    method: scenario.method,
    path: scenario.path,
    concurrency: CONCURRENCY,
  };
  const bodies = (count: number) =>
    scenario.method === 'GET' ? undefined : Array.from({ length: count }, () => scenario.body);
  const warmup = 2 * CONCURRENCY;
  await load.run({ ...job, bodies: bodies(warmup), count: warmup });
  const result = await load.run({ ...job, bodies: bodies(REQUESTS), count: REQUESTS });
  const sorted = [...result.durations].sort((a, b) => a - b);
  return {
    name: scenario.name,
    budget: scenario.budget,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Loads the whole dashboard over and over (every report call in turn, two at a time) until `stop()`. */
function backgroundDashboard(base: string, token: string, scenarios: Scenario[]) {
  const load = startLoadGenerator();
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n += 1) {
      const scenario = scenarios[n % scenarios.length];
      if (!scenario) break;
      await load.run({
        base,
        token,
        method: scenario.method,
        path: scenario.path,
        concurrency: 2,
        count: 4,
        bodies: scenario.method === 'GET' ? undefined : Array.from({ length: 4 }, () => scenario.body),
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

function writeResults(params: {
  serverVersion: string;
  sizes: string;
  results: Result[];
  loadAverage: number[];
}) {
  const rows = params.results.map(
    (r) =>
      `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.budget} | ${r.p95 <= r.budget ? 'sí' : '**no**'} |`,
  );
  const text = [
    `# Tablero, indicadores y reportes analíticos: ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${params.serverVersion}; ${os.cpus().length} CPU; ${params.sizes}; ${REQUESTS} solicitudes por escenario, ` +
      `${CONCURRENCY} conexiones; carga media (1 min) ${params.loadAverage.map((n) => n.toFixed(2)).join(' → ')}.`,
    '',
    '| Escenario | p50 ms | p95 ms | p99 ms | presupuesto p95 | cumple |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}-reports.md`);
  fs.writeFileSync(file, text);
  log(`results in ${file}`);
}

async function main() {
  const databaseUrl = process.env.BENCH_REPORTS_DATABASE_URL ?? DEFAULT_URL;
  if (!args.reuse) await recreatePostgres(databaseUrl);
  const database = openPostgres(databaseUrl);
  await database.migrate();
  if (!args.reuse) {
    const started = performance.now();
    log('generating data…');
    await generate(database.db, { scale: Number(args.scale), log });
    log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const { big, bigSize } = await findGenerated(database.db);
  const inspected = await generateInspections(database.db, big);
  await database.close();

  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'huella-bench' });
  await admin.connect();
  const scrapAdded = await ensureScrapRecords(admin);
  if (scrapAdded || !args.reuse) await admin.query('vacuum analyze');
  const brand = await admin.query<{ id: number }>(
    'select id_marca as id from neumaticos where id_cliente = $1 group by 1 order by count(*) desc limit 1',
    [big],
  );
  const analytics = await analyticsScenarios(admin, big, YEAR);
  const serverVersion =
    (await admin.query<{ v: string }>('select version() as v')).rows[0]?.v.split(' on ')[0] ?? '';
  await admin.end();
  const sizes =
    `cliente grande: ${bigSize.vehicles} vehículos, ${bigSize.tyres} neumáticos, ` +
    `${inspected.inspections} inspecciones, ${inspected.readings} lecturas`;
  log(sizes);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-reports-'));
  const load = startLoadGenerator();
  let server: ServerProcess | undefined;
  const results: Result[] = [];
  const only = args.only ? new RegExp(args.only, 'i') : undefined;
  const loadAtStart = os.loadavg()[0] ?? 0;
  try {
    server = await startServer({
      databaseUrl,
      dataDir: path.join(workDir, 'data'),
      logFile: path.join(workDir, 'server.log'),
    });
    const { token } = await signIn(server.url, benchAdminEmail(0));
    const reports = [...reportScenarios(big, brand.rows[0]?.id ?? 1), ...analytics];
    for (const scenario of reports.filter((s) => !only || only.test(s.name))) {
      const result = await measure(load, server.url, token, scenario);
      log(`${result.name}: p50 ${fmt(result.p50)} p95 ${fmt(result.p95)} p99 ${fmt(result.p99)} ms`);
      results.push(result);
    }
    const lists = listScenarios(big).filter((s) => !only || only.test(s.name));
    if (lists.length > 0) {
      const background = backgroundDashboard(server.url, token, reports.slice(0, 10));
      try {
        for (const scenario of lists) {
          const result = await measure(load, server.url, token, scenario);
          log(`${result.name}: p50 ${fmt(result.p50)} p95 ${fmt(result.p95)} p99 ${fmt(result.p99)} ms`);
          results.push(result);
        }
      } finally {
        await background.stop();
      }
    }
    if (!only)
      writeResults({ serverVersion, sizes, results, loadAverage: [loadAtStart, os.loadavg()[0] ?? 0] });
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
