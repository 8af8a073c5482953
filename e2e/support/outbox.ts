import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { OUTBOX_DIR } from './paths';

/** The outbox files addressed to `email`, oldest first (names start with an ISO time stamp). */
export function outboxFilesFor(email: string): string[] {
  if (!fs.existsSync(OUTBOX_DIR)) return [];
  const suffix = `-${email.replace(/[^\w.@-]/g, '_')}.txt`;
  return fs
    .readdirSync(OUTBOX_DIR)
    .filter((name) => name.endsWith(suffix))
    .sort();
}

/**
 * Waits for a mail to `email` that was not in `before` and returns the text of the newest one. The mail also
 * names its addressee (`Para:`), which is checked so that a misnamed file cannot mislead.
 */
export async function waitForMail(email: string, before: readonly string[]): Promise<string> {
  let newest: string | undefined;
  await expect
    .poll(
      () => {
        newest = outboxFilesFor(email)
          .filter((name) => !before.includes(name))
          .at(-1);
        return newest;
      },
      { message: `a mail to ${email} in ${OUTBOX_DIR}` },
    )
    .toBeDefined();
  const text = fs.readFileSync(path.join(OUTBOX_DIR, newest ?? ''), 'utf8');
  expect(text).toContain(`Para: ${email}`);
  return text;
}

/** The code of the newest recovery mail to `email` not in `before`. */
export async function waitForRecoveryCode(email: string, before: readonly string[]): Promise<string> {
  const text = await waitForMail(email, before);
  expect(text).toContain('Asunto: Huella: recuperación de contraseña');
  const code = /Código de recuperación: (\S+)/.exec(text)?.[1];
  expect(code, "a 'Código de recuperación:' line").toBeTruthy();
  return code ?? '';
}
