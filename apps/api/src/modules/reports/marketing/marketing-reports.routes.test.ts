import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION, MARKETING_MSG, ROLE } from '@huella/contracts';
import { permisos, usuarioClientes, usuarios } from '../../../db/schema/index';
import { createTestApp, type TestApp, USERS } from '../../../../test/app';
import { buildMarket, type Market } from './marketing.test-support';

let t: TestApp;
let market: Market;
let admin: string;

const MARCH = { fechainicio: '2021-03-01', fechafin: '2021-03-31' };
const RETREADED = { condicion: 0, ...MARCH };
const NEW = { condicion: 1, ...MARCH };

beforeAll(async () => {
  t = await createTestApp();
  market = await buildMarket(t, 'MK');
  admin = await t.login(USERS.superadmin);
}, 60_000);
afterAll(async () => t.close());

const ask = (path: string, body: Record<string, unknown>, token = admin) =>
  t.post(`/api/${path}`, body, token);
const answer = async (path: string, body: Record<string, unknown>, token = admin) => {
  const res = await ask(path, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.success;
};

describe('etl/condicionneumaticosxcliente', () => {
  it('counts each retreaded tyre once, at its latest reading of the period, by company and by condition', async () => {
    const { Uno, Dos } = { Uno: market.E1.razon_social, Dos: market.E2.razon_social };
    expect(await answer('etl/condicionneumaticosxcliente', RETREADED)).toEqual({
      // T2 T7 T8 (E1), T3 at life 2 and T5 (E2); T4 read only in April.
      empresas: [
        { empresa: Uno, cantidad: 3, porcentaje: 60 },
        { empresa: Dos, cantidad: 2, porcentaje: 40 },
      ],
      resumen: [
        { empresa: Uno, cantidad: 3, porcentaje: 60 },
        { empresa: Dos, cantidad: 2, porcentaje: 40 },
      ],
      condiciones: [
        { condicion: '1', cantidad: 3, porcentaje: 60 },
        { condicion: '2', cantidad: 1, porcentaje: 20 },
        { condicion: 'R', cantidad: 1, porcentaje: 20 },
      ],
      total: 5,
      mensaje: null,
    });
  });

  it('names a new tyre’s brand as its company; thirds add to 100.00', async () => {
    const body = await answer('etl/condicionneumaticosxcliente', NEW);
    // T1 (read twice in March, counted once) and T9 of brand A, T6 of brand B.
    expect(body.empresas).toEqual([
      { empresa: market.names.BA, cantidad: 2, porcentaje: 66.67 },
      { empresa: market.names.BB, cantidad: 1, porcentaje: 33.33 },
    ]);
    expect(body.condiciones).toEqual([{ condicion: 'N', cantidad: 3, porcentaje: 100 }]);
  });

  it('applies each filter of the card', async () => {
    const total = async (filter: Record<string, unknown>) =>
      (await answer('etl/condicionneumaticosxcliente', { ...RETREADED, ...filter })).total;
    expect(await total({ empresareencauchadora: [market.E2.id] })).toBe(2); // T3, T5
    expect(await total({ nsdminimo: [9, 14] })).toBe(2); // T2 9.2, T3 14.5
    // T3 read 6 mm in life 1, but its latest reading (life 2) is 14.5 mm: the tyre is seen at its last state.
    expect(await total({ nsdminimo: [6] })).toBe(0);
    expect(await total({ medida: [market.lineB.size.id] })).toBe(2); // T3, T5
    expect(await total({ sector: [market.sectors.transport.id] })).toBe(1); // T8
    expect(await total({ fechainicio: '2021-03-26' })).toBe(1); // T8 on the 31st
    // Until the 24th T3's latest reading is its life-1 one (03-02), E1's retread (its cost event names E1).
    expect(
      (await answer('etl/condicionneumaticosxcliente', { ...RETREADED, fechafin: '2021-03-24' })).empresas,
    ).toEqual([
      { empresa: market.E1.razon_social, cantidad: 3, porcentaje: 75 },
      { empresa: market.E2.razon_social, cantidad: 1, porcentaje: 25 },
    ]);
    const empty = await answer('etl/condicionneumaticosxcliente', { ...RETREADED, fechafin: '2021-03-01' });
    expect(empty).toMatchObject({
      empresas: [],
      condiciones: [],
      total: 0,
      mensaje: 'No hay datos disponibles',
    });
  });
});

describe('etl/medidaneumaticosxcliente', () => {
  it('counts the sizes inspected', async () => {
    expect(await answer('etl/medidaneumaticosxcliente', RETREADED)).toMatchObject({
      medidas: [
        { medida: market.names.SA, cantidad: 3, porcentaje: 60 },
        { medida: market.names.SB, cantidad: 2, porcentaje: 40 },
      ],
      total: 5,
    });
    expect((await answer('etl/medidaneumaticosxcliente', NEW)).medidas).toEqual([
      { medida: market.names.SA, cantidad: 2, porcentaje: 66.67 },
      { medida: market.names.SB, cantidad: 1, porcentaje: 33.33 },
    ]);
  });
});

describe('etl/disenioneumaticosxcliente', () => {
  it('groups the designs by company, percentages within the company or of the whole', async () => {
    const { razon_social: Uno } = market.E1;
    const { razon_social: Dos } = market.E2;
    const grouped = await answer('etl/disenioneumaticosxcliente', { ...RETREADED, reporteagrupado: true });
    expect(grouped.empresas).toEqual([
      { empresa: Uno, cantidad: 3, porcentaje: 60 },
      { empresa: Dos, cantidad: 2, porcentaje: 40 },
    ]);
    // E1: T2 and T7 on design A, T8 on design B; E2: T3 and T5 on design B.
    expect(grouped.disenios).toEqual([
      { empresa: Uno, disenio: market.names.DRA, cantidad: 2, porcentaje: 66.67 },
      { empresa: Uno, disenio: market.names.DRB, cantidad: 1, porcentaje: 33.33 },
      { empresa: Dos, disenio: market.names.DRB, cantidad: 2, porcentaje: 100 },
    ]);
    const whole = await answer('etl/disenioneumaticosxcliente', { ...RETREADED, reporteagrupado: false });
    expect(whole.disenios.map((row: { porcentaje: number }) => row.porcentaje)).toEqual([40, 20, 40]);
  });
});

describe('etl/medidasneumaticosxsector', () => {
  it('counts sizes and clients per sector', async () => {
    const mining = market.sectors.mining.name;
    const transport = market.sectors.transport.name;
    const body = await answer('etl/medidasneumaticosxsector', { ...RETREADED, reporteagrupado: true });
    expect(body.sectores).toEqual([
      { sector: mining, cantidad: 4, porcentaje: 80 },
      { sector: transport, cantidad: 1, porcentaje: 20 },
    ]);
    expect(body.medidas).toEqual([
      { sector: mining, medida: market.names.SA, cantidad: 2, porcentaje: 50 },
      { sector: mining, medida: market.names.SB, cantidad: 2, porcentaje: 50 },
      { sector: transport, medida: market.names.SA, cantidad: 1, porcentaje: 100 },
    ]);
    expect(body.clientes).toEqual([
      { sector: mining, cliente: market.A.name, cantidad: 2, porcentaje: 50 },
      { sector: mining, cliente: market.B.name, cantidad: 2, porcentaje: 50 },
      { sector: transport, cliente: market.C.name, cantidad: 1, porcentaje: 100 },
    ]);
    const whole = await answer('etl/medidasneumaticosxsector', RETREADED);
    expect(whole.clientes.map((row: { porcentaje: number }) => row.porcentaje)).toEqual([40, 40, 20]);
  });
});

describe('etl/rendimientoneumaticos', () => {
  it('gives count, km and average per sector, tyres measured in km only', async () => {
    // Minería: T2 20 000, T3 30 000, T5 40 000 (T7 runs hours); Transporte: T8 60 000.
    expect(await answer('etl/rendimientoneumaticos', RETREADED)).toMatchObject({
      sectores: [
        {
          sector: market.sectors.mining.name,
          cantidad: 3,
          porcentaje: 75,
          km_recorrido: 90000,
          promedio: 30000,
        },
        {
          sector: market.sectors.transport.name,
          cantidad: 1,
          porcentaje: 25,
          km_recorrido: 60000,
          promedio: 60000,
        },
      ],
      total: 4,
    });
  });
});

describe('etl/filtrosReportesMarketing', () => {
  it('offers the catalogues and the RTD-min millimetres', async () => {
    const body = await answer('etl/filtrosReportesMarketing', {});
    expect(body.condiciones).toEqual([
      { id: 0, descripcion: 'Reencauchado' },
      { id: 1, descripcion: 'Nuevo' },
    ]);
    expect(body.empresas).toEqual(
      expect.arrayContaining([{ id: market.E1.id, descripcion: market.E1.razon_social }]),
    );
    expect(body.sectores).toEqual(
      expect.arrayContaining([{ id: market.sectors.mining.id, descripcion: market.sectors.mining.name }]),
    );
    expect(body.medidas).toEqual(
      expect.arrayContaining([{ id: market.lineA.size.id, descripcion: market.names.SA }]),
    );
    expect(body.nsdminimo[0]).toBe(0);
    expect(body.nsdminimo.length).toBeGreaterThanOrEqual(19);
  });
});

describe('validation and access', () => {
  it('documents every marketing call in the OpenAPI page', async () => {
    const paths = Object.keys((await t.get('/api/docs/json')).body.paths);
    for (const path of [
      'etl/filtrosReportesMarketing',
      'etl/condicionneumaticosxcliente',
      'etl/medidaneumaticosxcliente',
      'etl/disenioneumaticosxcliente',
      'etl/medidasneumaticosxsector',
      'etl/rendimientoneumaticos',
      'etl/inspeccionesxcliente',
      'excel/mkgneumaticosreencauchados',
      'excel/mkgmedidasneumaticos',
      'excel/mkgdiseniosneumaticos',
      'excel/mkgrendimientoneumaticos',
      'excel/mkgmedidasxsector',
      'excel/reporteetlinspecciones',
    ]) {
      expect(paths).toContain(`/api/${path}`);
    }
  });

  it('answers malformed bodies with a 422, never a 500', async () => {
    for (const body of [
      { ...RETREADED, medida: [2 ** 31] },
      { ...RETREADED, sector: 'x' },
      { ...RETREADED, nsdminimo: [100] },
      { ...RETREADED, condicion: 2 },
      { ...RETREADED, fechainicio: '0000-01-01' },
      { ...RETREADED, reporteagrupado: 'quizás' },
    ]) {
      expect((await ask('etl/medidasneumaticosxsector', body)).status, JSON.stringify(body)).toBe(422);
    }
    const far = await ask('etl/condicionneumaticosxcliente', {
      ...RETREADED,
      fechainicio: '0001-01-01',
      fechafin: '9999-12-31',
      medida: [2 ** 31 - 1],
    });
    expect(far.status).toBe(200);
  });

  it('answers the filter’s messages (422)', async () => {
    const backwards = await ask('etl/condicionneumaticosxcliente', { ...RETREADED, fechafin: '2021-02-28' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ fechafin: [MARKETING_MSG.rango] });
    const missing = await ask('etl/medidaneumaticosxcliente', { condicion: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      condicion: [MARKETING_MSG.condicion],
      fechainicio: [MARKETING_MSG.fechaInicio],
      fechafin: [MARKETING_MSG.fechaFin],
    });
    const malformed = await ask('etl/rendimientoneumaticos', { ...RETREADED, fechainicio: '01/03/2021' });
    expect(malformed.body.errors).toEqual({ fechainicio: [MARKETING_MSG.fechaInvalida] });
    const export_ = await ask('excel/mkgmedidasneumaticos', { ...RETREADED, fechafin: '2021-02-28' });
    expect(export_.status).toBe(422);
  });

  it('refuses client members even when granted the marketing screens (403)', async () => {
    await t.db
      .insert(permisos)
      .values(
        [15, 16, 17, 18].map((menu) => ({ id_rol: ROLE.clientAdmin, id_menu: menu, id_accion: ACTION.view })),
      )
      .onConflictDoNothing();
    const member = await t.login(USERS.andinosAdmin);
    for (const path of [
      'etl/filtrosReportesMarketing',
      'etl/condicionneumaticosxcliente',
      'etl/medidaneumaticosxcliente',
      'etl/disenioneumaticosxcliente',
      'etl/medidasneumaticosxsector',
      'etl/rendimientoneumaticos',
      'excel/mkgneumaticosreencauchados',
      'excel/mkgrendimientoneumaticos',
    ]) {
      expect((await ask(path, RETREADED, member)).status, path).toBe(403);
    }
    expect((await t.post('/api/etl/condicionneumaticosxcliente', RETREADED)).status).toBe(401);
  });

  it('counts for a technician only the clients assigned to them', async () => {
    const [technician] = await t.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, USERS.technician));
    if (!technician) throw new Error('technician missing');
    await t.db.delete(usuarioClientes).where(eq(usuarioClientes.id_usuario, technician.id));
    await t.db.insert(usuarioClientes).values({ id_usuario: technician.id, id_cliente: market.C.clientId });
    const token = await t.login(USERS.technician);
    // Technicians read the marketing screens by default (reference seed); every figure counts client C only (T8; T9 new).
    expect(await answer('etl/condicionneumaticosxcliente', RETREADED, token)).toMatchObject({
      empresas: [{ empresa: market.E1.razon_social, cantidad: 1, porcentaje: 100 }],
      total: 1,
    });
    expect((await answer('etl/medidasneumaticosxsector', RETREADED, token)).clientes).toEqual([
      { sector: market.sectors.transport.name, cliente: market.C.name, cantidad: 1, porcentaje: 100 },
    ]);
    expect((await answer('etl/rendimientoneumaticos', NEW, token)).sectores).toMatchObject([
      { sector: market.sectors.transport.name, cantidad: 1, km_recorrido: 5000 },
    ]);
    // C's deepest original tread is 18 mm: buckets 0..18.
    expect((await answer('etl/filtrosReportesMarketing', {}, token)).nsdminimo).toEqual(
      Array.from({ length: 19 }, (_, mm) => mm),
    );
  });
});

