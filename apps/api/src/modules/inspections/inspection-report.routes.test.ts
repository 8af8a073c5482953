import { randomUUID } from 'node:crypto';
import { addDays, todayInLima } from '@huella/domain';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, addMonths, INSPECTION_EXPORT_MSG, ROLE } from '@huella/contracts';
import {
  inspeccionDetalles,
  inspecciones,
  neumaticos,
  permisos,
  usuarios,
  vehiculos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
});
afterEach(async () => t.close());

const andinos = CLIENTS.andinos;

async function revoke(menu: number) {
  await t.db
    .delete(permisos)
    .where(
      and(
        eq(permisos.id_rol, ROLE.operator),
        eq(permisos.id_menu, menu),
        eq(permisos.id_accion, ACTION.view),
      ),
    );
}

/** The client's first vehicles (by plate) and tyres, for readings written straight into the database. */
async function fleetOf(clientId: number) {
  const vehicles = await t.db
    .select()
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, clientId))
    .orderBy(asc(vehiculos.placa))
    .limit(3);
  const tyres = await t.db
    .select()
    .from(neumaticos)
    .where(eq(neumaticos.id_cliente, clientId))
    .orderBy(asc(neumaticos.id))
    .limit(6);
  if (vehicles.length < 3 || tyres.length < 6) throw new Error('demo fleet missing');
  return { vehicles, tyres };
}

/**
 * A finished inspection as the registration's finish leaves it (header plus readings attached), written
 * directly: the report only reads them. Readings are given by position; position 2 has irregular wear.
 */
