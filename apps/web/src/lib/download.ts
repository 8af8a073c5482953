import { ApiError, requestRaw } from './api-client';

/** The formats of the lists' Exportar menu and the content type each answer must have. */
export const EXPORT_TYPES = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
} as const;
export type ExportType = keyof typeof EXPORT_TYPES;

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or undefined. */
export function fileNameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

/**
 * POSTs to an export call and answers the file with the name the server gave (Content-Disposition) or
 * `fallbackName`. `acceptTypes`: content types the caller accepts; anything else is an ApiError (spec 2 §8:
 * 'La respuesta no es un archivo Excel'). Failures behave as every call (session-ended dialog on 401).
 */
export async function fetchFile(
  path: string,
  body: unknown,
  options: { fallbackName: string; acceptTypes: string[]; wrongTypeMessage: string },
): Promise<{ blob: Blob; fileName: string }> {
  const response = await requestRaw(path, { method: 'POST', body });
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!options.acceptTypes.includes(type))
    throw new ApiError({ status: 415, message: options.wrongTypeMessage });
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFrom(response.headers.get('content-disposition')) ?? options.fallbackName,
  };
}

/** Saves a blob as a file through a temporary link (the browser's download bar). */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
