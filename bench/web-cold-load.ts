/**
 * A cold load of a list screen in Chromium (issue 9: cold `/vehiculos` draws its first row in ≤ 1.0 s on
 * loopback). Each load runs in a fresh browser context (empty HTTP cache, nothing compiled), signed in by
 * writing the session into localStorage as the login page does, and records, from the start of the
 * navigation: when the first DataGrid row is in the page, the Largest Contentful Paint, when the list request
 * left and was answered, and the bytes transferred (Resource Timing of the document and everything it loaded).
 *
 * Chromium: `CHROMIUM_PATH`, or Debian's package (as the e2e journeys use it).
 */
import { chromium } from 'playwright-core';
import type { SessionToStore } from '../apps/web/src/lib/storage';

export interface ColdLoad {
  firstRowMs: number;
  lcpMs: number;
  /** Transfer size of the document and every resource it loaded before the measurement ended. */
  bytes: number;
  requests: number;
  /** The list request: when it left and when its answer was complete. */
  listStartMs: number;
  listEndMs: number;
  /** When the last script needed for the first row (the screen's chunk) had arrived. */
  scriptsEndMs: number;
}

interface Timings {
  firstRow: number;
  lcp: number;
  bytes: number;
  requests: number;
  listStart: number;
  listEnd: number;
  scriptsEnd: number;
}

declare global {
  interface Window {
    __benchFirstRow?: number;
    __benchLcp?: number;
  }
}

/** Runs in the page before any of its scripts: the session, and observers for the first row and the LCP. */
function instrument(session: SessionToStore) {
  // The keys of apps/web/src/lib/storage.ts (spec 1 §3).
  const stored: Record<string, string> = {
    token: session.token,
    id: String(session.userId),
    role: String(session.role),
    email: session.email,
    name: session.name,
    logueo: 'true',
  };
  if (session.clientId !== null) {
    stored.idcliente = String(session.clientId);
    stored.idclient = String(session.clientId);
  }
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  new MutationObserver((_, observer) => {
    if (document.querySelector('.MuiDataGrid-row[data-id]')) {
      window.__benchFirstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

function collect(listPath: string): Timings {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const list = resources.find((entry) => entry.name.includes(listPath));
  const firstRow = window.__benchFirstRow ?? Number.NaN;
  const scripts = resources.filter(
    (entry) => entry.initiatorType !== 'fetch' && entry.responseEnd <= firstRow,
  );
  return {
    firstRow,
    lcp: window.__benchLcp ?? Number.NaN,
    bytes: (navigation?.transferSize ?? 0) + resources.reduce((sum, entry) => sum + entry.transferSize, 0),
    requests: 1 + resources.length,
    listStart: list?.startTime ?? Number.NaN,
    listEnd: list?.responseEnd ?? Number.NaN,
    scriptsEnd: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
  };
}

/** `warmups` loads first (not reported: the server's caches), then `runs` measured cold loads. */
export async function measureColdLoads(options: {
  baseUrl: string;
  path: string;
  /** The request whose timing is reported, e.g. `/api/vehiculos/list`. */
  listPath: string;
  session: SessionToStore;
  runs: number;
  warmups?: number;
}): Promise<ColdLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const loads: ColdLoad[] = [];
  try {
    for (let run = 0; run < (options.warmups ?? 1) + options.runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-PE' });
      try {
        await context.addInitScript(instrument, options.session);
        const page = await context.newPage();
        await page.goto(`${options.baseUrl}${options.path}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => window.__benchFirstRow !== undefined, null, { timeout: 30_000 });
        // The LCP may still move to a later, larger paint; quiet network means the screen is complete.
        await page.waitForLoadState('networkidle');
        const timings = await page.evaluate(collect, options.listPath);
        if (run >= (options.warmups ?? 1)) {
          loads.push({
            firstRowMs: timings.firstRow,
            lcpMs: timings.lcp,
            bytes: timings.bytes,
            requests: timings.requests,
            listStartMs: timings.listStart,
            listEndMs: timings.listEnd,
            scriptsEndMs: timings.scriptsEnd,
          });
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return loads;
}
