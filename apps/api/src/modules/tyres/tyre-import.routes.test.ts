import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_MSG, IMPORT_SEPARATOR, TYRE_MSG } from '@huella/contracts';
import { neumaticoCostos, neumaticos, tipoCambio } from '../../db/schema/index';
import { CLIENTS, createTestApp, PNG_BYTES, type TestApp, USERS } from '../../../test/app';
import { templateWithExamples, uploadImport } from '../../../test/imports';
import { TYRE_IMPORT_COLUMNS } from './tyre-import';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

type Key = (typeof TYRE_IMPORT_COLUMNS)[number]['key'];
type Row = Partial<Record<Key, string | number | Date | null>>;

/** A new tyre of the demo catalogue in dollars; each test changes what it checks. */
const newTyre = (serial: string, extra: Row = {}): Row => ({
  num_serie: serial,
  serie_cliente: '2324',
  fecha_registro: '2030-01-15',
  precio_dolares: 520,
  unidad_medida: 'K',
  condicion: 'Nuevo',
  presion_recomendada: 110,
  modelo: 'X MULTI Z',
  marca: 'MICHELIN',
  medida: '295/80R22.5',
  k_recorridos: 0,
  remanente_original: 17,
  ...extra,
});
const retreadedTyre = (serial: string, extra: Row = {}): Row =>
  newTyre(serial, {
    condicion: 'Reencauchado',
    cantidad_reencauche: 2,
    disenio: 'BANDAG BDR-HT',
    ruc: '20100084768',
    remanente_reencauche: 15,
    remanente_original: 18,
    ...extra,
  });

