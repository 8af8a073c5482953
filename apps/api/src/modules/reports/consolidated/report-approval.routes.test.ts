import { eq } from 'drizzle-orm';
import { ACTION } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENTS,
  createTestApp,
  multipartPayload,
  PNG_BYTES,
  revokeGrant,
  type TestApp,
  USERS,
} from '../../../../test/app';
import { createOutbox, type Outbox } from '../../../../test/outbox';
import { administracionReportes, comentariosReporte, reportesPdf } from '../../../db/schema/index';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SENT = 'Se envio correctamente el pdf. En espera de su aprobacion';
const REPLY_REQUIRED = 'La recomendación es requerida';

let t: TestApp;
let outbox: Outbox;
const tokens: Record<keyof typeof USERS, string> = {} as never;

beforeAll(async () => {
  outbox = createOutbox();
  t = await createTestApp({ outboxDir: outbox.dir });
  for (const key of Object.keys(USERS) as (keyof typeof USERS)[]) tokens[key] = await t.login(USERS[key]);
});
afterAll(async () => {
  await t.close();
  outbox.remove();
});

interface SendOptions {
  token?: string;
  clientId?: number;
  year?: number;
  month1?: number;
  month2?: number;
  comentario?: string;
  file?: Buffer | null;
}

function send(options: SendOptions = {}) {
  const fields: Record<string, string> = {
    id_cliente: String(options.clientId ?? CLIENTS.andinos),
    x_anio: String(options.year ?? 2026),
    x_mes1: String(options.month1 ?? 1),
    x_mes2: String(options.month2 ?? 3),
    id_usuario: '999',
  };
  if (options.comentario !== undefined) fields.comentario = options.comentario;
  const file = options.file === null ? undefined : { name: 'reporte.pdf', content: options.file ?? PDF };
  const { payload, headers } = multipartPayload(fields, file);
  return t.request({
    method: 'POST',
    url: '/api/administradorreporte/guardarpdfservidorlocal',
    payload,
    headers,
    token: options.token ?? tokens.technician,
  });
}

const periodRow = async (year: number, month1: number, month2: number) => {
  const rows = await t.db.select().from(administracionReportes);
  return rows.filter((row) => row.anio === year && row.mes1 === month1 && row.mes2 === month2);
};
/** The one report of a period (the test fails when there is none or more). */
const onlyReport = async (year: number, month1: number, month2: number) => {
  const rows = await periodRow(year, month1, month2);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no report');
  return row;
};
const pdfOf = async (row: { id_reporte_pdf: number }) => {
  const [pdf] = await t.db.select().from(reportesPdf).where(eq(reportesPdf.id, row.id_reporte_pdf));
  if (!pdf) throw new Error('no pdf');
  return pdf;
};
const review = (action: 'approve' | 'decline', id: number, token = tokens.andinosAdmin, clientId = 1) =>
  t.post(`/api/administradorreporte/${action}`, { id_cliente: clientId, id_reporte: id }, token);
const comments = (id: number, token = tokens.technician) =>
  t.post('/api/comentarios/index', { id_cliente: CLIENTS.andinos, id_reportes: id }, token);

