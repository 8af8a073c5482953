/**
 * Lifecycle screens at the large scale (issue 10): the installation screen's load and save, the four tyre-state
 * lists and the tyre list sorted by cost.
 *
 *   npx tsx bench/lifecycle.bench.ts [--scale 1] [--requests 200] [--concurrency 10] [--reuse] [--only <regex>]
 *
 * 1. Data as `run.ts` loads it (`generate.ts`) into its own PostgreSQL database (`BENCH_LIFECYCLE_DATABASE_URL`,
 *    dropped and recreated unless `--reuse`), plus a scrap record for every tyre the generator left in estado 0
 *    (the scrap list reads `neumatico_scrap`).
 * 2. The server runs as its own process (`server-process.ts`) and the requests come from the load generator
 *    (`load.ts`), after a warm-up at the same concurrency.
 * 3. The save is repeatable: a pool of km vehicles of the big client, each with a free slot and a ready tyre of
 *    its own; a round installs every pool tyre (one save per vehicle) and then removes it again by rotation
 *    (reason 3, the tyre goes back to stock), each save a few km above the vehicle's last reading and dated today.
 *    Concurrent saves never touch the same vehicle or tyre.
 * 4. A scenario over its budget gets its statements captured in the server and each one run again under
 *    `EXPLAIN ANALYZE` inside a transaction that is rolled back (the save's install and removal together).
 * 5. `results/YYYY-MM-DD-lifecycle.md` (not with `--only`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client';
import { ensureScrapRecords, findGenerated, recreatePostgres, signIn } from './bench-data';
import { benchAdminEmail, generate } from './generate';
import { type LoadGenerator, startLoadGenerator } from './load';
import type { CapturedStatement } from './server-hooks';
import { type ServerProcess, startServer } from './server-process';
import { percentile } from './stats';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '10' },
    pool: { type: 'string', default: '50' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const POOL = Number(args.pool);
const WARMUP_REQUESTS = 50;
const SINGLE_REQUESTS = 50;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/huella_bench_lifecycle';

/** Issue 10's budgets (p95, ms). */
const BUDGET = { installation: 100, list: 50 };

const log = (line: string) => console.info(`[lifecycle] ${line}`);
const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

interface Scenario {
  name: string;
  budget: number;
  path: string;
  bodies: unknown[];
}

interface Result {
  name: string;
  budget: number;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** The same request one at a time (no queueing behind the other nine): p50 and p95. */
  single?: { p50: number; p95: number };
  explain?: string[];
}

const summarize = (name: string, budget: number, durations: number[]): Result => {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    name,
    budget,
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
};

interface PoolVehicle {
  id: number;
  km: number;
  slot: { ubicacion: number; posicion: number; id_ejes: number };
  tyre: { id: number; num_serie: string };
  historial?: number;
}

async function listSizes(admin: pg.Client, clientId: number) {
  const { rows } = await admin.query<{ name: string; n: number }>(
    `select 'scrap' as name, count(*)::int as n from neumatico_scrap where id_cliente = $1
     union all select 'reencauche (estado 4)', count(*)::int from neumaticos where id_cliente = $1 and estado = 4
     union all select 'reparación (estado 2)', count(*)::int from neumaticos where id_cliente = $1 and estado = 2
     union all select 'mal estado (estado 6)', count(*)::int from neumaticos where id_cliente = $1 and estado = 6
     union all select 'instalados (estado 3)', count(*)::int from neumaticos where id_cliente = $1 and estado = 3
     union all select 'historial', count(*)::int from neumatico_historial where id_cliente = $1`,
    [clientId],
  );
  return rows;
}

