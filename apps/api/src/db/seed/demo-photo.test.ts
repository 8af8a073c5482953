import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngDimensions } from '../../lib/image-dimensions';
import { detectKind } from '../../lib/uploads';
import { drawTyrePng } from './demo-photo';

describe('drawTyrePng', () => {
  it('draws a PNG the upload checks accept, 240 px square, with its pixel rows intact', () => {
    for (const cut of [false, true]) {
      const png = drawTyrePng(cut);
      expect(detectKind(png)).toBe('png');
      expect(pngDimensions(png)).toEqual({ width: 240, height: 240 });
      // IDAT starts after the signature (8), IHDR (25) and its own length and type (8).
      const idatLength = png.readUInt32BE(33);
      const pixels = inflateSync(png.subarray(41, 41 + idatLength));
      expect(pixels.length).toBe(240 * (1 + 240 * 3));
    }
  });
});
