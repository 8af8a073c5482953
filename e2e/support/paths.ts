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
export const DATA_DIR = path.join(E2E_DIR, 'data');

/** Without SMTP_URL the server also writes every mail here as `<iso-stamp>-<to>.txt`. */
export const OUTBOX_DIR = path.join(DATA_DIR, 'outbox');

export const PORT = 3999;
export const BASE_URL = `http://127.0.0.1:${PORT}`;
