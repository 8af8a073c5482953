/**
 * The key a reading carries so a retried save finds the stored one (issue 12). `crypto.randomUUID` exists only
 * in secure contexts; a tablet on the yard's network may open the app over plain http, so fall back to a
 * version-4 uuid built from `getRandomValues`, which every browser has.
 */
export function newClave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