describe('the whole approval: send, reject with a comment, reply required, resend, approve, deliver', () => {
  let id: number;

  it('a first send stores the PDF and one report waiting (PROCESO) sent by the session user', async () => {
    const response = await send();
    expect(response).toMatchObject({ status: 200, body: { success: SENT } });
    const row = await onlyReport(2026, 1, 3);
    expect(row).toMatchObject({ estado: 'PROCESO', fecha_revision: null, id_revisor: null });
    id = row.id;
    const list = await t.post(
      '/api/administradorreporte/index',
      { id_cliente: CLIENTS.andinos, page: 1, per_page: 10 },
      tokens.andinosAdmin,
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id,
      name: 'Carlos Quispe Mamani',
      reporte: 'Reporte consolidado Enero – Marzo 2026',
      estado: 'PROCESO',
    });
    const pdf = await pdfOf(row);
    expect(list.body.data[0].urlpdf).toBe(pdf.uuid);
    expect(pdf.tamanio).toBe(PDF.length);
  });

  it('the top bar of roles 1 and 2 lists it with the client; others are refused', async () => {
    for (const token of [tokens.superadmin]) {
      const response = await t.post('/api/administradorreporte/pendientes', {}, token);
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(1);
      expect(response.body.data[0]).toMatchObject({
        id,
        id_cliente: CLIENTS.andinos,
        razon_social: 'Transportes Andinos S.A.C.',
        reporte: 'Reporte consolidado Enero – Marzo 2026',
        estado: 'PROCESO',
      });
    }
    for (const token of [tokens.technician, tokens.andinosAdmin, tokens.andinosOperator]) {
      expect((await t.post('/api/administradorreporte/pendientes', {}, token)).status).toBe(403);
    }
  });

  it('a second send while waiting replaces the PDF on the same row', async () => {
    const before = await onlyReport(2026, 1, 3);
    expect((await send()).status).toBe(200);
    const after = await onlyReport(2026, 1, 3);
    expect(after.id).toBe(id);
    expect(after.id_reporte_pdf).not.toBe(before.id_reporte_pdf);
  });

  it('comments only on a rejected report', async () => {
    const response = await t.post(
      '/api/comentarios/store',
      { id_cliente: CLIENTS.andinos, comentario: { adm_rep_id: id, comentario: 'Falta la flota B' } },
      tokens.andinosAdmin,
    );
    expect(response).toMatchObject({
      status: 422,
      body: { error: 'Solo se puede comentar un reporte rechazado' },
    });
  });

  it('a technician (view + add on 24) cannot approve or reject: edit is the reviewer grant', async () => {
    expect((await review('approve', id, tokens.technician)).status).toBe(403);
    expect((await review('decline', id, tokens.technician)).status).toBe(403);
    expect((await onlyReport(2026, 1, 3)).estado).toBe('PROCESO');
  });

  it('another client cannot reject it: 404, unchanged', async () => {
    expect((await review('decline', id, tokens.surAdmin, CLIENTS.sur)).status).toBe(404);
    expect((await review('decline', id, tokens.surAdmin, CLIENTS.andinos)).status).toBe(403);
    expect((await onlyReport(2026, 1, 3)).estado).toBe('PROCESO');
  });

  it('the reviewer rejects it and comments; rejecting again is refused', async () => {
    expect(await review('decline', id)).toMatchObject({
      status: 200,
      body: { success: 'Reporte rechazado' },
    });
    const row = await onlyReport(2026, 1, 3);
    expect(row).toMatchObject({ estado: 'RECHAZADO' });
    expect(row.fecha_revision).not.toBeNull();
    expect(await review('decline', id)).toMatchObject({
      status: 422,
      body: { error: 'El reporte ya fue revisado' },
    });
    const empty = await t.post(
      '/api/comentarios/store',
      { id_cliente: CLIENTS.andinos, comentario: { adm_rep_id: id, comentario: '   ' } },
      tokens.andinosAdmin,
    );
    expect(empty).toMatchObject({ status: 422, body: { error: REPLY_REQUIRED } });
    const stored = await t.post(
      '/api/comentarios/store',
      {
        id_cliente: CLIENTS.andinos,
        id_usuario: 999,
        comentario: { adm_rep_id: id, comentario: 'Falta la flota B' },
      },
      tokens.andinosAdmin,
    );
    expect(stored).toMatchObject({ status: 200, body: { success: 'Agregado' } });
  });

  it('the thread lists the comment with its author; another client sees nothing (404)', async () => {
    const response = await comments(id);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        adm_rep_id: id,
        comentario: 'Falta la flota B',
        name: 'María Torres Quispe',
      }),
    ]);
    const other = await t.post(
      '/api/comentarios/index',
      { id_cliente: CLIENTS.sur, id_reportes: id },
      tokens.surAdmin,
    );
    expect(other.status).toBe(404);
    const otherStore = await t.post(
      '/api/comentarios/store',
      { id_cliente: CLIENTS.sur, comentario: { adm_rep_id: id, comentario: 'x' } },
      tokens.surAdmin,
    );
    expect(otherStore.status).toBe(404);
    expect(await t.db.select().from(comentariosReporte)).toHaveLength(1);
  });

  it('a resend of the rejected report without a reply is refused and changes nothing', async () => {
    const before = await onlyReport(2026, 1, 3);
    for (const comentario of [undefined, '', '   ']) {
      const response = await send({ comentario });
      expect(response).toMatchObject({ status: 422, body: { error: REPLY_REQUIRED } });
    }
    const after = await onlyReport(2026, 1, 3);
    expect(after).toEqual(before);
  });

  it('a resend with a reply stores it in the thread and waits again, its revision cleared', async () => {
    expect(await send({ comentario: '  Agregada la flota B  ' })).toMatchObject({
      status: 200,
      body: { success: SENT },
    });
    const row = await onlyReport(2026, 1, 3);
    expect(row).toMatchObject({ id, estado: 'PROCESO', fecha_revision: null, id_revisor: null });
    const thread = (await comments(id)).body.data.map((c: { comentario: string; name: string }) => [
      c.comentario,
      c.name,
    ]);
    expect(thread).toEqual([
      ['Falta la flota B', 'María Torres Quispe'],
      ['Agregada la flota B', 'Carlos Quispe Mamani'],
    ]);
  });

  it('approval: answered, mailed to the reporte contacts only, delivery dated; twice refused', async () => {
    expect(outbox.mailsTo('asalazar@transportesandinos.pe')).toHaveLength(0);
    expect(await review('approve', id)).toMatchObject({ status: 200, body: { success: 'Reporte aprobado' } });
    const [mail] = await outbox.waitForMails('asalazar@transportesandinos.pe');
    expect(mail).toContain('Asunto: Reporte consolidado Enero – Marzo 2026 — Transportes Andinos S.A.C.');
    expect(mail).toContain('aprobado por María Torres Quispe');
    const row = await onlyReport(2026, 1, 3);
    const pdf = await pdfOf(row);
    expect(mail).toContain(`http://huella.test/api/reporte/pdf/${pdf.uuid}`);
    expect(mail).toContain(`(${PDF.length} bytes)`);
    expect(outbox.mailsTo('pgutierrez@transportesandinos.pe')).toHaveLength(0);
    expect(outbox.mailsTo('eparedes@cordilleradelsur.pe')).toHaveLength(0);
    expect(row).toMatchObject({ estado: 'APROBADO' });
    expect(row.fecha_entrega).not.toBeNull();
    expect(await review('approve', id)).toMatchObject({
      status: 422,
      body: { error: 'El reporte ya fue revisado' },
    });
    expect(await review('decline', id)).toMatchObject({ status: 422 });
    expect(outbox.mailsTo('asalazar@transportesandinos.pe')).toHaveLength(1);
  });

  it('an approved period cannot be sent again', async () => {
    expect(await send()).toMatchObject({
      status: 422,
      body: { error: 'El reporte del periodo ya fue aprobado' },
    });
    expect(await send({ comentario: 'otra vez' })).toMatchObject({ status: 422 });
  });

  it("the client's users find it among the approved reports; another client does not", async () => {
    const response = await t.post(
      '/api/administradorreporte/aprobados',
      { id_cliente: CLIENTS.andinos, page: 1, per_page: 10 },
      tokens.andinosOperator,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(response.body.data[0]).toMatchObject({
      id,
      periodo: 'Enero – Marzo 2026',
      reporte: 'Reporte consolidado Enero – Marzo 2026',
      estado: 'APROBADO',
    });
    const sur = await t.post(
      '/api/administradorreporte/aprobados',
      { id_cliente: CLIENTS.sur, page: 1, per_page: 10 },
      tokens.surOperator,
    );
    expect(sur.body).toMatchObject({ total: 0, data: [] });
    const pending = await t.post('/api/administradorreporte/pendientes', {}, tokens.superadmin);
    expect(pending.body).toMatchObject({ total: 0, data: [] });
  });
});

