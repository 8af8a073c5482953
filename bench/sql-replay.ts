/**
 * Replays the statements one request sent (captured in the server, `server-hooks.ts`) directly with pgbench:
 * one pgbench transaction is the request's statements in order, with the same bound values, at the same
 * concurrency and count as the API run. Its latency is the floor the API's own latency is compared with
 * (issue 9: API ÷ its own SQL). The backends' CPU is read from /proc meanwhile.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { cpuBetweenPauses, watchBackends } from './postgres-cpu';
import type { CapturedStatement } from './server-hooks';
import { percentile } from './stats';

export const REPLAY_APP_NAME = 'huella-bench-replay';

/**
 * `prepared`: each statement parsed and planned once per connection and then only bound and executed (what a
 * server that prepares its hot statements can reach). `extended`: parsed and planned on every execution,
 * bound values sent apart (what `pg` does for an unnamed query).
 */
export type ReplayMode = 'prepared' | 'extended';

export interface ReplayResult {
  mode: ReplayMode;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU of pgbench's backends per transaction (ns), connection start-up and warm-up excluded. */
  dbCpuNsPerRequest: number;
}

/**
 * The parameter types PostgreSQL infers for each statement (as it does when the app sends it unprepared with
 * untyped values). pgbench turns every `:variable` into a parameter of its own, so a statement that uses `$1`
 * twice (`$1 is null or x = $1`) would lose the occurrence its type is inferred from: the script casts each
 * value to the type found here instead. Statements that cannot be prepared (`begin`, `set`) have none.
 */
export async function parameterTypes(db: pg.Client, statements: CapturedStatement[]) {
  const types: (string[] | undefined)[] = [];
  for (const statement of statements) {
    if (statement.values.length === 0) {
      types.push(undefined);
      continue;
    }
    try {
      await db.query(`prepare huella_bench_probe as ${statement.text}`);
      const result = await db.query<{ types: string[] }>(
        "select parameter_types::text[] as types from pg_prepared_statements where name = 'huella_bench_probe'",
      );
      types.push(result.rows[0]?.types);
    } finally {
      await db.query('deallocate all');
    }
  }
  return types;
}

/**
 * pgbench reads `:name` as a variable even inside a string literal (`'HH24:MI'`): such literals are written
 * as the same string in escape syntax (`E'HH24\\x3aMI'`), which PostgreSQL reads as the very same constant.
 */
export function hideColonsInLiterals(text: string): string {
  return text.replace(/(^|[^A-Za-z0-9_&])'((?:[^']|'')*)'/g, (literal, before: string, body: string) =>
    /:[A-Za-z_]/.test(body) ? `${before}E'${body.replace(/\\/g, '\\\\').replace(/:/g, '\\x3a')}'` : literal,
  );
}

/** A pgbench script of the statements: bound values become `:variables` set with -D, cast to their type. */
export function pgbenchScript(statements: CapturedStatement[], types: (string[] | undefined)[]) {
  const defines: string[] = [];
  const commands = statements.map((statement, index) => {
    const text = hideColonsInLiterals(statement.text.trim().replace(/;+$/, ''));
    return text.replace(/\$(\d+)/g, (_, n: string) => {
      const type = types[index]?.[Number(n) - 1];
      const cast = type ? `::${type}` : '';
      const value = statement.values[Number(n) - 1];
      if (value === null || value === undefined) return `NULL${cast}`;
      const name = `s${index + 1}p${n}`;
      defines.push('-D', `${name}=${value}`);
      return `(:${name}${cast})`;
    });
  });
  return { script: `${commands.join(';\n')};\n`, defines };
}

function connectionArgs(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    decodeURIComponent(url.pathname.slice(1)),
  ];
}

