/**
 * Loaded into the server under test with `--import` (see server-process.ts), before the app's own code. It
 * answers the bench over the process's IPC channel, never over HTTP, and does nothing until asked:
 *
 * - `heap`: a full collection when node runs with --expose-gc, then `process.memoryUsage()` (the exports'
 *   live-heap growth);
 * - `capture-start` / `capture-stop`: record every statement the app sends to PostgreSQL through `pg` (text,
 *   bound values as `pg` puts them on the wire, prepared-statement name, backend pid), so the bench can replay
 *   a request's exact SQL with pgbench. The driver is patched only between the two messages; the timed runs
 *   go through the untouched driver.
 */
import { createRequire } from 'node:module';
import pg from 'pg';

export interface CapturedStatement {
  text: string;
  /** As sent on the wire: text, or null. */
  values: (string | null)[];
  /** Set when the app prepared the statement under a name. */
  name?: string;
  /** The PostgreSQL backend that ran it (a request on two pool connections shows two pids). */
  backendPid?: number;
}

export type HookRequest = { id: number; type: 'heap' | 'capture-start' | 'capture-stop' };
export type HookAnswer =
  | { id: number; type: 'heap'; memory: NodeJS.MemoryUsage }
  | { id: number; type: 'capture-start' }
  | { id: number; type: 'capture-stop'; statements: CapturedStatement[] };

type QueryArgs = Parameters<pg.Client['query']>;
// `pg` converts each bound value to the text it sends (dates, arrays, JSON, buffers) with this function.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

const originalQuery = pg.Client.prototype.query;
let captured: CapturedStatement[] | undefined;

function record(client: pg.Client & { processID?: number }, args: unknown[]) {
  const [first, second] = args as [unknown, unknown];
  const config = (typeof first === 'string' ? { text: first } : first) as {
    text?: string;
    values?: unknown[];
    name?: string;
  };
  if (typeof config.text !== 'string') return;
  const values = Array.isArray(second) ? second : (config.values ?? []);
  captured?.push({
    text: config.text,
    values: values.map((value) => {
      const wire = prepareValue(value);
      return wire === null || wire === undefined
        ? null
        : Buffer.isBuffer(wire)
          ? wire.toString()
          : String(wire);
    }),
    ...(config.name ? { name: config.name } : {}),
    ...(client.processID ? { backendPid: client.processID } : {}),
  });
}

function startCapture() {
  captured = [];
  pg.Client.prototype.query = function capturingQuery(this: pg.Client, ...args: QueryArgs) {
    record(this, args);
    return (originalQuery as (...a: QueryArgs) => unknown).apply(this, args);
  } as typeof originalQuery;
}

function stopCapture(): CapturedStatement[] {
  pg.Client.prototype.query = originalQuery;
  const statements = captured ?? [];
  captured = undefined;
  return statements;
}

const gc = (globalThis as { gc?: () => void }).gc;

if (process.send) {
  process.on('message', (message: HookRequest) => {
    const answer = (body: HookAnswer) => process.send?.(body);
    switch (message.type) {
      case 'heap':
        gc?.();
        answer({ id: message.id, type: 'heap', memory: process.memoryUsage() });
        break;
      case 'capture-start':
        startCapture();
        answer({ id: message.id, type: 'capture-start' });
        break;
      case 'capture-stop':
        answer({ id: message.id, type: 'capture-stop', statements: stopCapture() });
        break;
    }
  });
  // The IPC channel alone must not keep the server alive once it decides to stop.
  process.channel?.unref();
}
