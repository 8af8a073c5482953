import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, CONSOLIDATED_MSG, REPORT_PDF_ENDPOINT, ROLE } from '@huella/contracts';
import { CLIENTS, createTestApp, PNG_BYTES, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { clientes, permisos, reportesPdf, usuarios } from '../../../db/schema/index';
import { CONSOLIDATED_MENU } from './consolidated.routes';
import { buildFrameFleet } from './frame.test-support';
import { FRAME_TITLES, SIN_RECOMENDACIONES } from './pdf/frame-sections';

let t: TestApp;
let token: string;
let fleet: Awaited<ReturnType<typeof buildFrameFleet>>;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildFrameFleet(t, 'PDF', '20100000893');
});
afterEach(async () => t.close());

const FEBRUARY = { year: 2024, month1: 2, month2: 2 };
const savePdf = (body: Record<string, unknown> = {}, as: string | undefined = token) =>
  t.post('/api/reporte/savePdf', { id_cliente: fleet.clientId, id_usuario: null, ...FEBRUARY, ...body }, as);
const getPdf = (uuid: string, as?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reporte/pdf/${uuid}`,
    headers: as ? { authorization: `Bearer ${as}` } : {},
  });

/** The PDF's text, pages joined. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

describe('POST reporte/savePdf and GET reporte/pdf/{uuid}', () => {
  it('builds, keeps and serves the period’s PDF: cover, contents, follow-up counts, recommendations, signature', async () => {
    // The signer's signature and the client's logo are read from the uploads folder.
    fs.mkdirSync(path.join(t.app.uploadsDir, 'firmas'), { recursive: true });
    fs.writeFileSync(path.join(t.app.uploadsDir, 'firmas/0123456789abcdef0123456789abcdef.png'), PNG_BYTES);
    const [superadmin] = await t.db
      .update(usuarios)
      .set({ imagen_firma: 'firmas/0123456789abcdef0123456789abcdef.png' })
      .where(eq(usuarios.email, USERS.superadmin))
      .returning({ id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos });
    fs.mkdirSync(path.join(t.app.uploadsDir, 'logos'), { recursive: true });
    fs.writeFileSync(path.join(t.app.uploadsDir, 'logos/fedcba9876543210fedcba9876543210.png'), PNG_BYTES);
    await t.db
      .update(clientes)
      .set({ ruta_logo: 'logos/fedcba9876543210fedcba9876543210.png' })
      .where(eq(clientes.id, fleet.clientId));
    const stored = await t.post(
      '/api/recomendacion/store',
      {
        id_cliente: fleet.clientId,
        ...FEBRUARY,
        recomendacion: { id: null, descripcion: 'Rotar los neumáticos del eje 2' },
      },
      token,
    );
    expect(stored.status).toBe(200);

    const res = await savePdf();
    expect(res.status).toBe(200);
    expect(res.body.endpoint).toBe(REPORT_PDF_ENDPOINT);
    const { uuid } = res.body.datos;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.db.select().from(reportesPdf).where(eq(reportesPdf.uuid, uuid));
    expect(row).toMatchObject({
      id_cliente: fleet.clientId,
      id_usuario: superadmin?.id,
      anio: 2024,
      mes1: 2,
      mes2: 2,
    });

    const file = await getPdf(uuid, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('inline;');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Reporte consolidado Febrero 2024.pdf')}`,
    );
    expect(row?.tamanio).toBe(file.rawPayload.length);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Reporte consolidado');
    expect(text).toContain('Flota PDF S.A.C.');
    expect(text).toContain('RUC 20100000893');
    expect(text).toContain('Febrero 2024');
    expect(text).toContain('Contenido');
    expect(text).toContain(FRAME_TITLES.seguimiento);
    expect(text).toContain(FRAME_TITLES.recomendaciones);
    expect(text).toContain('Rotar los neumáticos del eje 2');
    expect(text).not.toContain(SIN_RECOMENDACIONES);
    expect(text).toContain('No enviado');
    // February 2024: 3 inspections, 2 vehicles, 3 tyres (frame.test-support.ts) in the follow-up table.
    expect(text).toMatch(/inspeccionados\s+No enviado\s+3\s+2\s+3/);
    expect(text).toContain('Página 2 de');
    expect(text).toContain(`${superadmin?.nombre} ${superadmin?.apellidos}`.trim());
  });

  it('says a period without recommendations', async () => {
    const res = await savePdf();
    const file = await getPdf(res.body.datos.uuid, token);
    expect(await pdfText(file.rawPayload)).toContain(SIN_RECOMENDACIONES);
  });

  it('refuses a last month before the first (422) and keeps nothing', async () => {
    const res = await savePdf({ month1: 3, month2: 2 });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(CONSOLIDATED_MSG.mesRango);
    expect(await t.db.select().from(reportesPdf).where(eq(reportesPdf.id_cliente, fleet.clientId))).toEqual(
      [],
    );
  });

  it('needs view on menu 80 to generate (403) and a client the user may use (403)', async () => {
    const operator = await t.login(USERS.andinosOperator);
    expect((await savePdf({}, operator)).status).toBe(403);
    await revokeGrant(t, CONSOLIDATED_MENU);
    expect((await savePdf({ id_cliente: CLIENTS.andinos }, operator)).status).toBe(403);
    expect(await t.db.select().from(reportesPdf)).toEqual([]);
  });

  it('serves the PDF only to a user of its client (404 otherwise), anonymous is 401, a random uuid 404', async () => {
    const { datos } = (await savePdf()).body;
    const outsider = await t.login(USERS.andinosAdmin);
    const foreign = await getPdf(datos.uuid, outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).not.toContain('pdf');
    expect((await getPdf(datos.uuid)).statusCode).toBe(401);
    expect((await getPdf('6f1c1b5e-2f35-4a4e-9d53-4f7f2c0c9b11', token)).statusCode).toBe(404);
    expect((await getPdf('not-a-uuid', token)).statusCode).toBe(404);
    expect((await getPdf(datos.uuid, token)).statusCode).toBe(200);
  });

  it('reads the PDF with view on menu 24 alone, and not without view on 80 and 24 (404)', async () => {
    const operator = await t.login(USERS.andinosOperator);
    const res = await savePdf({ id_cliente: CLIENTS.andinos }, operator);
    expect(res.status).toBe(200);
    const { uuid } = res.body.datos;
    expect((await getPdf(uuid, operator)).statusCode).toBe(200);
    await grantView(24);
    await revokeGrant(t, CONSOLIDATED_MENU);
    expect((await getPdf(uuid, operator)).statusCode).toBe(200);
    await revokeGrant(t, 24);
    expect((await getPdf(uuid, operator)).statusCode).toBe(404);
  });
});

/** View on a menu for the operator role (revokeGrant's counterpart). */
async function grantView(menu: number) {
  await t.db
    .insert(permisos)
    .values({ id_rol: ROLE.operator, id_menu: menu, id_accion: ACTION.view })
    .onConflictDoNothing();
}
