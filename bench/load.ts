/** Starts the load generator (`load-generator.ts`) as a child process and hands it jobs. */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load-generator';

export type { LoadResult };

export interface LoadGenerator {
  pid: number;
  run(job: Omit<LoadJob, 'id'>): Promise<LoadResult>;
  stop(): void;
}

export function startLoadGenerator(): LoadGenerator {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-generator.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid === undefined) throw new Error('the load generator did not start');
  let nextId = 1;
  const waiting = new Map<number, (result: LoadResult) => void>();
  child.on('message', (result: LoadResult) => {
    waiting.get(result.id)?.(result);
    waiting.delete(result.id);
  });
  child.on('exit', (code) => {
    for (const [id, settle] of waiting) {
      settle({ id, durations: [], bytes: 0, cpuUs: 0, error: `the load generator stopped (code ${code})` });
    }
    waiting.clear();
  });
  return {
    pid: child.pid,
    run: (job) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, (result) => (result.error ? reject(new Error(result.error)) : resolve(result)));
        child.send({ ...job, id });
      }),
    stop: () => {
      child.kill('SIGTERM');
    },
  };
}