function runPgbench(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      // pgbench exits with 2 when a transaction failed (a statement the replay cannot run as captured).
      if (code === 0) resolve();
      else reject(new Error(`pgbench exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/** Transactions per pgbench connection before the measured ones (plans, buffers, pgbench's own start). */
const WARMUP = 5;
/**
 * Each connection idles this long after its warm-up and after its last transaction: its backend's CPU is read
 * unchanged during both, so the difference is the measured transactions' alone (the API's pool connections
 * are warm too), and nothing is lost when the backend ends.
 */
const PAUSE_MS = 500;

/**
 * Runs the script on `concurrency` connections: WARMUP transactions each, a pause, `measured` transactions,
 * a pause (a per-connection counter, `:n`, chooses). Returns the measured transactions' latencies (ms) and
 * their backends' CPU.
 */
async function runScript(
  options: { databaseUrl: string; db: pg.Client; concurrency: number; mode: ReplayMode; workDir: string },
  scriptFile: string,
  defines: string[],
  measured: number,
) {
  const prefix = path.join(options.workDir, `pgbench-${options.mode}-${options.concurrency}`);
  const pause = WARMUP + 1;
  const total = pause + measured;
  const args = [
    '-n',
    '-M',
    options.mode,
    '-c',
    String(options.concurrency),
    '-j',
    '1',
    '-t',
    String(total + 1),
    '-D',
    'n=0',
    '-D',
    `pause=${pause}`,
    '-D',
    `total=${total}`,
    '-l',
    `--log-prefix=${prefix}`,
    '-f',
    scriptFile,
    ...defines,
    ...connectionArgs(options.databaseUrl),
  ];
  const watch = await watchBackends(options.db, REPLAY_APP_NAME, options.concurrency);
  const failure = await runPgbench(args, { ...process.env, PGAPPNAME: REPLAY_APP_NAME }).then(
    () => undefined,
    (error: unknown) => error,
  );
  const readings = await watch.stop();
  if (failure) throw failure;
  let cpuNs = 0;
  let backends = 0;
  for (const backend of readings.values()) {
    // A connection too short to have paused is not a client's (pgbench opens one before the clients').
    if ((backend.at(-1)?.at ?? 0) - (backend[0]?.at ?? 0) < PAUSE_MS) continue;
    cpuNs += cpuBetweenPauses(backend, PAUSE_MS * 0.8) ?? Number.NaN;
    backends += 1;
  }
  // Per-transaction log lines: client_id transaction_no (from 1) time_us script_no epoch epoch_us.
  const latencies: number[] = [];
  for (const file of fs.readdirSync(options.workDir)) {
    if (!file.startsWith(`${path.basename(prefix)}.`)) continue;
    const full = path.join(options.workDir, file);
    for (const line of fs.readFileSync(full, 'utf8').split('\n')) {
      const [, transaction, micros] = line.split(' ').map(Number);
      if (transaction !== undefined && micros !== undefined && transaction > pause && transaction <= total) {
        latencies.push(micros / 1000);
      }
    }
    fs.rmSync(full);
  }
  return { latencies, cpuNs: backends === options.concurrency ? cpuNs : Number.NaN };
}

export async function replay(options: {
  databaseUrl: string;
  /** A connection of the bench's own, to find pgbench's backends. */
  db: pg.Client;
  statements: CapturedStatement[];
  concurrency: number;
  count: number;
  mode: ReplayMode;
  workDir: string;
}): Promise<ReplayResult> {
  const { script, defines } = pgbenchScript(
    options.statements,
    await parameterTypes(options.db, options.statements),
  );
  const scriptFile = path.join(options.workDir, 'replay.sql');
  fs.writeFileSync(
    scriptFile,
    [
      '\\set n :n + 1',
      '\\if :n = :pause',
      `\\sleep ${PAUSE_MS} ms`,
      '\\elif :n > :total',
      `\\sleep ${PAUSE_MS} ms`,
      '\\else',
      script.trimEnd(),
      '\\endif',
      '',
    ].join('\n'),
  );
  const perClient = Math.ceil(options.count / options.concurrency);
  const run = await runScript(options, scriptFile, defines, perClient);
  const latencies = run.latencies.sort((a, b) => a - b);
  return {
    mode: options.mode,
    count: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    dbCpuNsPerRequest: run.cpuNs / (perClient * options.concurrency),
  };
}
