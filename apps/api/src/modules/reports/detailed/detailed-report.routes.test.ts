import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DETAILED_REPORT_MSG } from '@huella/contracts';
import { neumaticos, vehiculos } from '../../../db/schema/index';
import { keysetBatches } from '../../../lib/export';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { insertInspection, newReportClient, newTyreLine, one } from '../report-fleet.test-support';
import { type DetailedExportKey, listDetailedExportBatch, periodFilter } from './detailed-report.queries';

/**
 * A client whose detailed report is worked out by hand (thresholds reencauche 5, prox 8; every reading is read
 * at 110 PSI, its inner groove at the NSD and the others 1 mm more):
 *
 *   T1 rec 100 → dev +10 %: normal   T2 rec 140 → −21.4 %: crítica   T3 rec 125 → −12 %: baja
 *   T4 rec 90 → +22.2 %: alta        T5 rec 0 → no status
 *   I1 V1 2026-03-05 km 1000: P1 T1 NSD 5 (a reencauchar), P2 T2 NSD 8 life 1 (próximo, condición '1')
 *   I2 V2 2026-03-10 km 2000: P1 T3 NSD 9 (operativo), P2 T4 NSD 12 life 7 (condición 'R')
 *   I3 V1 2026-03-10 km 1500 (after I2, same day): P1 T5 NSD 4.5
 *   I4 V1 2026-04-02: outside March.
 * March, newest first: I3, I2, I1.
 */
async function buildFleet(t: TestApp, tag: string, ruc: string) {
  const client = await newReportClient(t, tag, ruc);
  const line = await newTyreLine(t, tag);
  const [V1, V2] = await t.db
    .insert(vehiculos)
    .values([
      client.vehicle({ placa: `${tag}-V1`, kilometraje: '1000' }),
      client.vehicle({ placa: `${tag}-V2`, kilometraje: '2000' }),
    ])
    .returning({ id: vehiculos.id });
  if (!V1 || !V2) throw new Error('vehicles not created');
  const tyre = (k: string, rec: string) =>
    one(
      t.db
        .insert(neumaticos)
        .values({
          id_cliente: client.clientId,
          num_serie: `${tag}-${k}`,
          estado: 3,
          nuevo: 1,
          id_marca: line.brand.id,
          id_modelo: line.model.id,
          id_medida: line.size.id,
          id_disenio: line.designN.id,
          remanente_original: '16',
          remanente_actual: '16',
          presion_recomendada: rec,
          unidad_medida: 'K',
          precio: '400',
          tipo_moneda: 2,
          fecha_registro: '2025-01-01',
        })
        .returning({ id: neumaticos.id }),
    ).then((row) => row.id);
  const T1 = await tyre('T1', '100');
  const T2 = await tyre('T2', '140');
  const T3 = await tyre('T3', '125');
  const T4 = await tyre('T4', '90');
  const T5 = await tyre('T5', '0');
  const brandId = line.brand.id;
  const I1 = await insertInspection(t, client.clientId, {
    vehicleId: V1.id,
    fecha: '2026-03-05',
    km: '1000',
    brandId,
    readings: [
      { tyreId: T1, position: 1, life: 0, nsd: 5 },
      { tyreId: T2, position: 2, life: 1, nsd: 8 },
    ],
  });
  const I2 = await insertInspection(t, client.clientId, {
    vehicleId: V2.id,
    fecha: '2026-03-10',
    km: '2000',
    brandId,
    readings: [
      { tyreId: T3, position: 1, life: 0, nsd: 9 },
      { tyreId: T4, position: 2, life: 7, nsd: 12 },
    ],
  });
  const I3 = await insertInspection(t, client.clientId, {
    vehicleId: V1.id,
    fecha: '2026-03-10',
    km: '1500',
    brandId,
    readings: [{ tyreId: T5, position: 1, life: 0, nsd: 4.5 }],
  });
  await insertInspection(t, client.clientId, {
    vehicleId: V1.id,
    fecha: '2026-04-02',
    km: '3000',
    brandId,
    readings: [{ tyreId: T1, position: 1, life: 0, nsd: 3 }],
  });
  return { clientId: client.clientId, tag, I1, I2, I3, V1: V1.id, V2: V2.id, T1 };
}

let t: TestApp;
let token: string;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let other: Awaited<ReturnType<typeof buildFleet>>;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildFleet(t, 'DRA', '20100000891');
  other = await buildFleet(t, 'DRB', '20100000892');
});
afterEach(async () => t.close());

const MARCH = { fecha_inicial: '2026-03-01', fecha_final: '2026-03-31' };
const report = (body: Record<string, unknown>, as = token) =>
  t.post('/api/reporte/detalladoporcliente', { id_cliente: fleet.clientId, ...MARCH, ...body }, as);

