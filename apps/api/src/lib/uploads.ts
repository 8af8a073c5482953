import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MSG } from '@huella/contracts';
import { HttpError } from './http-errors';
import { assertImageWithinCap } from './image-dimensions';

/** Spec 1 §5, §9: one file; 10 MB for images and documents, 12 MB for imports. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_BYTES = 12 * 1024 * 1024;

export type FileKind = 'png' | 'jpeg' | 'xlsx' | 'xls' | 'apk' | 'pdf';
const EXTENSION: Record<FileKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  xlsx: 'xlsx',
  xls: 'xls',
  apk: 'apk',
  pdf: 'pdf',
};

export const INVALID_TYPE = 'Tipo de archivo inválido';
export const TOO_LARGE = 'Los archivos no deben exceder los 10MB de tramaño';
export const TOO_LARGE_IMPORT = 'Los archivos no deben exceder los 12MB de tamaño';

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((byte, index) => buffer[index] === byte);

/**
 * The file's type from its content, never its name (an .exe renamed .png stays refused). Zip-based formats are
 * told apart by the entries their local headers name.
 */
export function detectKind(buffer: Buffer): FileKind | undefined {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // '%PDF-'
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) {
    if (buffer.includes('AndroidManifest.xml')) return 'apk';
    if (buffer.includes('[Content_Types].xml') && buffer.includes('xl/')) return 'xlsx';
  }
  return undefined;
}

export interface UploadedFile {
  buffer: Buffer;
  kind: FileKind;
  filename: string;
}

export interface MultipartBody {
  file: UploadedFile | undefined;
  /** Plain form fields by name (the spec's multipart calls carry a `data` JSON field beside the file). */
  fields: Record<string, string>;
}

/** A broken form (truncated, wrong or no boundary, a stream cut short) is the caller's error: 400, never a 500. */
function formError(error: unknown): unknown {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (error instanceof HttpError || (status !== undefined && status < 500)) return error;
  return new HttpError(400, MSG.formularioInvalido);
}

/** The request's parts, with the parser's own failures (busboy's plain errors) turned into a 400. */
async function* formParts(
  request: FastifyRequest,
  limits: { fileSize: number; files: number; fields: number },
) {
  try {
    yield* request.parts({ limits });
  } catch (error) {
    throw formError(error);
  }
}

/**
 * Reads a multipart request: at most one file, within `maxBytes`, of one of `kinds`. A request that is not
 * multipart answers 415; an oversized file 413; a second file or an unexpected type 400/415.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { kinds: FileKind[]; maxBytes: number; tooLargeMessage?: string },
): Promise<MultipartBody> {
  if (!request.isMultipart())
    throw new HttpError(415, 'Se esperaba un formulario con archivo (multipart/form-data)');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of formParts(request, { fileSize: options.maxBytes, files: 2, fields: 20 })) {
    if (part.type === 'field') {
      // PostgreSQL text cannot hold NUL; JSON bodies are checked by the text guard (plugins/text-guard.ts).
      if (String(part.value).includes('\u0000'))
        throw new HttpError(422, MSG.caracterNoPermitido, {
          errors: { [part.fieldname]: [MSG.caracterNoPermitido] },
        });
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (file) throw new HttpError(400, 'Solo se permite un archivo');
    const buffer = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, options.tooLargeMessage ?? TOO_LARGE);
      throw formError(error);
    });
    const kind = detectKind(buffer);
    if (!kind || !options.kinds.includes(kind)) throw new HttpError(415, INVALID_TYPE);
    assertImageWithinCap(buffer, kind, part.fieldname);
    file = { buffer, kind, filename: part.filename };
  }
  return { file, fields };
}

/** Stores a file under a generated name (never the user's) and answers that name, relative to `dir`. */
export async function storeFile(dir: string, folder: string, file: UploadedFile): Promise<string> {
  const name = `${folder}/${randomBytes(16).toString('hex')}.${EXTENSION[file.kind]}`;
  await fs.mkdir(path.join(dir, folder), { recursive: true });
  await fs.writeFile(path.join(dir, name), file.buffer);
  return name;
}

/** Removes a stored upload; a file already gone is not an error. */
export async function removeStoredFile(uploadsDir: string, name: string | null): Promise<void> {
  if (!name) return;
  const target = path.resolve(uploadsDir, name);
  if (!target.startsWith(path.resolve(uploadsDir) + path.sep)) return;
  await fs.rm(target, { force: true });
}
