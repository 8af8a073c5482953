import { crc32, deflateSync } from 'node:zlib';
import type { Db } from '../client';
import { storeFile } from '../../lib/uploads';
import { IMAGES_FOLDER } from '@huella/contracts';
import { recordImage } from '../../modules/images/images.service';

/**
 * The photo of a demo reading judged 'Lista para Reemplazar' or 'Neumático en Mal estado' (the form requires
 * one). The seed has no camera, so it draws one: a tyre seen from the side, tread blocks round a dark ring on a
 * yard-grey background, with a pale cut for the damaged ones. Stored as an upload of the client, exactly as
 * imagen/subirimagen stores the inspector's photo, so the screens show it through the same protected address.
 */

const SIZE = 240;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of a tyre; `cut` draws a damaged sidewall. */
export function drawTyrePng(cut: boolean): Buffer {
  const rows: Buffer[] = [];
  const centre = SIZE / 2;
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then RGB
    for (let x = 0; x < SIZE; x++) {
      const dx = x - centre;
      const dy = y - centre;
      const radius = Math.hypot(dx, dy);
      const angle = Math.atan2(dy, dx);
      let shade = 150 + ((x * 7 + y * 13) % 11); // concrete
      if (radius < 34)
        shade = 185; // rim
      else if (radius < 44) shade = 120;
      else if (radius < 96)
        shade = 38; // sidewall
      else if (radius < 112) shade = Math.sin(angle * 36) > 0.1 ? 26 : 55; // tread blocks
      const damaged = cut && radius > 62 && radius < 90 && Math.abs(angle - 0.6) < 0.05;
      const value = damaged ? 205 : shade;
      row[1 + x * 3] = value;
      row[2 + x * 3] = damaged ? value - 30 : value;
      row[3 + x * 3] = damaged ? value - 60 : value;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Stores a drawn photo as the client's upload; answers the `nombre` a reading's `ruta` carries. */
export async function storeDemoPhoto(
  db: Db,
  params: { uploadsDir: string; clientId: number; userId: number; cut: boolean },
): Promise<string> {
  const stored = await storeFile(params.uploadsDir, IMAGES_FOLDER, {
    buffer: drawTyrePng(params.cut),
    kind: 'png',
    filename: 'neumatico.png',
  });
  await recordImage(db, { clientId: params.clientId, userId: params.userId, stored });
  return stored.slice(IMAGES_FOLDER.length + 1);
}
