import { describe, expect, it } from 'vitest';
import { buildZip } from '../../test/zip';
import { zipEntryNames } from './zip-entries';

describe('zipEntryNames', () => {
  it('lists the central directory names', () => {
    const zip = buildZip([
      { name: 'AndroidManifest.xml', content: Buffer.from('<manifest/>') },
      { name: 'res/a.png', content: Buffer.from('x') },
    ]);
    expect(zipEntryNames(zip)).toEqual(['AndroidManifest.xml', 'res/a.png']);
  });

  it('answers undefined for something that is not a zip', () => {
    expect(zipEntryNames(Buffer.from('PK\x03\x04 AndroidManifest.xml but no directory'))).toBeUndefined();
    expect(zipEntryNames(Buffer.alloc(0))).toBeUndefined();
  });

  it('answers undefined when the directory points outside the file', () => {
    const zip = buildZip([{ name: 'AndroidManifest.xml', content: Buffer.from('<manifest/>') }]);
    zip.writeUInt32LE(0x7fffffff, zip.length - 6);
    expect(zipEntryNames(zip)).toBeUndefined();
  });
});
