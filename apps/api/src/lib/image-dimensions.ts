import { IMAGE_MSG, MAX_IMAGE_PIXELS } from '@huella/contracts';
import { HttpError, ValidationError } from './http-errors';

/**
 * An image's width and height read from its headers, without decoding a pixel (docs/decisions/0021): a 10 MB
 * upload can declare a picture large enough to exhaust whoever decodes it (a browser, a future thumbnailer),
 * so the size is checked before anything decodes it.
 */
export interface ImageDimensions {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG: the IHDR chunk must come first (length 13), width and height as 4-byte big-endian numbers. */
export function pngDimensions(buffer: Buffer): ImageDimensions | undefined {
  if (buffer.length < 24 || !PNG_SIGNATURE.every((byte, index) => buffer[index] === byte)) return undefined;
  if (buffer.readUInt32BE(8) !== 13 || buffer.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return positive(buffer.readUInt32BE(16), buffer.readUInt32BE(20));
}

/** Markers that stand alone, without a length: TEM and the restart markers RST0–RST7. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Start-of-frame markers SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

/**
 * JPEG: walks the marker segments after SOI up to the first frame header (SOFn), which holds height then width.
 * Entropy-coded data starts only after SOS, so a scan or the end before any frame header means the size is
 * unknown. A height of 0 (given later in a DNL segment) is refused as unknown too.
 */
export function jpegDimensions(buffer: Buffer): ImageDimensions | undefined {
  if (buffer.length < 4 || buffer[0] !== 0xff || buffer[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset < buffer.length) {
    if (buffer[offset] !== 0xff) return undefined;
    // Any number of 0xFF fill bytes may precede a marker.
    while (buffer[offset] === 0xff) offset += 1;
    if (offset >= buffer.length) return undefined;
    const marker = buffer[offset] as number;
    offset += 1;
    if (isStandalone(marker)) continue;
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE || marker === 0xd8) return undefined;
    if (offset + 2 > buffer.length) return undefined;
    const length = buffer.readUInt16BE(offset);
    if (length < 2 || offset + length > buffer.length) return undefined;
    if (isStartOfFrame(marker)) {
      // Segment: length (2), sample precision (1), height (2), width (2), components…
      if (length < 7) return undefined;
      return positive(buffer.readUInt16BE(offset + 5), buffer.readUInt16BE(offset + 3));
    }
    offset += length;
  }
  return undefined;
}

/** The dimensions of a png or jpeg upload, or undefined when its headers cannot be read. */
export function imageDimensions(buffer: Buffer, kind: 'png' | 'jpeg'): ImageDimensions | undefined {
  return kind === 'png' ? pngDimensions(buffer) : jpegDimensions(buffer);
}

function positive(width: number, height: number): ImageDimensions | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * Refuses a png/jpeg whose headers cannot be read (415, as any other wrong type) or that declares more than
 * MAX_IMAGE_PIXELS (422 on its form field), before anything decodes it. Other kinds pass untouched.
 */
export function assertImageWithinCap(buffer: Buffer, kind: string, field: string): void {
  if (kind !== 'png' && kind !== 'jpeg') return;
  const size = imageDimensions(buffer, kind);
  if (!size) throw new HttpError(415, IMAGE_MSG.tipoInvalido);
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    throw new ValidationError(field, IMAGE_MSG.dimensionesExcedidas);
}
