import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MSG, ROLE } from '@huella/contracts';
import { usuarioClientes, usuarios } from '../../../db/schema/index';
import { keysetBatches } from '../../../lib/export';
import { createTestApp, type TestApp, USERS } from '../../../../test/app';
import { etlExportKey, type EtlQuery, listEtlExportBatch, listViewerClientIds } from './etl-export.queries';
import { buildMarket, type Market } from './marketing.test-support';

let t: TestApp;
let market: Market;
let admin: string;

const MARCH = { fechainicio: '2021-03-01', fechafin: '2021-03-31' };

beforeAll(async () => {
  t = await createTestApp();
  market = await buildMarket(t, 'ETL');
  admin = await t.login(USERS.superadmin);
}, 60_000);
afterAll(async () => t.close());

/** A spreadsheet answer's first sheet as arrays of cell values (header first). */
async function xlsxRows(raw: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const download = (body: Record<string, unknown>, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/excel/reporteetlinspecciones',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });

/**
 * The retreaded readings of March 2021, in the export's order (client, date, inspection, slot): A: T3 life 1
 * (03-02), T2 (03-10), T3 life 2 (03-25); B: T5 (03-15), T7 (03-16); C: T8 (03-31). T4 (April) and the new
 * tyres' readings are left out.
 */
const EXPECTED = [
  ['A', 'ETL-T3', '02/03/2021', '1', 6],
  ['A', 'ETL-T2', '10/03/2021', '1', 9.2],
  ['A', 'ETL-T3', '25/03/2021', '2', 14.5],
  ['B', 'ETL-T5', '15/03/2021', '1', 8],
  ['B', 'ETL-T7', '16/03/2021', 'R', 5.5],
  ['C', 'ETL-T8', '31/03/2021', '1', 10],
];

describe('POST excel/reporteetlinspecciones', () => {
  it('writes every retreaded reading of the period, one row each', async () => {
    const res = await download({ condicion: 0, ...MARCH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['nombre-archivo']).toBe('reporte-etl-inspecciones-2021-03-01-a-2021-03-31.xlsx');
    const [header, ...body] = await xlsxRows(res.rawPayload);
    const col = (name: string) => (header as string[]).indexOf(name);
    const clientKey = (name: unknown) => String(name).replace(/^Flota ETL(.) S\.A\.C\.$/, '$1');
    expect(
      body.map((row) => [
        clientKey(row[col('Cliente')]),
        row[col('Serie')],
        row[col('Fecha')],
        row[col('Condición')],
        row[col('NSD (mm)')],
      ]),
    ).toEqual(EXPECTED);
    // Each row names the retreader of the life read: T3's first life was E1's, its second E2's.
    expect(body.map((row) => row[col('Empresa reencauchadora')])).toEqual([
      market.E1.razon_social,
      market.E1.razon_social,
      market.E2.razon_social,
      market.E2.razon_social,
      market.E1.razon_social,
      market.E1.razon_social,
    ]);
    expect(body[0]?.[col('Sector')]).toBe(market.sectors.mining.name);
  });

  it('reads the market in keyset batches that together hold every row once', async () => {
    const query: EtlQuery = { viewer: { userId: 1, role: ROLE.superadmin }, ...MARCH, condicion: 0 };
    const clientIds = await listViewerClientIds(t.db, query.viewer);
    const batches: string[][] = [];
    for await (const rows of keysetBatches(
      (after, limit) => listEtlExportBatch(t.db, { query, clientIds, after, limit }),
      etlExportKey,
      2,
    )) {
      batches.push(rows.map((row) => `${row.num_serie} ${row.fecha_inspeccion}`));
    }
    expect(batches.map((rows) => rows.length)).toEqual([2, 2, 2]);
    expect(batches.flat()).toEqual(EXPECTED.map(([, serie, fecha]) => `${serie} ${toIso(String(fecha))}`));
  });

  it('answers the export’s messages (422)', async () => {
    const missing = await download({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      condicion: [MARKETING_MSG.condicion],
      fechainicio: [MARKETING_MSG.fechaInicio],
      fechafin: [MARKETING_MSG.fechaFin],
    });
    const onlyRetreaded = await download({ condicion: 1, ...MARCH });
    expect(onlyRetreaded.json().errors).toEqual({ condicion: [MARKETING_MSG.soloReencauchado] });
    const backwards = await download({ condicion: 0, fechainicio: '2021-03-02', fechafin: '2021-03-01' });
    expect(backwards.json().errors).toEqual({ fechafin: [MARKETING_MSG.rango] });
  });

  it('refuses members and keeps a technician to their clients', async () => {
    const member = await t.login(USERS.andinosOperator);
    expect((await download({ condicion: 0, ...MARCH }, member)).statusCode).toBe(403);
    const [technician] = await t.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, USERS.technician));
    if (!technician) throw new Error('technician missing');
    await t.db.delete(usuarioClientes).where(eq(usuarioClientes.id_usuario, technician.id));
    await t.db.insert(usuarioClientes).values({ id_usuario: technician.id, id_cliente: market.C.clientId });
    const token = await t.login(USERS.technician);
    const [, ...rows] = await xlsxRows((await download({ condicion: 0, ...MARCH }, token)).rawPayload);
    expect(rows.map((row) => row[9])).toEqual(['ETL-T8']);
    const counts = await t.post('/api/etl/inspeccionesxcliente', MARCH, token);
    expect(counts.body.success.clientes).toEqual([
      { cliente: market.C.name, sector: market.sectors.transport.name, cantidad: 2, lecturas: 2 },
    ]);
  });
});

describe('POST etl/inspeccionesxcliente', () => {
  it('counts each client’s inspections of the period and the readings the export would write', async () => {
    const res = await t.post('/api/etl/inspeccionesxcliente', { ...MARCH, condicion: 0 }, admin);
    expect(res.status).toBe(200);
    // A: 5 inspections in March (3 retreaded readings); B and C: 2 each (2 and 1), B before C by name.
    expect(res.body.success).toEqual({
      clientes: [
        { cliente: market.A.name, sector: market.sectors.mining.name, cantidad: 5, lecturas: 3 },
        { cliente: market.B.name, sector: market.sectors.mining.name, cantidad: 2, lecturas: 2 },
        { cliente: market.C.name, sector: market.sectors.transport.name, cantidad: 2, lecturas: 1 },
      ],
      total: 9,
      lecturas: 6,
      mensaje: null,
    });
    const none = await t.post(
      '/api/etl/inspeccionesxcliente',
      { fechainicio: '2021-05-01', fechafin: '2021-05-02' },
      admin,
    );
    expect(none.body.success).toMatchObject({ clientes: [], total: 0, mensaje: 'No hay datos disponibles' });
  });
});

const toIso = (local: string) => local.split('/').reverse().join('-');
