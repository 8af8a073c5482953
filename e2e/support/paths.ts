import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e package folder (this file lives in e2e/support). */
export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository root: the web server is started from here. */
export const REPO_ROOT = path.resolve(E2E_DIR, '..');

/**
 * The server's DATA_DIR for the journeys: wiped and seeded again on every run. It sits under e2e/ and is named
 * `data`, so the repository's `.gitignore` rule `data/` already keeps it out of git.
 */
export const DATA_DIR = process.env.E2E_DATA_DIR
  ? path.resolve(process.env.E2E_DATA_DIR)
  : path.join(E2E_DIR, 'data');

/** Without SMTP_URL the server also writes every mail here as `<iso-stamp>-<to>.txt`. */
export const OUTBOX_DIR = path.join(DATA_DIR, 'outbox');

/** E2E_PORT (with E2E_DATA_DIR and the server's WEB_DIST) lets a second run go beside the first. */
export const PORT = Number(process.env.E2E_PORT ?? 3999);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