async function tyreFile(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('neumaticos');
  sheet.columns = TYRE_IMPORT_COLUMNS.map(({ header, key }) => ({ header, key }));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (token: string, content: Buffer, name = 'neumaticos.xlsx', clientId?: number) =>
  uploadImport(t, 'neumatico', token, { content, name }, clientId);
const countOf = async (clientId: number) => {
  const [row] = await t.db
    .select({ total: count() })
    .from(neumaticos)
    .where(eq(neumaticos.id_cliente, clientId));
  return Number(row?.total ?? 0);
};
const tyreBySerial = async (serial: string) => {
  const [row] = await t.db
    .select()
    .from(neumaticos)
    .where(and(eq(neumaticos.id_cliente, CLIENTS.andinos), eq(neumaticos.num_serie, serial)));
  return row;
};
const errorLines = (body: unknown) => {
  const [title, detail] = String(body).split(IMPORT_SEPARATOR);
  expect(title).toBe('Error al Cargar Datos');
  return detail?.split('\n') ?? [];
};

describe('POST importar/neumatico', () => {
  it('imports every row with its purchase cost event, converting soles at the rate of its date', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.db.insert(tipoCambio).values([
      { id_cliente: CLIENTS.andinos, fecha: '2030-01-01', valor: '3.5000', estado: 0 },
      { id_cliente: CLIENTS.andinos, fecha: '2030-02-01', valor: '4.0000', estado: 0 },
    ]);
    const before = await countOf(CLIENTS.andinos);
    const file = await tyreFile([
      newTyre('imp-001', { serie_cliente: null, profundidad_izquierda: 15, profundidad_media: 16 }),
      retreadedTyre('IMP-002', {
        precio_dolares: null,
        precio_soles: 700,
        fecha_registro: '2030-02-10',
        marca: 'michelin',
        modelo: 'x multi d',
        unidad_medida: 'Horas',
      }),
      newTyre('IMP-003', { fecha_registro: new Date(Date.UTC(2030, 0, 20)), k_recorridos: 1200.5 }),
      newTyre('IMP-004', { fecha_registro: '05/03/2030' }),
    ]);
    const res = await upload(token, file);
    expect(res.status).toBe(200);
    expect(res.body).toBe('Se registraron 4 neumáticos');
    expect(await countOf(CLIENTS.andinos)).toBe(before + 4);

    const first = await tyreBySerial('IMP-001');
    expect(first).toMatchObject({
      estado: 1,
      nuevo: 1,
      serie_cliente: null,
      remanente_original: '17.00',
      // NSD: the least of the readings given (domain.md §1).
      remanente_actual: '15.00',
      tipo_moneda: 2,
      precio: '520.00',
      fecha_registro: '2030-01-15',
      unidad_medida: 'K',
    });
    const second = await tyreBySerial('IMP-002');
    expect(second).toMatchObject({
      nuevo: 0,
      cantidad_reencauche: 2,
      remanente_original: '18.00',
      remanente_actual: '18.00',
      tipo_moneda: 1,
      unidad_medida: 'H',
    });
    expect(second?.id_disenio).not.toBeNull();
    expect(second?.id_empresa).not.toBeNull();
    const [cost] = await t.db
      .select()
      .from(neumaticoCostos)
      .where(eq(neumaticoCostos.id_neumatico, second?.id ?? 0));
    expect(cost).toMatchObject({
      motivo: 0,
      fecha: '2030-02-10',
      costo: '700.00',
      tipo_cambio: '4.0000',
      costo_convertido: '175.0000',
      n_reencauche: 2,
      rem_original: '15.00',
      id_disenio: second?.id_disenio,
    });
    const third = await tyreBySerial('IMP-003');
    expect(third).toMatchObject({ fecha_registro: '2030-01-20', k_recorridos: '1200.5' });
    expect((await tyreBySerial('IMP-004'))?.fecha_registro).toBe('2030-03-05');
  });

  it('writes nothing when rows are wrong and lists each error with its row number', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const before = await countOf(CLIENTS.andinos);
    const file = await tyreFile([
      newTyre('OK-001'),
      newTyre('BAD-002', { marca: 'MICHELN' }),
      newTyre('BAD-003', { modelo: 'R268' }),
      newTyre('BAD-003B', { modelo: 'X MULTY Z' }),
      newTyre('BAD-004', { precio_soles: 100, remanente_original: 130, presion_recomendada: 200 }),
      newTyre('BAD-005', { condicion: 'Usado', unidad_medida: 'Millas', medida: '295/80R22' }),
      retreadedTyre('BAD-006', { disenio: 'BANDAG BDR', ruc: '20100084760', cantidad_reencauche: null }),
      newTyre('', { remanente_original: null, profundidad_derecha: 1234, precio_dolares: null }),
      newTyre('BAD-008', { fecha_registro: '31/02/2030', marca: null, modelo: null }),
    ]);
    const res = await upload(token, file);
    expect(res.status).toBe(200);
    expect(errorLines(res.body)).toEqual([
      'Fila 3: Marca "MICHELN" no existe. ¿Quiso decir "MICHELIN"?',
      `Fila 4: ${TYRE_MSG.modeloDeOtraMarca}: "R268" es de BRIDGESTONE`,
      'Fila 5: Modelo "X MULTY Z" no existe. ¿Quiso decir "X MULTI Z"?',
      'Fila 6: Ingrese el precio en dólares o en soles, no en ambas columnas',
      `Fila 6: Remanente original: ${TYRE_MSG.profundidadMaxima}`,
      `Fila 6: ${TYRE_MSG.presionMaxima}`,
      'Fila 7: Condición "Usado" no existe. ¿Quiso decir "Nuevo"?',
      'Fila 7: Unidad de medida "Millas" no existe. ¿Quiso decir "K"?',
      'Fila 7: Medida "295/80R22" no existe. ¿Quiso decir "295/80R22.5"?',
      'Fila 8: Diseño "BANDAG BDR" no existe. ¿Quiso decir "BANDAG BDR-HT"?',
      'Fila 8: RUC reencauchadora "20100084760" no existe. ¿Quiso decir "20100084768"?',
      `Fila 8: ${TYRE_MSG.reencauchesRequerido}`,
      `Fila 9: ${TYRE_MSG.serieRequerida}`,
      `Fila 9: Profundidad derecha: ${TYRE_MSG.profundidadLarga}`,
      `Fila 9: ${TYRE_MSG.costoRequerido}`,
      `Fila 9: Remanente original: ${TYRE_MSG.profundidadRequerida}`,
      'Fila 10: Fecha registro debe ser una fecha (AAAA-MM-DD)',
      `Fila 10: ${TYRE_MSG.marcaRequerida}`,
      `Fila 10: ${TYRE_MSG.modeloRequerido}`,
    ]);
    expect(await countOf(CLIENTS.andinos)).toBe(before);
  });

  it('reports serials repeated in the file or already registered, and soles without a rate', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const [existing] = await t.db
      .select({ num_serie: neumaticos.num_serie })
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, CLIENTS.andinos))
      .limit(1);
    await t.db.delete(tipoCambio).where(eq(tipoCambio.id_cliente, CLIENTS.andinos));
    const file = await tyreFile([
      newTyre('DUP-1'),
      newTyre('dup-1'),
      newTyre(existing?.num_serie.toLowerCase() ?? ''),
      newTyre('SOLES-1', { precio_dolares: null, precio_soles: 100 }),
    ]);
    const res = await upload(token, file);
    expect(errorLines(res.body)).toEqual([
      `Fila 3: ${TYRE_MSG.serieDuplicada} (fila 2)`,
      `Fila 4: ${TYRE_MSG.serieRegistrada(existing?.num_serie ?? '')}`,
      `Fila 5: ${TYRE_MSG.sinTipoCambio}`,
    ]);
    expect(await tyreBySerial('DUP-1')).toBeUndefined();
  });

  it('a serial of another client is free: serials are unique per client', async () => {
    const [other] = await t.db
      .select({ num_serie: neumaticos.num_serie })
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, CLIENTS.sur))
      .limit(1);
    const res = await upload(
      await t.login(USERS.andinosAdmin),
      await tyreFile([newTyre(other?.num_serie ?? '')]),
    );
    expect(res.body).toBe('Se registraron 1 neumáticos');
  });

  it('refuses an empty sheet, a file that is not a spreadsheet (415) and one over 12 MB (413)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect(errorLines((await upload(token, await tyreFile([]))).body)).toEqual([IMPORT_MSG.sinFilas]);
    const png = await upload(token, PNG_BYTES, 'neumaticos.xlsx');
    expect(png.status).toBe(415);
    expect(png.body.error).toBe('Tipo de archivo inválido');
    expect((await upload(token, Buffer.from('Serie;Marca\n'), 'neumaticos.csv')).status).toBe(415);
    const big = Buffer.concat([await tyreFile([]), Buffer.alloc(12 * 1024 * 1024 + 10)]);
    const tooBig = await upload(token, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('Los archivos no deben exceder los 12MB de tamaño');
  });

  it('403 without add on menu 27 or for another client; nothing written', async () => {
    const file = await tyreFile([newTyre('NOPE-1')]);
    const before = await countOf(CLIENTS.andinos);
    // The operator has no grant on the settings screens; the technician only views them.
    expect((await upload(await t.login(USERS.andinosOperator), file)).status).toBe(403);
    expect((await upload(await t.login(USERS.technician), file)).status).toBe(403);
    expect((await upload(await t.login(USERS.surAdmin), file)).status).toBe(403);
    expect(await countOf(CLIENTS.andinos)).toBe(before);
    const template = await t.get(
      `/api/importar/neumatico/plantilla?id_cliente=${CLIENTS.andinos}`,
      await t.login(USERS.andinosOperator),
    );
    expect(template.status).toBe(403);
  });

  it('serves the template: unchanged it imports nothing; its example rows, copied, import as they are', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/importar/neumatico/plantilla?id_cliente=${CLIENTS.andinos}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['neumaticos', 'Ejemplos', 'Ayuda']);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe('Serie del cliente');
    expect(book.worksheets[0]?.actualRowCount).toBe(1);

    // Sent back unchanged: nothing is registered (the examples NEU-0001 / NEU-0002 once were) and the answer says why.
    const before = await countOf(CLIENTS.andinos);
    const unchanged = await upload(token, res.rawPayload);
    expect(unchanged.status).toBe(200);
    expect(errorLines(unchanged.body)).toEqual([IMPORT_MSG.sinFilas]);
    expect(await countOf(CLIENTS.andinos)).toBe(before);
    expect(await tyreBySerial('NEU-0001')).toBeUndefined();

    const { file, rows } = await templateWithExamples(res.rawPayload);
    expect(rows.map((row) => row[0])).toEqual(['NEU-0001', 'NEU-0002']);
    const imported = await upload(token, file);
    expect(imported.body).toBe('Se registraron 2 neumáticos');
    expect((await tyreBySerial('NEU-0002'))?.nuevo).toBe(0);
  });
});
