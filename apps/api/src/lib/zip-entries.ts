/** Zip record signatures (APPNOTE 4.3): end of central directory and central directory file header. */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const ENTRY_HEADER_SIZE = 46;
const MAX_COMMENT = 0xffff;

/**
 * The entry names a zip's central directory lists, or undefined when the buffer is not a well-formed zip (no
 * end record, a directory pointing outside the file, zip64). Only names are read, nothing is inflated, so an
 * untrusted upload costs at most one pass over its directory.
 */
export function zipEntryNames(zip: Buffer): string[] | undefined {
  let end = -1;
  const lowest = Math.max(0, zip.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let offset = zip.length - END_RECORD_SIZE; offset >= lowest; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return undefined;
  const total = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (total === 0xffff || directoryOffset === 0xffffffff) return undefined;

  const names: string[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < total; index += 1) {
    if (offset + ENTRY_HEADER_SIZE > end || zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    if (offset + ENTRY_HEADER_SIZE + nameLength > end) return undefined;
    names.push(zip.toString('utf8', offset + ENTRY_HEADER_SIZE, offset + ENTRY_HEADER_SIZE + nameLength));
    offset += ENTRY_HEADER_SIZE + nameLength + extraLength + commentLength;
  }
  return names;
}