describe('decline with its reason', () => {
  it('stores the reason as the first comment with the rejection; a blank one stores nothing', async () => {
    expect((await send({ month1: 10, month2: 10 })).status).toBe(200);
    const row = await onlyReport(2026, 10, 10);
    const declined = await t.post(
      '/api/administradorreporte/decline',
      { id_cliente: CLIENTS.andinos, id_reporte: row.id, comentario: '  Sin fotos de los neumáticos  ' },
      tokens.andinosAdmin,
    );
    expect(declined).toMatchObject({ status: 200, body: { success: 'Reporte rechazado' } });
    expect((await comments(row.id)).body.data).toEqual([
      expect.objectContaining({ comentario: 'Sin fotos de los neumáticos', name: 'María Torres Quispe' }),
    ]);

    expect((await send({ month1: 11, month2: 11 })).status).toBe(200);
    const other = await onlyReport(2026, 11, 11);
    const blank = await t.post(
      '/api/administradorreporte/decline',
      { id_cliente: CLIENTS.andinos, id_reporte: other.id, comentario: '   ' },
      tokens.andinosAdmin,
    );
    expect(blank.status).toBe(200);
    expect((await comments(other.id)).body.data).toEqual([]);
    // Refused twice: the reason of a second decline is not stored either.
    const again = await t.post(
      '/api/administradorreporte/decline',
      { id_cliente: CLIENTS.andinos, id_reporte: other.id, comentario: 'otra vez' },
      tokens.andinosAdmin,
    );
    expect(again.status).toBe(422);
    expect((await comments(other.id)).body.data).toEqual([]);
  });
});

