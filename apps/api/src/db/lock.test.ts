import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseLockedError } from './lock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('acquireLock', () => {
  it('takes a free lock and releases it', () => {
    const lock = path.join(dir, 'pg.lock');
    const release = acquireLock(lock);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('refuses a lock held by another live process with a clear message', () => {
    const lock = path.join(dir, 'pg.lock');
    // The test runner's parent process is alive and is not us.
    fs.writeFileSync(lock, String(process.ppid));
    expect(() => acquireLock(lock)).toThrow(DatabaseLockedError);
    expect(() => acquireLock(lock)).toThrow(/está en uso por otro proceso \(pid \d+\)/);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const lock = path.join(dir, 'pg.lock');
    fs.writeFileSync(lock, '999999999');
    const release = acquireLock(lock);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
  });
});
