/**
 * The server under test as its own process: the app's production entry (`apps/api/src/server.ts`, as
 * `npm start` runs it) on a port of 127.0.0.1, so the bench's own work (load generator, bookkeeping) is never
 * counted against it. `server-hooks.ts` is loaded first to answer the bench over IPC (heap, SQL capture).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { processCpuNs, processRssBytes } from './proc-stats';
import type { CapturedStatement, HookAnswer, HookRequest } from './server-hooks';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
/** The application_name of the server's PostgreSQL connections: how the bench finds their backends. */
export const SERVER_APP_NAME = 'huella-bench-server';

export interface ServerOptions {
  /** PostgreSQL; without it the server opens the embedded database under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** A web build to serve (the cold-load measurement); without it only the API answers. */
  webDist?: string;
  port?: number;
  /** Where the server's stdout and stderr go (its request log included). */
  logFile: string;
}

export interface ServerProcess {
  pid: number;
  url: string;
  /** Nanoseconds of CPU the server has used so far (all its threads). */
  cpuNs(): number;
  rssBytes(): number;
  /** After a full collection (the server runs with --expose-gc). */
  heap(): Promise<NodeJS.MemoryUsage>;
  captureStart(): Promise<void>;
  captureStop(): Promise<CapturedStatement[]>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(options.logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    PGAPPNAME: SERVER_APP_NAME,
  };
  delete env.DATABASE_URL;
  delete env.WEB_DIST;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.webDist) env.WEB_DIST = options.webDist;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--expose-gc',
      '--import',
      pathToFileURL(path.join(BENCH_DIR, 'server-hooks.ts')).href,
      path.join(REPO_ROOT, 'apps/api/src/server.ts'),
    ],
    { cwd: REPO_ROOT, env, stdio: ['ignore', log, log, 'ipc'] },
  );
  fs.closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');

  let nextId = 1;
  const waiting = new Map<number, (answer: HookAnswer) => void>();
  child.on('message', (answer: HookAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const ask = <T extends HookAnswer['type']>(type: T) =>
    new Promise<Extract<HookAnswer, { type: T }>>((resolve) => {
      const id = nextId++;
      waiting.set(id, (answer) => resolve(answer as Extract<HookAnswer, { type: T }>));
      child.send({ id, type } satisfies HookRequest);
    });

  // Ready once the health check answers (migrations and the reference seed run first).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server stopped (code ${child.exitCode}); see ${options.logFile}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 3 minutes; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    pid,
    url,
    cpuNs: () => processCpuNs(pid) ?? Number.NaN,
    rssBytes: () => processRssBytes(pid) ?? Number.NaN,
    heap: async () => (await ask('heap')).memory,
    captureStart: async () => {
      await ask('capture-start');
    },
    captureStop: async () => (await ask('capture-stop')).statements,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
