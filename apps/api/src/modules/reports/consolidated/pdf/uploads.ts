import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A stored upload's bytes (clientes.ruta_logo 'logos/…', usuarios.imagen_firma 'firmas/…'), or null when there
 * is none, it is gone, or the stored name would climb out of the uploads folder.
 */
export async function readUpload(uploadsDir: string, stored: string | null): Promise<Buffer | null> {
  if (!stored) return null;
  const root = path.resolve(uploadsDir);
  const target = path.resolve(root, stored);
  if (!target.startsWith(root + path.sep)) return null;
  return readFile(target).catch(() => null);
}
