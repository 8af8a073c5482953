import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random, URL-safe: what the browser holds. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database holds: looked up by equality on the digest, so no timing leak and nothing usable stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A short code a person can type from an e-mail (recovery), from an alphabet without look-alikes. */
export function newCode(length = 8): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
