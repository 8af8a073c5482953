/**
 * The load generator: a child process of the bench (started by `load.ts`), so that sending requests and
 * reading answers costs this process's CPU, not the server's. It runs one job at a time: `count` requests
 * from `concurrency` keep-alive connections, each duration from writing the request to reading the whole
 * answer, and reports them with its own CPU time.
 */
import http from 'node:http';

export interface LoadJob {
  id: number;
  base: string;
  token: string;
  method: 'GET' | 'POST';
  /** Under the server's origin, e.g. `/api/sesion`. */
  path: string;
  /** JSON bodies, used in turn (request n sends bodies[n % length]); none for a GET. */
  bodies?: unknown[];
  count: number;
  concurrency: number;
}

export interface LoadResult {
  id: number;
  /** Milliseconds per request, in completion order. */
  durations: number[];
  /** Bytes of the answers' bodies. */
  bytes: number;
  /** This process's CPU (user + system) during the job, in microseconds. */
  cpuUs: number;
  error?: string;
}

/** One pool of keep-alive connections per concurrency, kept between jobs (the warm-up opens them). */
const agents = new Map<number, http.Agent>();
const agentFor = (concurrency: number) => {
  let agent = agents.get(concurrency);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    agents.set(concurrency, agent);
  }
  return agent;
};

function send(job: LoadJob, n: number, agent: http.Agent): Promise<{ ms: number; bytes: number }> {
  const url = new URL(job.path, job.base);
  const body =
    job.bodies && job.bodies.length > 0 ? JSON.stringify(job.bodies[n % job.bodies.length]) : undefined;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: job.method,
        agent,
        headers: {
          authorization: `Bearer ${job.token}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let bytes = 0;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (response.statusCode !== 200) chunks.push(chunk);
        });
        response.on('end', () => {
          if (response.statusCode === 200) resolve({ ms: performance.now() - started, bytes });
          else
            reject(
              new Error(
                `${job.method} ${job.path}: ${response.statusCode} ${Buffer.concat(chunks).toString()}`,
              ),
            );
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const agent = agentFor(job.concurrency);
  const durations: number[] = [];
  let bytes = 0;
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const worker = async () => {
    for (let n = next++; n < job.count; n = next++) {
      const answer = await send(job, n, agent);
      durations.push(answer.ms);
      bytes += answer.bytes;
    }
  };
  try {
    await Promise.all(Array.from({ length: job.concurrency }, worker));
  } catch (error) {
    return { id: job.id, durations, bytes, cpuUs: 0, error: String(error) };
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { id: job.id, durations, bytes, cpuUs: cpu.user + cpu.system };
}

process.on('message', (job: LoadJob) => {
  void run(job).then((result) => process.send?.(result));
});