const reading = (values: Record<string, unknown>) => ({
  id: expect.any(Number),
  marcaneumatico: 'DRA-MARCA',
  medidaneumatico: 'DRA 295/80R22.5',
  modeloneumatico: 'DRA-MOD',
  disenioneumatico: 'DRA-DN',
  razon_social: null,
  valvula: expect.any(String),
  accesibilidad: 1,
  presionactual: 110,
  remanente_original: 16,
  medio: (values.interior as number) + 1,
  exterior: (values.interior as number) + 1,
  nsk_minimo: values.interior,
  rem_reencauche: 5,
  rem_proximo: 8,
  recomendacion: '',
  ...values,
});

describe('POST reporte/detalladoporcliente', () => {
  it('pages the period’s inspections newest first, each with its readings, statuses and bands', async () => {
    const res = await report({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, current_page: 1, per_page: 10, from: 1, to: 3 });
    expect(res.body.data.map((row: { id: number }) => row.id)).toEqual([fleet.I3, fleet.I2, fleet.I1]);
    const [i3, i2, i1] = res.body.data;
    expect(i1).toEqual({
      id: fleet.I1,
      codigo: '-',
      fecha_inspeccion: '2026-03-05',
      km_inspeccion: 1000,
      tipo_costo: 1,
      id_vehiculo: fleet.V1,
      placa: 'DRA-V1',
      tipovehiculo: 'DRA TRACTO',
      marcavehiculo: expect.any(String),
      aplicacion: 'DRA Carretera',
      detalle: [
        reading({
          id_inspeccion: fleet.I1,
          posicion: 1,
          condicion: 'N',
          num_serie: 'DRA-T1',
          interior: 5,
          presion_recomendada: 100,
          estadopresion: 'normal',
          banda: 'a-reencauchar',
        }),
        reading({
          id_inspeccion: fleet.I1,
          posicion: 2,
          condicion: '1',
          num_serie: 'DRA-T2',
          interior: 8,
          presion_recomendada: 140,
          estadopresion: 'critica',
          banda: 'proximo',
        }),
      ],
    });
    expect(i2.detalle).toEqual([
      reading({
        id_inspeccion: fleet.I2,
        posicion: 1,
        condicion: 'N',
        num_serie: 'DRA-T3',
        interior: 9,
        presion_recomendada: 125,
        estadopresion: 'baja',
        banda: 'operativo',
      }),
      reading({
        id_inspeccion: fleet.I2,
        posicion: 2,
        condicion: 'R',
        num_serie: 'DRA-T4',
        interior: 12,
        presion_recomendada: 90,
        estadopresion: 'alta',
        banda: 'operativo',
      }),
    ]);
    expect(i3.detalle).toEqual([
      reading({
        id_inspeccion: fleet.I3,
        posicion: 1,
        condicion: 'N',
        num_serie: 'DRA-T5',
        interior: 4.5,
        presion_recomendada: null,
        estadopresion: null,
        banda: 'a-reencauchar',
      }),
    ]);
  });

  it('pages by inspection and filters by plate (contains, any case)', async () => {
    const second = await report({ page: 2, per_page: 2 });
    expect(second.body).toMatchObject({ total: 3, current_page: 2, from: 3, to: 3 });
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual([fleet.I1]);
    const v2 = await report({ placa: 'dra-v2' });
    expect(v2.body.total).toBe(1);
    expect(v2.body.data.map((row: { id: number }) => row.id)).toEqual([fleet.I2]);
    const none = await report({ placa: 'ZZZ' });
    expect(none.body).toMatchObject({ total: 0, data: [] });
    const april = await report({ fecha_inicial: '2026-04-01', fecha_final: '2026-04-30' });
    expect(april.body.total).toBe(1);
  });

  it('answers the date messages (422)', async () => {
    const backwards = await report({ fecha_inicial: '2026-03-10', fecha_final: '2026-03-09' });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.body)).toContain(
      'Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada',
    );
    const longer = await report({ fecha_inicial: '2025-03-01', fecha_final: '2026-03-02' });
    expect(longer.status).toBe(422);
    expect(JSON.stringify(longer.body)).toContain(DETAILED_REPORT_MSG.rangoMaximo);
    expect((await report({ fecha_inicial: '2025-03-01', fecha_final: '2026-03-01' })).status).toBe(200);
    const missing = await report({ fecha_final: '' });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain(DETAILED_REPORT_MSG.fechas);
    expect((await report({ fecha_inicial: '2026-02-30' })).status).toBe(422);
    expect((await report({ per_page: 51 })).status).toBe(422);
  });

  it('keeps each client to its own inspections', async () => {
    const theirs = await report({ id_cliente: other.clientId });
    expect(theirs.body.data.map((row: { id: number }) => row.id)).toEqual([other.I3, other.I2, other.I1]);
    expect(JSON.stringify(theirs.body)).not.toContain('DRA-');
  });

  it('answers 403 for a client the user does not work on and without view on /inspeccionreporte', async () => {
    const operator = await t.login(USERS.andinosOperator);
    const ask = (id: number) => report({ id_cliente: id }, operator);
    expect((await ask(CLIENTS.andinos)).status).toBe(200);
    expect((await ask(CLIENTS.sur)).status).toBe(403);
    expect((await ask(fleet.clientId)).status).toBe(403);
    await revokeGrant(t, 71);
    expect((await ask(CLIENTS.andinos)).status).toBe(403);
  });
});

