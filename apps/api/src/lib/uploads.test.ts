import { describe, expect, it } from 'vitest';
import { detectKind } from './uploads';

const zipWith = (entry: string) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(entry)]);

describe('detectKind', () => {
  it('reads the type from the content', () => {
    expect(detectKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('xls');
    expect(detectKind(zipWith('[Content_Types].xml xl/workbook.xml'))).toBe('xlsx');
    expect(detectKind(zipWith('AndroidManifest.xml'))).toBe('apk');
    expect(detectKind(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe('pdf');
  });

  it('refuses anything else, whatever its name', () => {
    expect(detectKind(Buffer.from('MZ\x90\x00'))).toBeUndefined();
    expect(detectKind(zipWith('word/document.xml'))).toBeUndefined();
    expect(detectKind(Buffer.alloc(0))).toBeUndefined();
    // A PDF's name or a '%PDF' without its dash is not a PDF.
    expect(detectKind(Buffer.from('%PDF1.7'))).toBeUndefined();
  });
});
