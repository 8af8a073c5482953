import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * A DATA_DIR/outbox of its own for a test app (`createTestApp({ outboxDir: outbox.dir })`). The outbox table
 * keeps mails with their codes and temporary passwords hidden; the files are where a mail is read whole.
 */
export function createOutbox() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-outbox-'));
  /** The texts of the mails to `email`, oldest first (file names start with an ISO time stamp). */
  const mailsTo = (email: string): string[] => {
    if (!fs.existsSync(dir)) return [];
    const suffix = `-${email.replace(/[^\w.@-]/g, '_')}.txt`;
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(suffix))
      .sort()
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
  };
  return {
    dir,
    mailsTo,
    /** Waits until `email` has received `count` mails (some are sent after the reply) and answers them. */
    async waitForMails(email: string, count = 1): Promise<string[]> {
      await expect
        .poll(() => mailsTo(email).length, { timeout: 5000, interval: 20 })
        .toBeGreaterThanOrEqual(count);
      return mailsTo(email);
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
