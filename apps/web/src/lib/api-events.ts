/**
 * The API client lives outside React, but its two global answers (session ended, server down) are dialogs.
 * It sets the state here and `ApiDialogs` renders it; only the first problem is shown until it is resolved.
 */
export type ApiProblem = 'session-ended' | 'server-down' | null;

let problem: ApiProblem = null;
const listeners = new Set<() => void>();

export function getApiProblem(): ApiProblem {
  return problem;
}

export function reportApiProblem(next: Exclude<ApiProblem, null>) {
  // A session that ended explains every later failure; do not replace it with "server down".
  if (problem === 'session-ended') return;
  problem = next;
  listeners.forEach((listener) => listener());
}

export function resetApiProblem() {
  problem = null;
  listeners.forEach((listener) => listener());
}

export function subscribeApiProblem(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
