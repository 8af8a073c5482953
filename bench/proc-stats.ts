/**
 * CPU time and memory of another process, read from Linux's /proc without asking the process anything (the
 * server under test gets no endpoint and no extra work for being measured).
 *
 * CPU comes from `/proc/<pid>/task/<tid>/schedstat`, whose first field is the nanoseconds each thread has run:
 * exact, unlike the 10 ms ticks of `/proc/<pid>/stat`, and it counts every thread (the main loop, libuv's
 * pool, the garbage collector's helpers). A thread that ends between two readings takes its time with it; the
 * processes measured here (Node, PostgreSQL backends) keep their threads.
 */
import fs from 'node:fs';

/** Nanoseconds of CPU the process's live threads have used, or undefined once the process is gone. */
export function processCpuNs(pid: number): number | undefined {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  let total = 0;
  for (const tid of tasks) {
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return total;
}

/** Resident set size in bytes (VmRSS), or undefined once the process is gone. */
export function processRssBytes(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** Whether this machine exposes per-thread run times (Linux with scheduler statistics). */
export const canReadProcessCpu = () => processCpuNs(process.pid) !== undefined;
