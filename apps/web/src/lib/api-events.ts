/**
 * The API client lives outside React, but its global answers are dialogs: it sets the state here and
 * `ApiDialogs` renders it; only the first problem is shown until it is resolved.
 *
 * - 'session-ended': a 401 on a call made with a token.
 * - 'server-down': no answer at all (network failure, server stopped).
 * - 'server-error': an answer the screen cannot use (5xx, or a body that breaks the contract).
 *
 * One failure, one message: a server problem waits a moment before its dialog opens, and is dropped when the
 * screen shows an error state of its own meanwhile (a list or a screen whose load failed says so in place, with
 * 'Reintentar'); a failed save, which has no such state, gets the dialog.
 */
export type ApiProblem = 'session-ended' | 'server-down' | 'server-error' | null;

/** Long enough for a failed query to reach its screen (a few frames), short enough to feel immediate. */
export const INLINE_CLAIM_MS = 250;

let problem: ApiProblem = null;
let pending: ReturnType<typeof setTimeout> | null = null;
let inlineErrors = 0;
const listeners = new Set<() => void>();

function publish(next: ApiProblem) {
  problem = next;
  listeners.forEach((listener) => listener());
}

function cancelPending() {
  if (pending !== null) clearTimeout(pending);
  pending = null;
}

export function getApiProblem(): ApiProblem {
  return problem;
}

export function reportApiProblem(next: Exclude<ApiProblem, null>) {
  // A session that ended explains every later failure; do not replace it with a server problem.
  if (problem === 'session-ended') return;
  if (next === 'session-ended') {
    cancelPending();
    publish(next);
    return;
  }
  if (problem !== null || pending !== null) return;
  pending = setTimeout(() => {
    pending = null;
    if (inlineErrors === 0 && problem === null) publish(next);
  }, INLINE_CLAIM_MS);
}

export function resetApiProblem() {
  cancelPending();
  publish(null);
}

/**
 * Called by an error state while it is on screen (returns the cleanup): server problems meanwhile are the state's
 * to tell, not a dialog's.
 */
export function showInlineError(): () => void {
  inlineErrors += 1;
  return () => {
    inlineErrors -= 1;
  };
}

export function subscribeApiProblem(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