async function post<T>(base: string, token: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface LoadAnswer {
  success: { resultado: { kilometraje: number; km_validate: number; fechainstalacion: string } };
}
interface PositionsAnswer {
  success: {
    resultado: {
      posicion: { ubicacion: number; posicion: number; id_ejes: number; id_neumaticos: number | '-' }[];
    };
  };
}

/** Km vehicles of the big client with a free slot, each paired with a ready km tyre of its own. */
async function buildPool(admin: pg.Client, base: string, token: string, clientId: number) {
  const { rows: vehicles } = await admin.query<{ id: number }>(
    `select v.id from vehiculos v where v.id_cliente = $1 and v.tipo_costo = 1 and v.estado = 1
     order by v.id % 89, v.id limit $2`,
    [clientId, POOL * 2],
  );
  const { rows: tyres } = await admin.query<{ id: number; num_serie: string }>(
    `select n.id, n.num_serie from neumaticos n where n.id_cliente = $1 and n.estado = 1 and n.unidad_medida = 'K'
       and not exists (select 1 from neumatico_historial h where h.id_neumatico = n.id and h.fecha_retiro is null)
     order by n.id % 83, n.id limit $2`,
    [clientId, POOL],
  );
  const pool: PoolVehicle[] = [];
  for (const vehicle of vehicles) {
    if (pool.length >= Math.min(POOL, tyres.length)) break;
    const positions = await post<PositionsAnswer>(
      base,
      token,
      '/api/showDatosNeumaticosPosicionHistorial?per_page=5',
      { id_cliente: clientId, vehiculo: vehicle.id },
    );
    const free = positions.success.resultado.posicion.find((slot) => slot.id_neumaticos === '-');
    if (!free) continue;
    const tyre = tyres[pool.length];
    if (!tyre) break;
    pool.push({
      id: vehicle.id,
      km: 0,
      slot: { ubicacion: free.ubicacion, posicion: free.posicion, id_ejes: free.id_ejes },
      tyre,
    });
  }
  return pool;
}

/** Each vehicle's reading and today's date, as the screen loads them. */
async function refreshPool(base: string, token: string, clientId: number, pool: PoolVehicle[]) {
  let today = '';
  for (const vehicle of pool) {
    const answer = await post<LoadAnswer>(base, token, '/api/vehiculos/obtenerneumaticosporid', {
      id_cliente: clientId,
      id_vehiculo: vehicle.id,
    });
    const data = answer.success.resultado;
    vehicle.km = Math.max(data.kilometraje, data.km_validate);
    today = data.fechainstalacion;
  }
  return today;
}

const installBody = (clientId: number, today: string, vehicle: PoolVehicle) => {
  const km = Math.floor(vehicle.km) + 7;
  return {
    id_cliente: clientId,
    id_vehiculo: vehicle.id,
    tipo_costo: 1,
    fecha: today,
    kilometros: km,
    neumaticosinstalados: [
      {
        id_neumaticos: vehicle.tyre.id,
        num_serie: vehicle.tyre.num_serie,
        ...vehicle.slot,
        fecha_instalacion: today,
        km_instalacion: km,
      },
    ],
    neumaticosretirados: [],
  };
};

const removalBody = (clientId: number, today: string, vehicle: PoolVehicle) => {
  const km = Math.floor(vehicle.km) + 14;
  return {
    id_cliente: clientId,
    id_vehiculo: vehicle.id,
    tipo_costo: 1,
    fecha: today,
    kilometros: km,
    neumaticosinstalados: [],
    neumaticosretirados: [
      {
        id_neumaticos: vehicle.tyre.id,
        id_historial: vehicle.historial,
        num_serie: vehicle.tyre.num_serie,
        fecha_retiro: today,
        km_retiro: km,
        motivo_retiro: 3,
      },
    ],
  };
};

async function openRecords(admin: pg.Client, pool: PoolVehicle[]) {
  const { rows } = await admin.query<{ id: number; id_neumatico: number }>(
    `select id, id_neumatico from neumatico_historial where id_neumatico = any($1) and fecha_retiro is null`,
    [pool.map((vehicle) => vehicle.tyre.id)],
  );
  const byTyre = new Map(rows.map((row) => [row.id_neumatico, row.id]));
  for (const vehicle of pool) vehicle.historial = byTyre.get(vehicle.tyre.id);
}

/**
 * Every captured statement again under EXPLAIN ANALYZE in one transaction that is rolled back; the lines are
 * each statement's planning and execution time, then the slowest statement's plan.
 */
async function explainStatements(admin: pg.Client, statements: CapturedStatement[]) {
  const lines: string[] = [];
  let slowest: { ms: number; text: string; plan: string[] } | undefined;
  await admin.query('begin');
  try {
    for (const statement of statements) {
      const text = statement.text.trim();
      if (/^(begin|commit|rollback|savepoint|release)\b/i.test(text)) continue;
      const explainable = /^(select|with|insert|update|delete)\b/i.test(text);
      const short = text.replace(/\s+/g, ' ').slice(0, 140);
      await admin.query('savepoint s');
      try {
        if (!explainable) {
          await admin.query(text, statement.values);
          lines.push(`- (not explained) ${short}`);
          continue;
        }
        const { rows } = await admin.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${text}`,
          statement.values,
        );
        const plan = rows.map((row) => row['QUERY PLAN']);
        const planning = Number(/Planning Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Number.NaN);
        const execution = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Number.NaN);
        lines.push(`- planning ${fmt(planning, 2)} ms, execution ${fmt(execution, 2)} ms: \`${short}…\``);
        if (!slowest || planning + execution > slowest.ms)
          slowest = { ms: planning + execution, text: short, plan };
        await admin.query('release savepoint s');
      } catch (error) {
        await admin.query('rollback to savepoint s');
        lines.push(`- (failed: ${String(error).slice(0, 80)}) ${short}`);
      }
    }
  } finally {
    await admin.query('rollback');
  }
  if (slowest) lines.push('', `Slowest statement's plan:`, '', '```', ...slowest.plan, '```');
  return lines;
}