describe('concurrency', () => {
  it('a concurrent approve and reject of one report leave exactly one outcome', async () => {
    expect((await send({ month1: 4, month2: 4 })).status).toBe(200);
    const row = await onlyReport(2026, 4, 4);
    const [approve, decline] = await Promise.all([review('approve', row.id), review('decline', row.id)]);
    const statuses = [approve.status, decline.status].sort();
    expect(statuses).toEqual([200, 422]);
    const after = await onlyReport(2026, 4, 4);
    expect(after.estado).toBe(approve.status === 200 ? 'APROBADO' : 'RECHAZADO');
  });

  it('two first sends of one period at once leave one report', async () => {
    const answers = await Promise.all([send({ month1: 5, month2: 6 }), send({ month1: 5, month2: 6 })]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await periodRow(2026, 5, 6)).toHaveLength(1);
  });
});

describe('send: validation and access', () => {
  it('requires the document, a PDF, within 10 MB', async () => {
    expect(await send({ month1: 7, month2: 7, file: null })).toMatchObject({
      status: 422,
      body: { error: 'El documento es requerido' },
    });
    expect(await send({ month1: 7, month2: 7, file: PNG_BYTES })).toMatchObject({
      status: 415,
      body: { error: 'Tipo de archivo inválido' },
    });
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await send({ month1: 7, month2: 7, file: big })).toMatchObject({
      status: 413,
      body: { error: 'Los archivos no deben exceder los 10MB de tramaño' },
    });
    expect(await periodRow(2026, 7, 7)).toHaveLength(0);
  });

  it('checks the period (month order) and the fields', async () => {
    expect(await send({ month1: 9, month2: 8 })).toMatchObject({
      status: 422,
      body: { error: 'Por favor, ingresar un mes igual o mayor al primer mes seleccionado' },
    });
    expect((await send({ month1: 13, month2: 13 })).status).toBe(422);
    const notMultipart = await t.post(
      '/api/administradorreporte/guardarpdfservidorlocal',
      { id_cliente: 1 },
      tokens.technician,
    );
    expect(notMultipart.status).toBe(415);
  });

  it('refuses a client the user may not use, and a user without add on 24', async () => {
    expect((await send({ token: tokens.surAdmin, month1: 8, month2: 8 })).status).toBe(403);
    expect((await send({ token: tokens.andinosOperator, month1: 8, month2: 8 })).status).toBe(403);
    expect(await periodRow(2026, 8, 8)).toHaveLength(0);
  });
});

describe('lists: access and paging', () => {
  it('the report list pages 10 at a time, newest change first, and needs view on 24', async () => {
    const list = await t.post(
      '/api/administradorreporte/index',
      { id_cliente: CLIENTS.andinos, page: 1, per_page: 2 },
      tokens.technician,
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 5, per_page: 2, from: 1, to: 2 });
    const dates = list.body.data.map((row: { fecha: string }) => row.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(
      (
        await t.post(
          '/api/administradorreporte/index',
          { id_cliente: CLIENTS.andinos, page: 1, per_page: 10 },
          tokens.andinosOperator,
        )
      ).status,
    ).toBe(403);
    const sur = await t.post(
      '/api/administradorreporte/index',
      { id_cliente: CLIENTS.sur, page: 1, per_page: 10 },
      tokens.surAdmin,
    );
    expect(sur.body).toMatchObject({ total: 0, data: [] });
    expect(
      (
        await t.post(
          '/api/administradorreporte/index',
          { id_cliente: CLIENTS.andinos, page: 1, per_page: 10 },
          tokens.surAdmin,
        )
      ).status,
    ).toBe(403);
  });

  it('the approved list needs view on the consolidated report (80)', async () => {
    await revokeGrant(t, 80, ACTION.view);
    const response = await t.post(
      '/api/administradorreporte/aprobados',
      { id_cliente: CLIENTS.andinos, page: 1, per_page: 10 },
      tokens.andinosOperator,
    );
    expect(response.status).toBe(403);
  });

  it('unknown report ids answer 404 and anonymous calls 401', async () => {
    expect((await review('approve', 999_999)).status).toBe(404);
    expect((await comments(999_999)).status).toBe(404);
    expect((await t.post('/api/administradorreporte/pendientes', {})).status).toBe(401);
    expect((await t.post('/api/comentarios/index', { id_cliente: 1, id_reportes: 1 })).status).toBe(401);
  });
});
