/**
 * CPU of the PostgreSQL backends that serve one application (by its `application_name`), read from /proc.
 * PostgreSQL runs a process per connection, so the backends of the server under test (or of pgbench) are
 * told apart from everyone else's on the same database server; their CPU is their whole work (parse, plan,
 * execute, send).
 */
import type pg from 'pg';
import { processCpuNs } from './proc-stats';

/** The backend pids of an application's connections. */
export async function backendPids(db: pg.Client, applicationName: string): Promise<number[]> {
  const result = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  return result.rows.map((row) => row.pid);
}

/** CPU nanoseconds of each backend of the application, now. */
export async function backendsCpu(db: pg.Client, applicationName: string): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  for (const pid of await backendPids(db, applicationName)) {
    const ns = processCpuNs(pid);
    if (ns !== undefined) cpu.set(pid, ns);
  }
  return cpu;
}

/**
 * CPU used between two readings: backends that appeared in between count from zero (a new pool connection's
 * start-up is part of the work); a backend that ended in between is missing from `after` and its last
 * interval is lost (the caller warms the pool up so that none come and go).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ns] of after) total += ns - (before.get(pid) ?? 0);
  return total;
}

/**
 * For connections that end with the run (pgbench's): finds the application's `expected` new backends, then reads
 * their CPU every `everyMs` from /proc alone (no query, so the watching costs the database nothing). Returns
 * each backend's readings, so the caller can find the pauses the replay puts in each connection's work.
 */
export async function watchBackends(db: pg.Client, applicationName: string, expected: number, everyMs = 10) {
  const samples = new Map<number, { at: number; ns: number }[]>();
  // Backends of an earlier run may still be ending: only those that appear from now on are this run's.
  const earlier = new Set(await backendPids(db, applicationName));
  let pids: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      // Until `expected` live ones are found: a client may open a short connection first (pgbench does).
      if (pids.length < expected) {
        pids = (await backendPids(db, applicationName)).filter((pid) => !earlier.has(pid));
      }
      const at = performance.now();
      for (const pid of pids) {
        const ns = processCpuNs(pid);
        if (ns === undefined) {
          earlier.add(pid);
          continue;
        }
        const list = samples.get(pid) ?? [];
        list.push({ at, ns });
        samples.set(pid, list);
      }
      pids = pids.filter((pid) => !earlier.has(pid));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

/**
 * The CPU a backend used between the two pauses the replay puts in each connection's work (after its warm-up,
 * after its last transaction): the last two quiet stretches of at least `pauseMs` in its readings, quiet
 * meaning under `noiseNs` between two readings (an idle backend still wakes now and then, e.g. to flush its
 * statistics). From the end of the first to the start of the second: start-up, warm-up and exit left out.
 * Undefined when the two pauses were not both seen.
 */
export function cpuBetweenPauses(readings: { at: number; ns: number }[], pauseMs: number, noiseNs = 100_000) {
  const quiet: { from: number; to: number }[] = [];
  let start = 0;
  for (let i = 1; i <= readings.length; i += 1) {
    const current = readings[i];
    const previous = readings[i - 1] as { at: number; ns: number };
    if (current === undefined || current.ns - previous.ns >= noiseNs) {
      if (previous.at - (readings[start] as { at: number }).at >= pauseMs)
        quiet.push({ from: start, to: i - 1 });
      start = i;
    }
  }
  const [afterWarmup, atEnd] = quiet.slice(-2);
  if (!afterWarmup || !atEnd || quiet.length < 2) return undefined;
  return (readings[atEnd.from]?.ns ?? 0) - (readings[afterWarmup.to]?.ns ?? 0);
}
