import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS, createTestApp, multipartPayload, type TestApp, USERS } from '../../../../test/app';
import { administracionReportes, contactos } from '../../../db/schema/index';
import type { Mail } from '../../../lib/mailer';

const PDF = Buffer.from('%PDF-1.4\n% entrega\n%%EOF\n');

let t: TestApp;
let technician: string;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  technician = await t.login(USERS.technician);
  reviewer = await t.login(USERS.andinosAdmin);
});
afterAll(async () => {
  await t.close();
});

/** Sends one month of 2026 for Transportes Andinos and answers the report's id. */
async function sendMonth(month: number): Promise<number> {
  const { payload, headers } = multipartPayload(
    { id_cliente: String(CLIENTS.andinos), x_anio: '2026', x_mes1: String(month), x_mes2: String(month) },
    { name: 'r.pdf', content: PDF },
  );
  const answer = await t.request({
    method: 'POST',
    url: '/api/administradorreporte/guardarpdfservidorlocal',
    payload,
    headers,
    token: technician,
  });
  expect(answer.status).toBe(200);
  const [row] = await t.db
    .select()
    .from(administracionReportes)
    .where(and(eq(administracionReportes.anio, 2026), eq(administracionReportes.mes1, month)));
  if (!row) throw new Error('not sent');
  return row.id;
}

const reportRow = async (id: number) => {
  const [row] = await t.db.select().from(administracionReportes).where(eq(administracionReportes.id, id));
  return row;
};

describe('delivery of an approved report', () => {
  it('attaches the stored PDF and writes to every reporte contact, then dates the delivery', async () => {
    await t.db.insert(contactos).values({
      id_cliente: CLIENTS.andinos,
      nombre: 'Segundo Contacto',
      correo: 'segundo@transportesandinos.pe',
      telefono: '999',
      cargo: 'Jefe de flota',
      reporte: true,
    });
    const sent: Mail[] = [];
    const original = t.app.mailer.send;
    t.app.mailer.send = async (mail) => {
      sent.push(mail);
    };
    try {
      const id = await sendMonth(1);
      const answer = await t.post(
        '/api/administradorreporte/approve',
        { id_cliente: CLIENTS.andinos, id_reporte: id },
        reviewer,
      );
      expect(answer.status).toBe(200);
      expect(sent.map((mail) => mail.to).sort()).toEqual([
        'asalazar@transportesandinos.pe',
        'segundo@transportesandinos.pe',
      ]);
      const [attachment] = sent[0]?.attachments ?? [];
      expect(attachment?.filename).toBe('reporte-consolidado-enero-2026.pdf');
      expect(attachment?.content.equals(PDF)).toBe(true);
      expect((await reportRow(id))?.fecha_entrega).not.toBeNull();
    } finally {
      t.app.mailer.send = original;
    }
  });

  it('a mail that fails never undoes the approval; the delivery stays undated', async () => {
    const original = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    try {
      const id = await sendMonth(2);
      const answer = await t.post(
        '/api/administradorreporte/approve',
        { id_cliente: CLIENTS.andinos, id_reporte: id },
        reviewer,
      );
      expect(answer).toMatchObject({ status: 200, body: { success: 'Reporte aprobado' } });
      expect(await reportRow(id)).toMatchObject({ estado: 'APROBADO', fecha_entrega: null });
    } finally {
      t.app.mailer.send = original;
    }
  });

  it('a rejection mails nobody', async () => {
    const sent: Mail[] = [];
    const original = t.app.mailer.send;
    t.app.mailer.send = async (mail) => {
      sent.push(mail);
    };
    try {
      const id = await sendMonth(3);
      const answer = await t.post(
        '/api/administradorreporte/decline',
        { id_cliente: CLIENTS.andinos, id_reporte: id },
        reviewer,
      );
      expect(answer.status).toBe(200);
      expect(sent).toEqual([]);
    } finally {
      t.app.mailer.send = original;
    }
  });
});
