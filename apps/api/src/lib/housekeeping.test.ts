import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { correosSalientes, incidenteImagenes, intentosLogin, usuarios } from '../db/schema/index';
import { cleanUp } from './housekeeping';
import { HIDDEN_SECRET } from './mailer';

let t: TestApp;
let uploadsDir: string;
const now = new Date('2026-11-21T12:00:00Z');
const twoDaysAgo = new Date('2026-11-19T12:00:00Z');
const anHourAgo = new Date('2026-11-21T11:00:00Z');

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-housekeeping-'));
  t = await createTestApp({ uploadsDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('cleanUp', () => {
  it('drops old login attempts and never-sent incident images with their files, and keeps recent ones', async () => {
    const [user] = await t.db.select({ id: usuarios.id }).from(usuarios).limit(1);
    const userId = user?.id ?? 0;
    await t.db.insert(intentosLogin).values([
      { email: 'viejo@huella.pe', ip: '10.0.0.1', exitoso: false, created_at: twoDaysAgo },
      { email: 'reciente@huella.pe', ip: '10.0.0.1', exitoso: false, created_at: anHourAgo },
    ]);
    fs.mkdirSync(path.join(uploadsDir, 'incidencias'), { recursive: true });
    for (const name of ['incidencias/old.png', 'incidencias/new.png'])
      fs.writeFileSync(path.join(uploadsDir, name), 'x');
    await t.db.insert(incidenteImagenes).values([
      { nombre: 'incidencias/old.png', id_usuario: userId, created_at: twoDaysAgo },
      { nombre: 'incidencias/new.png', id_usuario: userId, created_at: anHourAgo },
    ]);

    const removed = await cleanUp(t.db, { uploadsDir, now });

    expect(removed.images).toBe(1);
    expect(removed.attempts).toBeGreaterThanOrEqual(1);
    const attempts = await t.db.select({ email: intentosLogin.email }).from(intentosLogin);
    expect(attempts.map((row) => row.email)).toContain('reciente@huella.pe');
    expect(attempts.map((row) => row.email)).not.toContain('viejo@huella.pe');
    const pending = await t.db
      .select({ nombre: incidenteImagenes.nombre })
      .from(incidenteImagenes)
      .where(eq(incidenteImagenes.id_usuario, userId));
    expect(pending.map((row) => row.nombre)).toEqual(['incidencias/new.png']);
    expect(fs.existsSync(path.join(uploadsDir, 'incidencias/old.png'))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, 'incidencias/new.png'))).toBe(true);
  });

  it('hides the codes and temporary passwords of outbox mails stored before the mailer hid them', async () => {
    const legacy =
      'Código de recuperación: K7M2P9QX\n\nEnlace: http://x/resetpassword?email=a%40b.pe&token=K7M2P9QX\n' +
      'Usuario: a@b.pe\nContraseña temporal: ZX8CV2BN34\n';
    const plain = 'Nueva incidencia INC-000001 de Transportes Andinos.';
    const [old, other] = await t.db
      .insert(correosSalientes)
      .values([
        { para: 'a@b.pe', asunto: 'antiguo', texto: legacy },
        { para: 'soporte@huella.local', asunto: 'incidencia', texto: plain },
      ])
      .returning({ id: correosSalientes.id });

    expect((await cleanUp(t.db, { uploadsDir, now })).mails).toBe(1);

    const text = async (id: number) =>
      (await t.db.select().from(correosSalientes).where(eq(correosSalientes.id, id)))[0]?.texto;
    const cleaned = await text(old?.id ?? 0);
    expect(cleaned).not.toContain('K7M2P9QX');
    expect(cleaned).not.toContain('ZX8CV2BN34');
    expect(cleaned).toContain(`Código de recuperación: ${HIDDEN_SECRET}`);
    expect(cleaned).toContain(`Contraseña temporal: ${HIDDEN_SECRET}`);
    expect(cleaned).toContain(`token=${HIDDEN_SECRET}`);
    expect(await text(other?.id ?? 0)).toBe(plain);
    // Once hidden, nothing is left to clean.
    expect((await cleanUp(t.db, { uploadsDir, now })).mails).toBe(0);
  });
});
