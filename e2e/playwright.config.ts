import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, DATA_DIR, PORT, REPO_ROOT } from './support/paths';

/**
 * Browser journeys against the real app: the API serves the built SPA (run `npm run build` first, or use the
 * root script `npm run test:e2e`) on one port, with a fresh embedded database seeded with the demo data.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: ['**/data/**', '**/test-results/**'],
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // CI adds a JSON report to add up one closing line (.ci/summarize.mjs).
  reporter: process.env.HUELLA_REPORT_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.HUELLA_REPORT_DIR, 'e2e.json') }]]
    : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    viewport: { width: 1366, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: `npx playwright install` needs the internet, which this machine does not have.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${DATA_DIR}" && npm run start -w @huella/api`,
    cwd: REPO_ROOT,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      PUBLIC_URL: BASE_URL,
      // Empty means "not set" for the server: embedded database with demo data, mail to DATA_DIR/outbox.
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
