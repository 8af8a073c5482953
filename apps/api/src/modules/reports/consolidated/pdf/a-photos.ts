import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConsolidatedSectionsA } from '@huella/contracts';
import { detectKind } from '../../../../lib/uploads';

/** What the protected URL of a stored upload starts with (contracts protectedFileUrl). */
const URL_PREFIX = '/api/archivos/';
/** Photos embedded in one PDF at most: each is the full upload (≤ 10 MB), so a long list is not read whole. */
export const PDF_PHOTO_LIMIT = 60;

/**
 * The photos of the bad-condition and withdrawn tyres as data URLs pdfmake can print, keyed by their protected
 * URL (ruta1 / imagen1). Read from the uploads folder; a missing or unreadable file, or one that is not a png or
 * jpeg, is left out (the table then prints '-'). At most PDF_PHOTO_LIMIT files.
 */
export async function loadSectionsAPhotos(
  uploadsDir: string,
  report: Pick<ConsolidatedSectionsA, 'neumaticos_mal_estado' | 'neumaticos_retiro'>,
): Promise<Map<string, string>> {
  const urls = [
    ...report.neumaticos_mal_estado.data.map((row) => row.ruta1),
    ...report.neumaticos_retiro.data.map((row) => row.imagen1),
  ].filter((url): url is string => url !== null && url.startsWith(URL_PREFIX));
  const photos = new Map<string, string>();
  for (const url of [...new Set(urls)].slice(0, PDF_PHOTO_LIMIT)) {
    const stored = url.slice(URL_PREFIX.length);
    // Only names under the uploads folder: never a path that climbs out of it.
    if (stored.split('/').some((part) => part === '..' || part === '')) continue;
    try {
      const buffer = await readFile(path.join(uploadsDir, stored));
      const kind = detectKind(buffer);
      if (kind !== 'png' && kind !== 'jpeg') continue;
      photos.set(url, `data:image/${kind};base64,${buffer.toString('base64')}`);
    } catch {
      // The file is gone from disk: the row prints without its photo.
    }
  }
  return photos;
}