async function capture(
  server: ServerProcess,
  load: LoadGenerator,
  job: Omit<Parameters<LoadGenerator['run']>[0], 'count' | 'concurrency'>,
) {
  await server.captureStart();
  await load.run({ ...job, count: 1, concurrency: 1 });
  return server.captureStop();
}

async function main() {
  const databaseUrl = process.env.BENCH_LIFECYCLE_DATABASE_URL ?? DEFAULT_URL;
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
  await database.close();

  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'huella-bench' });
  await admin.connect();
  const scrapAdded = await ensureScrapRecords(admin);
  if (scrapAdded) log(`added ${scrapAdded} scrap records for the estado-0 tyres`);
  const lists = await listSizes(admin, big);
  log(
    `big client: ${bigSize.vehicles} vehicles, ${bigSize.tyres} tyres; ${lists.map((r) => `${r.name} ${r.n}`).join(', ')}`,
  );
  const serverVersion =
    (await admin.query<{ v: string }>('select version() as v')).rows[0]?.v.split(' on ')[0] ?? '';

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-bench-lifecycle-'));
  const load = startLoadGenerator();
  let server: ServerProcess | undefined;
  const results: Result[] = [];
  const only = args.only ? new RegExp(args.only, 'i') : undefined;
  try {
    server = await startServer({
      databaseUrl,
      dataDir: path.join(workDir, 'data'),
      logFile: path.join(workDir, 'server.log'),
    });
    log(`server on ${server.url} (log ${path.join(workDir, 'server.log')})`);
    const { token } = await signIn(server.url, benchAdminEmail(0));
    const base = server.url;

    const pool = await buildPool(admin, base, token, big);
    log(`save pool: ${pool.length} vehicles with a free slot and a ready tyre`);
    const vehicleBodies = pool.map((vehicle) => ({ id_cliente: big, id_vehiculo: vehicle.id }));
    const list = (extra: Record<string, unknown> = {}) => [
      { id_cliente: big, page: 1, per_page: 10, ...extra },
    ];
    const reads: Scenario[] = [
      {
        name: 'Instalación: carga del vehículo (vehiculos/obtenerneumaticosporid)',
        budget: BUDGET.installation,
        path: '/api/vehiculos/obtenerneumaticosporid',
        bodies: vehicleBodies,
      },
      {
        name: 'Instalación: neumáticos instalables y posiciones (showDatosNeumaticosPosicionHistorial)',
        budget: BUDGET.installation,
        path: '/api/showDatosNeumaticosPosicionHistorial?per_page=5',
        bodies: pool.map((vehicle) => ({ id_cliente: big, vehiculo: vehicle.id })),
      },
      {
        name: 'Neumáticos en SCRAP (scrap/list)',
        budget: BUDGET.list,
        path: '/api/scrap/list',
        bodies: list(),
      },
      {
        name: 'Neumáticos en reencauche (neumaticos/enreencauche)',
        budget: BUDGET.list,
        path: '/api/neumaticos/enreencauche',
        bodies: list(),
      },
      {
        name: 'Neumáticos en reparación (neumaticos/enreparacion)',
        budget: BUDGET.list,
        path: '/api/neumaticos/enreparacion',
        bodies: list(),
      },
      {
        name: 'Neumáticos en mal estado (neumaticos/enmalestado)',
        budget: BUDGET.list,
        path: '/api/neumaticos/enmalestado',
        bodies: list(),
      },
      {
        name: 'Neumáticos: orden por costo (neumaticos/index, sortBy costo)',
        budget: BUDGET.list,
        path: '/api/neumaticos/index',
        bodies: list({ sortBy: 'costo' }),
      },
    ];

    for (const scenario of reads) {
      if (only && !only.test(scenario.name)) continue;
      const job = { base, token, method: 'POST' as const, path: scenario.path, bodies: scenario.bodies };
      await load.run({ ...job, count: WARMUP_REQUESTS, concurrency: CONCURRENCY });
      const run = await load.run({ ...job, count: REQUESTS, concurrency: CONCURRENCY });
      const result = summarize(scenario.name, scenario.budget, run.durations);
      const alone = summarize(
        '',
        0,
        (await load.run({ ...job, count: SINGLE_REQUESTS, concurrency: 1 })).durations,
      );
      result.single = { p50: alone.p50, p95: alone.p95 };
      log(`${result.name}: p50 ${fmt(result.p50)} p95 ${fmt(result.p95)} p99 ${fmt(result.p99)} ms`);
      if (result.p95 > result.budget) {
        const statements = await capture(server, load, job);
        result.explain = await explainStatements(admin, statements);
      }
      results.push(result);
    }

    const saveName = 'Instalación: guardar (vehiculos/storeinstalacion)';
    if (pool.length > 0 && (!only || only.test(saveName))) {
      const job = { base, token, method: 'POST' as const, path: '/api/vehiculos/storeinstalacion' };
      const installs: number[] = [];
      const removals: number[] = [];
      const rounds = 1 + Math.max(1, Math.ceil(REQUESTS / pool.length));
      for (let round = 0; round < rounds; round += 1) {
        let today = await refreshPool(base, token, big, pool);
        const installRun = await load.run({
          ...job,
          bodies: pool.map((vehicle) => installBody(big, today, vehicle)),
          count: pool.length,
          concurrency: CONCURRENCY,
        });
        await openRecords(admin, pool);
        today = await refreshPool(base, token, big, pool);
        const removalRun = await load.run({
          ...job,
          bodies: pool.map((vehicle) => removalBody(big, today, vehicle)),
          count: pool.length,
          concurrency: CONCURRENCY,
        });
        // The first round is the warm-up.
        if (round > 0) {
          installs.push(...installRun.durations);
          removals.push(...removalRun.durations);
        }
      }
      const all = summarize(`${saveName}: instalar o retirar`, BUDGET.installation, [
        ...installs,
        ...removals,
      ]);
      const install = summarize(`${saveName}: instalar un neumático`, BUDGET.installation, installs);
      const removal = summarize(`${saveName}: retirar por rotación`, BUDGET.installation, removals);
      for (const result of [all, install, removal])
        log(`${result.name}: p50 ${fmt(result.p50)} p95 ${fmt(result.p95)} p99 ${fmt(result.p99)} ms`);
      if (all.p95 > all.budget || install.p95 > install.budget || removal.p95 > removal.budget) {
        // One install and its removal captured, then replayed together under EXPLAIN ANALYZE and rolled back.
        const vehicle = pool[0] as PoolVehicle;
        let today = await refreshPool(base, token, big, [vehicle]);
        const installStatements = await capture(server, load, {
          ...job,
          bodies: [installBody(big, today, vehicle)],
        });
        await openRecords(admin, [vehicle]);
        today = await refreshPool(base, token, big, [vehicle]);
        const removalStatements = await capture(server, load, {
          ...job,
          bodies: [removalBody(big, today, vehicle)],
        });
        const explained = await explainStatements(admin, [...installStatements, ...removalStatements]);
        all.explain = [
          `${installStatements.length} statements for the install, ${removalStatements.length} for the removal:`,
          '',
          ...explained,
        ];
      }
      results.push(all, install, removal);
    }
  } finally {
    await server?.stop();
    load.stop();
    await admin.end();
  }

  if (only) return;
  const loadavg = os.loadavg()[0]?.toFixed(2) ?? '';
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `# Lifecycle screens — ${date}`,
    '',
    `\`npx tsx bench/lifecycle.bench.ts ${args.reuse ? '--reuse' : `--scale ${args.scale}`} --requests ${REQUESTS} --concurrency ${CONCURRENCY}\`; ` +
      `${serverVersion}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), 1-minute load average at the end ${loadavg}.`,
    '',
    `Data: ${sizes.clients} clients, ${sizes.vehicles} vehicles, ${sizes.tyres} tyres, ${sizes.costEvents} cost events, ` +
      `${sizes.installations} installation records. The big client (measured): ${bigSize.vehicles} vehicles, ` +
      `${bigSize.tyres} tyres; ${lists.map((row) => `${row.name} ${row.n}`).join(', ')}.`,
    '',
    `${REQUESTS} requests per read scenario from ${CONCURRENCY} concurrent connections after ${WARMUP_REQUESTS} ` +
      `warm-up requests (the last column: ${SINGLE_REQUESTS} more, one at a time); the save: one warm-up round, then rounds of one install and one removal per vehicle ` +
      `over the pool (different vehicles and tyres at once).`,
    '',
    '| Scenario | n | p50 ms | p95 ms | p99 ms | Budget p95 | Met | c = 1: p50 / p95 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.count} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ≤ ${r.budget} | ` +
        `${r.p95 <= r.budget ? 'yes' : `no (+${fmt(r.p95 - r.budget)})`} | ` +
        `${r.single ? `${fmt(r.single.p50)} / ${fmt(r.single.p95)}` : '—'} |`,
    ),
    '',
  ];
  for (const result of results.filter((r) => r.explain)) {
    lines.push(`## ${result.name}: where the time goes`, '', ...(result.explain ?? []), '');
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  const file = path.join(dir, `${date}-lifecycle.md`);
  fs.writeFileSync(file, lines.join('\n'));
  log(`written to bench/results/${path.basename(file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
