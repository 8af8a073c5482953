import { deflateRawSync } from 'node:zlib';

/** An entry already deflated: `size` is the uncompressed size its headers declare. */
export interface DeflatedEntry {
  name: string;
  data: Buffer;
  size: number;
}

/**
 * A minimal zip writer for tests of the spreadsheet caps: builds archives ExcelJS would never write (bombs,
 * too many entries, lying sizes). `declaredSize` overrides the uncompressed size written in the headers.
 */
export function buildZip(entries: { name: string; content: Buffer; declaredSize?: number }[]): Buffer {
  return zipOfDeflated(
    entries.map((entry) => ({
      name: entry.name,
      data: deflateRawSync(entry.content),
      size: entry.declaredSize ?? entry.content.length,
    })),
  );
}

/**
 * The archive itself (sizes in the headers, no data descriptors). Takes deflated data so that a caller can
 * stream a part too large to hold uncompressed (the import benchmark's 98 MB sheet).
 */
export function zipOfDeflated(entries: DeflatedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name: entryName, data, size } of entries) {
    const name = Buffer.from(entryName);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Entries that make `detectKind` call the archive an .xlsx. */
export const XLSX_MARKERS = [{ name: '[Content_Types].xml', content: Buffer.from('<Types/>') }];