/** A spreadsheet answer's rows as arrays of cell values (header first). */
async function xlsxRows(raw: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const download = (query: Record<string, string | number>, as = token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/excel/reportedetalladoporcliente?${new URLSearchParams({
      id_cliente: String(fleet.clientId),
      ...MARCH,
      ...query,
    } as Record<string, string>)}`,
    headers: { authorization: `Bearer ${as}` },
  });

describe('GET excel/reportedetalladoporcliente', () => {
  it('exports every reading of the period in the screen’s order, with the screen’s figures', async () => {
    const res = await download({ extension: '.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['nombre-archivo']).toBe('reporte-detallado-2026-03-01-a-2026-03-31.xlsx');
    const rows = await xlsxRows(res.rawPayload);
    const header = rows[0] as string[];
    expect(header.slice(0, 3)).toEqual(['Identificador', 'Código', 'Fecha']);
    const col = (name: string) => header.indexOf(name);
    const body = rows.slice(1);
    // The screen's page, flattened: one row per reading, inspections newest first, readings by position.
    const screen = (await report({})).body.data.flatMap(
      (inspection: { id: number; detalle: { posicion: number; num_serie: string; nsk_minimo: number }[] }) =>
        inspection.detalle.map((row) => [inspection.id, row.posicion, row.num_serie, row.nsk_minimo]),
    );
    expect(
      body.map((row) => [
        row[col('Identificador')],
        row[col('Posición')],
        row[col('Serie')],
        row[col('NSD (mm)')],
      ]),
    ).toEqual(screen);
    expect(body).toHaveLength(5);
    const t2 = body.find((row) => row[col('Serie')] === 'DRA-T2') ?? [];
    expect(t2[col('Fecha')]).toBe('05/03/2026');
    expect(t2[col('Condición')]).toBe('1');
    expect(t2[col('Presión recomendada (PSI)')]).toBe(140);
    expect(t2[col('Estado de presión')]).toBe('Crítica');
    expect(t2[col('Banda')]).toBe('Próximo a reencauchar');
    const t5 = body.find((row) => row[col('Serie')] === 'DRA-T5') ?? [];
    expect(t5[col('Estado de presión')]).toBeUndefined();
    expect(t5[col('Banda')]).toBe('A reencauchar');
  });

  it('reads in keyset batches without losing or repeating a reading (batches of 1 and 2)', async () => {
    const where = await periodFilter(t.db, {
      clientId: fleet.clientId,
      from: '2026-03-01',
      to: '2026-03-31',
      placa: '',
    });
    if (!where) throw new Error('no filter');
    const read = async (size: number) => {
      const ids: number[] = [];
      const batches = keysetBatches(
        (after: DetailedExportKey | undefined, limit) =>
          listDetailedExportBatch(t.db, { where, after, limit }),
        (row) => ({
          fecha: row.fecha_inspeccion,
          inspectionId: row.id_inspeccion,
          posicion: row.posicion,
          id: row.id,
        }),
        size,
      );
      for await (const batch of batches) ids.push(...batch.map((row) => row.id));
      return ids;
    };
    const whole = await read(1000);
    expect(whole).toHaveLength(5);
    expect(await read(1)).toEqual(whole);
    expect(await read(2)).toEqual(whole);
    const csv = await download({ extension: 'csv', placa: 'V1' });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1 + 3);
  });

  it('answers the date messages before any byte, 403 without the grant, and never another client’s rows', async () => {
    const longer = await download({ fecha_inicial: '2025-01-01', fecha_final: '2026-03-31' });
    expect(longer.statusCode).toBe(422);
    expect(longer.body).toContain(DETAILED_REPORT_MSG.rangoMaximo);
    const backwards = await download({ fecha_inicial: '2026-03-31', fecha_final: '2026-03-01' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.body).toContain(DETAILED_REPORT_MSG.rango);
    const none = await download({ placa: 'ZZZ' });
    expect((await xlsxRows(none.rawPayload)).length).toBe(1);
    const operator = await t.login(USERS.andinosOperator);
    expect((await download({}, operator)).statusCode).toBe(403);
    const theirs = await xlsxRows((await download({ id_cliente: other.clientId })).rawPayload);
    expect(theirs).toHaveLength(6);
    expect(JSON.stringify(theirs)).not.toContain('DRA-');
    expect((await download({ id_cliente: CLIENTS.andinos }, operator)).statusCode).toBe(200);
    await revokeGrant(t, 71);
    expect((await download({ id_cliente: CLIENTS.andinos }, operator)).statusCode).toBe(403);
  });
});