async function finishedInspection(
  clientId: number,
  header: { vehicleId: number; codigo: string | null; fecha: string; km: number; userId?: number },
  readings: { tyreId: number; posicion: number; estado?: number }[],
) {
  const [row] = await t.db
    .insert(inspecciones)
    .values({
      id_cliente: clientId,
      id_vehiculo: header.vehicleId,
      codigo: header.codigo,
      fecha_inspeccion: header.fecha,
      km_inspeccion: String(header.km),
      id_usuario: header.userId ?? null,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  for (const reading of readings) {
    await t.db.insert(inspeccionDetalles).values({
      id_cliente: clientId,
      clave: randomUUID(),
      id_inspeccion: row.id,
      id_vehiculo: header.vehicleId,
      id_neumatico: reading.tyreId,
      posicion: reading.posicion,
      ubicacion: reading.posicion,
      id_ejes: reading.posicion <= 2 ? 1 : 2,
      presion: '110',
      valvula: 'CT',
      accesibilidad: 1,
      exterior: '12.5',
      medio: '12',
      interior: '11.5',
      separaciond: 'Sep. Entre Duales-No Aplica',
      otros: reading.posicion === 2 ? ['Desg. Irregular'] : [],
      desgirregular: reading.posicion === 2 ? [1, 16] : [],
      tuercaestado: 1,
      estado: reading.estado ?? 1,
      recomendacion: reading.posicion === 2 ? 'Rotar' : '',
    });
  }
  return row.id;
}

/** Three inspections of Transportes Andinos and one of Cordillera del Sur; answers their ids. */
async function seedReport() {
  const { vehicles, tyres } = await fleetOf(andinos);
  const [a, b] = vehicles;
  const [operator] = await t.db.select().from(usuarios).where(eq(usuarios.email, USERS.andinosOperator));
  if (!a || !b || !operator) throw new Error('demo data missing');
  const tyre = (index: number) => tyres[index]?.id ?? 0;
  const first = await finishedInspection(
    andinos,
    { vehicleId: a.id, codigo: 'INS-001', fecha: '2025-03-05', km: 120_000, userId: operator.id },
    [
      { tyreId: tyre(1), posicion: 2, estado: 2 },
      { tyreId: tyre(0), posicion: 1 },
    ],
  );
  const second = await finishedInspection(
    andinos,
    { vehicleId: b.id, codigo: null, fecha: '2025-04-10', km: 80_000 },
    [{ tyreId: tyre(2), posicion: 1 }],
  );
  const third = await finishedInspection(
    andinos,
    { vehicleId: a.id, codigo: 'XYZ-9', fecha: '2025-05-20', km: 125_000 },
    [{ tyreId: tyre(3), posicion: 3 }],
  );
  // A draft reading (its inspection not finished): never listed, counted or exported.
  await t.db.insert(inspeccionDetalles).values({
    id_cliente: andinos,
    clave: randomUUID(),
    id_vehiculo: a.id,
    id_neumatico: tyre(4),
    posicion: 4,
    ubicacion: 4,
    id_ejes: 2,
    presion: '100',
    valvula: 'CT',
    accesibilidad: 1,
    exterior: '10',
    interior: '10',
    separaciond: 'Sep. Entre Duales- Ok',
    tuercaestado: 1,
  });
  const sur = await fleetOf(CLIENTS.sur);
  const foreign = await finishedInspection(
    CLIENTS.sur,
    { vehicleId: sur.vehicles[0]?.id ?? 0, codigo: 'INS-001', fecha: '2025-03-05', km: 1000 },
    [{ tyreId: sur.tyres[0]?.id ?? 0, posicion: 1 }],
  );
  return { first, second, third, foreign, a, b, operator };
}

const list = (query: Record<string, string | number> = {}, as = token) =>
  t.get(
    `/api/inspecciones/getAllInspectionsMinified?${new URLSearchParams({ id_cliente: String(andinos), ...query } as Record<string, string>)}`,
    as,
  );
const ids = (body: { data: { identificador: number }[] }) => body.data.map((row) => row.identificador);

describe('GET inspecciones/getAllInspectionsMinified', () => {
  it('pages, sorts, searches and counts the client’s finished inspections', async () => {
    const { first, second, third, a, operator } = await seedReport();
    const res = await list();
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([third, second, first]);
    expect(res.body).toMatchObject({ total: 3, per_page: 10, current_page: 1, from: 1, to: 3 });
    expect(res.body.data[2]).toMatchObject({
      id: first,
      codigo: 'INS-001',
      insp_codigo: 'INS-001',
      placa: a.placa,
      fecha_inspeccion: '2025-03-05',
      fecha_inspeccion_local: '05/03/2025',
      km_inspeccion: 120_000,
      neumaticos: 2,
      usuario: `${operator.nombre} ${operator.apellidos}`.trim(),
      repuesto: 0,
    });
    expect(res.body.data[1]).toMatchObject({ insp_codigo: '-', codigo: null, neumaticos: 1, usuario: null });

    const paged = await list({ per_page: 2, page: 2 });
    expect(ids(paged.body)).toEqual([first]);
    expect(paged.body).toMatchObject({ total: 3, from: 3, to: 3 });
    expect((await list({ page: 9 })).body).toMatchObject({ data: [], total: 3, from: null });

    expect(ids((await list({ sortBy: 'fecha_inspeccion', sortDirection: 'asc' })).body)).toEqual([
      first,
      second,
      third,
    ]);
    expect(ids((await list({ sortBy: 'km_inspeccion', sortDirection: 'desc' })).body)).toEqual([
      third,
      first,
      second,
    ]);
    const byPlate = ids((await list({ sortBy: 'placa', sortDirection: 'asc' })).body);
    expect(byPlate).toEqual([third, first, second]);

    const byCode = await list({ search: 'ins-0' });
    expect(byCode.body).toMatchObject({ total: 1 });
    expect(ids(byCode.body)).toEqual([first]);
    const byPlateSearch = await list({ search: a.placa });
    expect(ids(byPlateSearch.body)).toEqual([third, first]);
    expect(byPlateSearch.body.total).toBe(2);
    expect(ids((await list({ search: String(second) })).body)).toEqual([second]);
    expect((await list({ sortBy: 'otro' })).status).toBe(422);

    await revoke(71);
    expect((await list()).status).toBe(403);
  });
});

describe('GET inspecciones/getAllInspectionsMinifiedPerIdentifier/:id', () => {
  it('answers the header and its readings by position; another client’s inspection is a 404', async () => {
    const { first, foreign, a } = await seedReport();
    const url = (id: number) =>
      `/api/inspecciones/getAllInspectionsMinifiedPerIdentifier/${id}?id_cliente=${andinos}`;
    const res = await t.get(url(first), token);
    expect(res.status).toBe(200);
    expect(res.body.inspeccion).toMatchObject({
      identificador: first,
      placa: a.placa,
      id_configuracion: a.id_configuracion,
      id_tipo: a.id_tipo,
    });
    expect(res.body.detalles.map((row: { d_posicion: string }) => row.d_posicion)).toEqual(['P1', 'P2']);
    const [tyre] = await t.db
      .select()
      .from(neumaticos)
      .where(eq(neumaticos.id, res.body.detalles[1].id_neumaticos));
    expect(res.body.detalles[1]).toMatchObject({
      id_inspeccion: first,
      num_serie: tyre?.num_serie,
      presion: 110,
      exterior: 12.5,
      medio: 12,
      nsd: 11.5,
      otros: ['Desg. Irregular'],
      desgirregular: [1, 16],
      estado: 2,
      ruta: null,
    });
    expect(typeof res.body.detalles[1].marca).toBe('string');
    expect((await t.get(url(foreign), token)).status).toBe(404);
    await revoke(71);
    expect((await t.get(url(first), token)).status).toBe(403);
  });
});

describe('POST inspecciones/list', () => {
  it('offers the client’s active vehicles by plate or code, labelled PLACA - código', async () => {
    const { vehicles } = await fleetOf(andinos);
    const [a, b] = vehicles;
    if (!a || !b) throw new Error('demo data missing');
    await t.db.update(vehiculos).set({ codigo: 'U-77' }).where(eq(vehiculos.id, a.id));
    await t.db.update(vehiculos).set({ estado: 0 }).where(eq(vehiculos.id, b.id));
    const options = (body: Record<string, unknown>) =>
      t.post('/api/inspecciones/list', { id_cliente: andinos, ...body }, token);
    const all = await options({});
    expect(all.status).toBe(200);
    const values = all.body.vehiculos.map((option: { value: number }) => option.value);
    expect(values).toContain(a.id);
    expect(values).not.toContain(b.id);
    expect(all.body.vehiculos.length).toBeLessThanOrEqual(50);
    const found = await options({ search: 'u-77' });
    expect(found.body.vehiculos).toEqual([
      expect.objectContaining({
        value: a.id,
        label: `${a.placa} - U-77`,
        id_configuracion: a.id_configuracion,
        id_tipo: a.id_tipo,
        tipo_costo: a.tipo_costo,
      }),
    ]);
    await revoke(70);
    expect((await options({})).status).toBe(403);
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
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

const download = (path: string, query: Record<string, string | number>, as = token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/excel/${path}?${new URLSearchParams({ id_cliente: String(andinos), ...query } as Record<string, string>)}`,
    headers: { authorization: `Bearer ${as}` },
  });

describe('GET excel/reporteinspecciones', () => {
  it('exports one inspection or a period, a row per reading, with the file name header', async () => {
    const { first, second, third, foreign, a } = await seedReport();
    const one = await download('reporteinspecciones', { identificador: first, extension: '.xlsx' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['nombre-archivo']).toBe(`reporte-inspecciones-${first}.xlsx`);
    const rows = await xlsxRows(one.rawPayload);
    expect(rows[0]?.slice(0, 6)).toEqual([
      'Identificador',
      'Código',
      'Placa',
      'Fecha',
      'Km / Horas',
      'Posición',
    ]);
    expect(rows).toHaveLength(3);
    const header = rows[0] ?? [];
    const cell = (row: unknown[] | undefined, name: string) => row?.[header.indexOf(name)];
    expect(cell(rows[2], 'Posición')).toBe('P2');
    expect(cell(rows[2], 'Placa')).toBe(a.placa);
    expect(cell(rows[2], 'Fecha')).toBe('05/03/2025');
    expect(cell(rows[2], 'Desgaste irregular')).toBe('ONDULADO, CHIPPING');
    expect(cell(rows[2], 'Estado')).toBe('Lista para Reencauchar');
    expect(cell(rows[2], 'NSD (mm)')).toBe(11.5);
    expect(cell(rows[2], 'Válvula')).toBe('Con tapa');

    const period = await download('reporteinspecciones', {
      fechaini: '2025-03-01',
      fechafin: '2025-04-30',
      extension: 'csv',
    });
    expect(period.statusCode).toBe(200);
    expect(period.headers['nombre-archivo']).toBe('reporte-inspecciones-2025-03-01-a-2025-04-30.csv');
    const lines = csvRows(period.body);
    // Newest inspection first, its readings by position; the other client's never.
    expect(lines.slice(1).map((line) => [Number(line[0]), line[5]])).toEqual([
      [second, 'P1'],
      [first, 'P1'],
      [first, 'P2'],
    ]);
    expect(lines.some((line) => Number(line[0]) === third || Number(line[0]) === foreign)).toBe(false);

    expect((await download('reporteinspecciones', { identificador: foreign })).statusCode).toBe(404);
    await revoke(71);
    expect((await download('reporteinspecciones', { identificador: first })).statusCode).toBe(403);
  });

  it('answers each period rule with its message (422)', async () => {
    const today = todayInLima();
    const refused = async (query: Record<string, string>) => {
      const res = await download('reporteinspecciones', query);
      expect(res.statusCode).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await refused({})).toEqual({ fechaini: [INSPECTION_EXPORT_MSG.sinInspeccion] });
    expect(await refused({ fechaini: '2025-01-01' })).toEqual({
      fechafin: [INSPECTION_EXPORT_MSG.finRequerido],
    });
    expect(await refused({ fechaini: '2025-02-30', fechafin: '2025-03-01' })).toEqual({
      fechaini: [INSPECTION_EXPORT_MSG.fechaInvalida],
    });
    expect(await refused({ fechaini: '2025-03-10', fechafin: '2025-03-09' })).toEqual({
      fechafin: [INSPECTION_EXPORT_MSG.finAntesDeInicio],
    });
    expect(await refused({ fechaini: '2024-01-15', fechafin: '2025-01-16' })).toEqual({
      fechafin: [INSPECTION_EXPORT_MSG.rangoMaximo],
    });
    expect(await refused({ fechaini: addDays(today, -10), fechafin: addDays(today, 1) })).toEqual({
      fechafin: [INSPECTION_EXPORT_MSG.finFuturo],
    });
    expect(await refused({ fechaini: addDays(today, 1), fechafin: addDays(today, 2) })).toEqual({
      fechaini: [INSPECTION_EXPORT_MSG.inicioFuturo],
      fechafin: [INSPECTION_EXPORT_MSG.finFuturo],
    });
    // Exactly 12 months, ending today, is allowed (and empty: just the header).
    const full = await download('reporteinspecciones', { fechaini: addMonths(today, -12), fechafin: today });
    expect(full.statusCode).toBe(200);
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});

describe('GET excel/reporteinspeccionesminified', () => {
  it('exports the report, one row per inspection, newest first', async () => {
    const { first, second, third } = await seedReport();
    const xlsx = await download('reporteinspeccionesminified', { extension: '.xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['nombre-archivo']).toBe('reporte-inspecciones.xlsx');
    const rows = await xlsxRows(xlsx.rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual([third, second, first]);
    expect(rows[3]?.[10]).toBe(2);
    const csv = await download('reporteinspeccionesminified', { extension: 'csv' });
    expect(
      csvRows(csv.body)
        .slice(1)
        .map((line) => Number(line[0])),
    ).toEqual([third, second, first]);
    await revoke(71);
    expect((await download('reporteinspeccionesminified', {})).statusCode).toBe(403);
  });
});