/** Every sheet of a workbook answer, as arrays of cell values (header first). */
async function sheetsOf(raw: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  return Object.fromEntries(
    workbook.worksheets.map((sheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return [sheet.name, rows];
    }),
  );
}

const download = (path: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/excel/${path}`,
    payload: body,
    headers: { authorization: `Bearer ${admin}` },
  });

describe('marketing exports', () => {
  it('writes the retreaded report’s two tables as the endpoint answers them', async () => {
    const res = await download('mkgneumaticosreencauchados', RETREADED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['nombre-archivo']).toBe(
      'marketing-neumaticos-reencauchados-2021-03-01-a-2021-03-31.xlsx',
    );
    const sheets = await sheetsOf(res.rawPayload);
    const body = await answer('etl/condicionneumaticosxcliente', RETREADED);
    expect(sheets['Por empresa']).toEqual([
      ['Empresa', 'Cantidad', 'Porcentaje (%)'],
      ...body.empresas.map((row: { empresa: string; cantidad: number; porcentaje: number }) => [
        row.empresa,
        row.cantidad,
        row.porcentaje,
      ]),
    ]);
    expect(sheets['Por condición']?.slice(1)).toEqual([
      ['1', 3, 60],
      ['2', 1, 20],
      ['R', 1, 20],
    ]);
  });

  it('writes the sizes, the designs per company and the performance', async () => {
    const sizes = await sheetsOf((await download('mkgmedidasneumaticos', NEW)).rawPayload);
    expect(sizes['Medidas']?.slice(1)).toEqual([
      [market.names.SA, 2, 66.67],
      [market.names.SB, 1, 33.33],
    ]);
    const designs = await sheetsOf(
      (await download('mkgdiseniosneumaticos', { ...RETREADED, reporteagrupado: true })).rawPayload,
    );
    expect(designs['Diseños']?.slice(1)).toEqual([
      [market.E1.razon_social, market.names.DRA, 2, 66.67],
      [market.E1.razon_social, market.names.DRB, 1, 33.33],
      [market.E2.razon_social, market.names.DRB, 2, 100],
    ]);
    const performance = await sheetsOf((await download('mkgrendimientoneumaticos', RETREADED)).rawPayload);
    expect(performance['Rendimiento']).toEqual([
      ['Sector', 'Cantidad', 'Km recorrido', 'Promedio (km)', 'Porcentaje (%)'],
      [market.sectors.mining.name, 3, 90000, 30000, 75],
      [market.sectors.transport.name, 1, 60000, 60000, 25],
    ]);
  });

  it('writes the sizes per sector as the endpoint answers them: sectors, their sizes and their clients', async () => {
    const body = { ...RETREADED, reporteagrupado: true };
    const { sectores, medidas, clientes } = await answer('etl/medidasneumaticosxsector', body);
    const res = await download('mkgmedidasxsector', body);
    expect(res.statusCode).toBe(200);
    const sheets = await sheetsOf(res.rawPayload);
    const rows = (list: Record<string, unknown>[], keys: string[]) =>
      list.map((row) => keys.map((key) => row[key]));
    expect(sheets['Sectores']?.slice(1)).toEqual(rows(sectores, ['sector', 'cantidad', 'porcentaje']));
    expect(sheets['Medidas']?.slice(1)).toEqual(
      rows(medidas, ['sector', 'medida', 'cantidad', 'porcentaje']),
    );
    expect(sheets['Clientes']?.slice(1)).toEqual(
      rows(clientes, ['sector', 'cliente', 'cantidad', 'porcentaje']),
    );
    expect(medidas.length).toBeGreaterThan(0);
  });
});
