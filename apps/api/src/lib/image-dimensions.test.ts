import { describe, expect, it } from 'vitest';
import { IMAGE_MSG, MAX_IMAGE_PIXELS } from '@huella/contracts';
import { assertImageWithinCap, imageDimensions, jpegDimensions, pngDimensions } from './image-dimensions';
import { JPEG_BYTES, PNG_BYTES } from '../../test/app';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG signature and IHDR chunk declaring `width`×`height` (the CRC is not checked, so zeros do). */
function png(width: number, height: number, chunk = 'IHDR', length = 13): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from(SIGNATURE).copy(header);
  header.writeUInt32BE(length, 8);
  header.write(chunk, 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 2;
  return header;
}

const segment = (marker: number, body: number[]) =>
  Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body]);

/** A frame header (SOFn) body: precision, height, width, one component. */
const frame = (width: number, height: number) => [
  8,
  height >> 8,
  height & 0xff,
  width >> 8,
  width & 0xff,
  1,
  1,
  0x11,
  0,
];

function jpeg(...segments: Buffer[]): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...segments, Buffer.from([0xff, 0xd9])]);
}

describe('pngDimensions', () => {
  it('reads width and height from the IHDR chunk', () => {
    expect(pngDimensions(PNG_BYTES)).toEqual({ width: 1, height: 1 });
    expect(pngDimensions(png(640, 480))).toEqual({ width: 640, height: 480 });
    expect(pngDimensions(png(100_000, 3))).toEqual({ width: 100_000, height: 3 });
    expect(pngDimensions(png(0xffffffff, 0xffffffff))).toEqual({ width: 0xffffffff, height: 0xffffffff });
  });

  it('knows nothing of a file whose first chunk is not a whole IHDR', () => {
    expect(pngDimensions(png(640, 480, 'IDAT'))).toBeUndefined();
    expect(pngDimensions(png(640, 480, 'IHDR', 12))).toBeUndefined();
    expect(pngDimensions(png(0, 480))).toBeUndefined();
    expect(pngDimensions(png(640, 0))).toBeUndefined();
    expect(pngDimensions(png(640, 480).subarray(0, 23))).toBeUndefined();
    expect(pngDimensions(Buffer.from(SIGNATURE))).toBeUndefined();
    expect(pngDimensions(JPEG_BYTES)).toBeUndefined();
  });
});

describe('jpegDimensions', () => {
  it('reads height and width from the first frame header, past other segments', () => {
    expect(jpegDimensions(JPEG_BYTES)).toEqual({ width: 1, height: 1 });
    const app0 = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    const quant = segment(
      0xdb,
      Array.from({ length: 65 }, () => 1),
    );
    const huffman = segment(0xc4, [0, ...Array.from({ length: 16 }, () => 0)]);
    expect(jpegDimensions(jpeg(app0, quant, huffman, segment(0xc0, frame(4032, 3024))))).toEqual({
      width: 4032,
      height: 3024,
    });
    // Progressive (SOF2) and lossless (SOF3) frames; fill bytes before a marker.
    expect(jpegDimensions(jpeg(segment(0xc2, frame(800, 600))))).toEqual({ width: 800, height: 600 });
    expect(jpegDimensions(jpeg(segment(0xc3, frame(65535, 65535))))).toEqual({ width: 65535, height: 65535 });
    const filled = Buffer.concat([Buffer.from([0xff, 0xff]), segment(0xc0, frame(10, 20))]);
    expect(jpegDimensions(jpeg(filled))).toEqual({ width: 10, height: 20 });
  });

  it('does not take a Huffman, JPG or arithmetic table segment for a frame header', () => {
    for (const marker of [0xc4, 0xc8, 0xcc]) {
      expect(jpegDimensions(jpeg(segment(marker, frame(10, 20)))), marker.toString(16)).toBeUndefined();
    }
  });

  it('knows nothing of a file without a readable frame header before the scan', () => {
    expect(jpegDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
    expect(
      jpegDimensions(jpeg(segment(0xda, [1, 1, 0, 0, 63, 0]), segment(0xc0, frame(10, 20)))),
    ).toBeUndefined();
    // Height 0 means "given later" (DNL): unknown before decoding.
    expect(jpegDimensions(jpeg(segment(0xc0, frame(10, 0))))).toBeUndefined();
    expect(jpegDimensions(jpeg(segment(0xc0, frame(0, 10))))).toBeUndefined();
    // A segment longer than the file, a length below 2, a short frame header, garbage between segments.
    expect(jpegDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0, 0, 0]))).toBeUndefined();
    expect(jpegDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 1, 0xff, 0xc0]))).toBeUndefined();
    expect(jpegDimensions(jpeg(segment(0xc0, [8, 0, 10])))).toBeUndefined();
    expect(
      jpegDimensions(Buffer.concat([Buffer.from([0xff, 0xd8, 0x00]), segment(0xc0, frame(1, 1))])),
    ).toBeUndefined();
    expect(jpegDimensions(PNG_BYTES)).toBeUndefined();
  });
});

describe('imageDimensions', () => {
  it('reads the kind it is told', () => {
    expect(imageDimensions(PNG_BYTES, 'png')).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(JPEG_BYTES, 'jpeg')).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(JPEG_BYTES, 'png')).toBeUndefined();
  });
});

describe('assertImageWithinCap', () => {
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error as { statusCode: number; message: string; extra: unknown };
    }
    return undefined;
  };

  it('lets through an image up to the cap and any other kind', () => {
    expect(refusal(() => assertImageWithinCap(png(10_000, 5_000), 'png', 'file'))).toBeUndefined();
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(
      refusal(() => assertImageWithinCap(jpeg(segment(0xc0, frame(8064, 6048))), 'jpeg', 'file')),
    ).toBeUndefined();
    expect(refusal(() => assertImageWithinCap(Buffer.from('PK'), 'xlsx', 'file'))).toBeUndefined();
  });

  it('refuses more pixels than the cap on the form field, and unreadable headers as a wrong type', () => {
    const tooBig = refusal(() => assertImageWithinCap(png(10_000, 5_001), 'png', 'image_support'));
    expect(tooBig).toMatchObject({
      statusCode: 422,
      message: IMAGE_MSG.dimensionesExcedidas,
      extra: { errors: { image_support: [IMAGE_MSG.dimensionesExcedidas] } },
    });
    // Width × height can pass 2^32: the product is a float, never wrapped.
    expect(refusal(() => assertImageWithinCap(png(0xffffffff, 0xffffffff), 'png', 'file'))?.statusCode).toBe(
      422,
    );
    expect(
      refusal(() => assertImageWithinCap(jpeg(segment(0xc0, frame(65535, 65535))), 'jpeg', 'file'))
        ?.statusCode,
    ).toBe(422);
    expect(refusal(() => assertImageWithinCap(png(10, 10, 'IDAT'), 'png', 'file'))).toMatchObject({
      statusCode: 415,
      message: IMAGE_MSG.tipoInvalido,
    });
  });
});
