import { vi } from 'vitest';

export interface StubResponse {
  status?: number;
  body?: unknown;
}

type Handler = (request: { url: URL; method: string; body: unknown }) => StubResponse | Promise<StubResponse>;

/**
 * Replaces the global fetch with answers by "METHOD /api/path" (query ignored). An unexpected call fails the
 * test loudly instead of hanging. Web tests stub fetch; the API has its own tests against a real database.
 */
export function stubFetch(handlers: Record<string, Handler | StubResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Llamada no esperada en la prueba: ${method} ${url.pathname}`);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = typeof handler === 'function' ? await handler({ url, method, body }) : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
