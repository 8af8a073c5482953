import ExcelJS from 'exceljs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_MSG, IMPORT_SEPARATOR, VEHICLE_MSG } from '@huella/contracts';
import {
  neumaticoEventos,
  neumaticoHistorial,
  neumaticos,
  vehiculoConfiguracionPosiciones,
  vehiculoConfiguraciones,
  vehiculos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, PNG_BYTES, type TestApp, USERS } from '../../../test/app';
import { templateWithExamples, uploadImport } from '../../../test/imports';
import { todayInLima } from '@huella/domain';
import { positionHeader, VEHICLE_COLUMNS } from './vehicle-import';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

/** A row: the vehicle columns by key, then the serials by tyre number (P1…). */
type Row = Partial<Record<(typeof VEHICLE_COLUMNS)[number]['key'], unknown>> & {
  tyres?: Record<number, string>;
};

async function vehicleFile(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('vehiculos');
  sheet.addRow([
    ...VEHICLE_COLUMNS.map((column) => column.header),
    ...Array.from({ length: 22 }, (_, index) => positionHeader(index + 1)),
  ]);
  for (const row of rows) {
    const cells: unknown[] = VEHICLE_COLUMNS.map((column) => row[column.key] ?? null);
    for (let posicion = 1; posicion <= 22; posicion += 1) cells.push(row.tyres?.[posicion] ?? null);
    sheet.addRow(cells);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A valid row of the andinos demo catalogue: a 6-tyre truck costed per km. */
const truck = (overrides: Row = {}): Row => ({
  placa: 'IMP-001',
  codigo: 'IM-01',
  tipo: 'Camión',
  marca: 'volvo',
  modelo: 'FH 440',
  aplicacion: 'Carretera',
  tipo_costo: 'Kilómetros',
  configuracion: 'Camión 4x2 - 6 neumáticos',
  planta: 'Lurín',
  fecha_fabricacion: 2020,
  kilometraje: 150000,
  ...overrides,
});

const upload = (token: string, content: Buffer, name = 'vehiculos.xlsx', clientId?: number) =>
  uploadImport(t, 'vehiculo', token, { content, name }, clientId);

const vehicleCount = async (clientId: number) => {
  const [row] = await t.db
    .select({ total: count() })
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, clientId));
  return Number(row?.total ?? 0);
};
const historyCount = async () => {
  const [row] = await t.db.select({ total: count() }).from(neumaticoHistorial);
  return Number(row?.total ?? 0);
};

/** Demo tyres of a client ready to install, of one unit. */
async function readyTyres(clientId: number, unit: 'K' | 'H', howMany: number) {
  const rows = await t.db
    .select()
    .from(neumaticos)
    .where(
      and(eq(neumaticos.id_cliente, clientId), eq(neumaticos.estado, 1), eq(neumaticos.unidad_medida, unit)),
    )
    .orderBy(neumaticos.id)
    .limit(howMany);
  if (rows.length < howMany) throw new Error('demo tyres missing');
  return rows;
}

/** posicion → ubicacion of a demo configuration. */
async function slotsOf(nombre: string) {
  const rows = await t.db
    .select({
      posicion: vehiculoConfiguracionPosiciones.posicion,
      ubicacion: vehiculoConfiguracionPosiciones.ubicacion,
    })
    .from(vehiculoConfiguracionPosiciones)
    .innerJoin(
      vehiculoConfiguraciones,
      eq(vehiculoConfiguraciones.id, vehiculoConfiguracionPosiciones.id_configuracion),
    )
    .where(eq(vehiculoConfiguraciones.nombre, nombre));
  return new Map(rows.map((row) => [row.posicion, row.ubicacion]));
}

const errorLines = (body: unknown) => {
  const [title, detail] = String(body).split(IMPORT_SEPARATOR);
  expect(title).toBe('Error al Cargar Datos');
  return detail?.split('\n') ?? [];
};

describe('POST importar/vehiculo', () => {
  it('registers the vehicles and installs the opening inventory on their positions', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const before = await vehicleCount(CLIENTS.andinos);
    const [p1, p2, p6, p2x] = await readyTyres(CLIENTS.andinos, 'K', 4);
    if (!p1 || !p2 || !p6 || !p2x) throw new Error('tyres');
    const file = await vehicleFile([
      truck({ tyres: { 1: p1.num_serie, 2: p2.num_serie.toLowerCase(), 6: p6.num_serie } }),
      truck({
        placa: 'imp-002',
        codigo: '-',
        planta: '-',
        tipo: 'TRACTO',
        marca: 'SCANIA',
        modelo: 'r450',
        configuracion: 'tracto 6x4 - 10 NEUMATICOS',
        aplicacion: 'urbano',
        tipo_costo: 1,
        fecha_fabricacion: null,
        kilometraje: '5300.59',
        tyres: { 1: p2x.num_serie },
      }),
    ]);
    const res = await upload(token, file);
    expect(res.status).toBe(200);
    expect(res.body).toBe('Se registraron 2 vehículos y se instalaron 4 neumáticos');
    expect(await vehicleCount(CLIENTS.andinos)).toBe(before + 2);

    const [first] = await t.db.select().from(vehiculos).where(eq(vehiculos.placa, 'IMP-001'));
    const [second] = await t.db.select().from(vehiculos).where(eq(vehiculos.placa, 'IMP-002'));
    expect(first).toMatchObject({
      codigo: 'IM-01',
      estado: 1,
      kilometraje: '150000.00',
      fecha_fabricacion: 2020,
    });
    expect(second).toMatchObject({ codigo: null, id_planta: null, kilometraje: '5300.59', tipo_costo: 1 });
    if (!first || !second) throw new Error('vehicle');
    // The record keeps one decimal, rounded down: the tyre never starts above the vehicle's reading.
    const [secondRecord] = await t.db
      .select()
      .from(neumaticoHistorial)
      .where(eq(neumaticoHistorial.id_vehiculo, second.id));
    expect(secondRecord).toMatchObject({ id_neumatico: p2x.id, km_instalacion: '5300.5' });

    const slots = await slotsOf('Camión 4x2 - 6 neumáticos');
    const history = await t.db
      .select()
      .from(neumaticoHistorial)
      .where(eq(neumaticoHistorial.id_vehiculo, first.id))
      .orderBy(neumaticoHistorial.posicion);
    expect(history.map((h) => [h.id_neumatico, h.posicion, h.ubicacion])).toEqual([
      [p1.id, 1, slots.get(1)],
      [p2.id, 2, slots.get(2)],
      [p6.id, 6, slots.get(6)],
    ]);
    expect(history[0]).toMatchObject({
      id_cliente: CLIENTS.andinos,
      placa: 'IMP-001',
      fecha_instalacion: todayInLima(),
      km_instalacion: '150000.0',
      km_retiro: null,
      nuevo: p1.nuevo,
      n_reencauche: p1.cantidad_reencauche,
    });
    const states = await t.db
      .select({ estado: neumaticos.estado })
      .from(neumaticos)
      .where(inArray(neumaticos.id, [p1.id, p2.id, p6.id]));
    expect(states.map((s) => s.estado)).toEqual([3, 3, 3]);
    // Each opening installation is also an event of its tyre, by the importing user (architecture §6).
    const events = await t.db
      .select({
        tipo: neumaticoEventos.tipo,
        estado: neumaticoEventos.estado,
        id_usuario: neumaticoEventos.id_usuario,
      })
      .from(neumaticoEventos)
      .where(inArray(neumaticoEventos.id_neumatico, [p1.id, p2.id, p6.id]));
    expect(events).toHaveLength(3);
    expect(events.every((event) => event.tipo === 'instalacion' && event.estado === 3)).toBe(true);
    expect(events.every((event) => event.id_usuario !== null)).toBe(true);

    // The vehicle dialog's read-only detail per position now shows the installed tyre.
    const detail = await t.post(
      '/api/vehiculos/neumaticoposicion',
      { id_cliente: CLIENTS.andinos, id_vehiculo: first.id, ubicacion: slots.get(6) },
      token,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.neumatico).toMatchObject({
      num_serie: p6.num_serie,
      condicion: p6.nuevo === 1 ? 'Nuevo' : 'Reencauchado',
      fecha_instalacion: todayInLima(),
      remanente_actual: Number(p6.remanente_actual),
      presion: Number(p6.presion_recomendada),
      kilometraje: 150000,
    });
    expect(detail.body.neumatico.marca).toBeTruthy();
    expect(detail.body.neumatico.medida).toBeTruthy();
    const empty = await t.post(
      '/api/vehiculos/neumaticoposicion',
      { id_cliente: CLIENTS.andinos, id_vehiculo: first.id, ubicacion: slots.get(3) },
      token,
    );
    expect(empty.body).toEqual({ neumatico: null, message: VEHICLE_MSG.sinNeumatico });
    // The installations read its odometer: its km is no longer editable by hand.
    const shown = await t.post('/api/vehiculos/show', { id_cliente: CLIENTS.andinos, id: first.id }, token);
    expect(shown.body.vehiculo.editkm).toBe(0);
  });

  it('writes nothing when rows are wrong and names each problem with its row and the closest value', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const before = await vehicleCount(CLIENTS.andinos);
    const historyBefore = await historyCount();
    const [existing] = await t.db
      .select()
      .from(vehiculos)
      .where(eq(vehiculos.id_cliente, CLIENTS.andinos))
      .limit(1);
    const [k1, k2, k3, h1] = await readyTyres(CLIENTS.andinos, 'K', 4);
    if (!existing || !k1 || !k2 || !k3 || !h1) throw new Error('demo data');
    // The andinos demo fleet runs on km only: one tyre becomes an hours tyre.
    await t.db.update(neumaticos).set({ unidad_medida: 'H' }).where(eq(neumaticos.id, h1.id));
    await t.db.update(neumaticos).set({ estado: 2 }).where(eq(neumaticos.id, k2.id));
    await t.db.update(neumaticos).set({ estado: 3 }).where(eq(neumaticos.id, k3.id));
    const [sur] = await readyTyres(CLIENTS.sur, 'K', 1);
    if (!sur) throw new Error('sur tyre');
    const file = await vehicleFile([
      truck({ placa: 'OK-001', tyres: { 1: k1.num_serie } }),
      truck({ placa: 'BAD-002', marca: 'VOLVOO', planta: 'Lurin Sur' }),
      truck({ placa: 'BAD-003', modelo: 'R450', aplicacion: 'Fuera de carretera', tipo_costo: 'Minutos' }),
      truck({ placa: existing.placa.toLowerCase(), tipo: null, kilometraje: '12abc', fecha_fabricacion: 99 }),
      truck({ placa: 'ok-001', configuracion: 'Tracto 4x2 - 6 neumáticos' }),
      truck({
        placa: 'BAD-006',
        tyres: { 1: k1.num_serie, 2: k2.num_serie, 3: k3.num_serie, 4: h1.num_serie, 7: 'ZZZ-NO-EXISTE' },
      }),
      truck({ placa: 'BAD-007', tyres: { 1: sur.num_serie } }),
      truck({ placa: 'BAD-008', tipo: 'Camion', configuracion: 'Camión 4x2 - 6 neumatico' }),
    ]);
    const res = await upload(token, file);
    expect(res.status).toBe(200);
    const lines = errorLines(res.body);
    expect(lines).toEqual([
      'Fila 3: Marca "VOLVOO" no existe. ¿Quiso decir "VOLVO"?',
      'Fila 3: Planta "Lurin Sur" no existe. ¿Quiso decir "Lurín"?',
      'Fila 4: Modelo "R450" no existe. ¿Quiso decir "FH 440"?',
      `Fila 4: ${VEHICLE_MSG.aplicacionSinRemanentes}`,
      'Fila 4: Tipo de costo "Minutos" no existe. ¿Quiso decir "Kilómetros"?',
      `Fila 5: ${VEHICLE_MSG.tipoRequerido}`,
      `Fila 5: ${VEHICLE_MSG.anioInvalido}`,
      `Fila 5: ${VEHICLE_MSG.kmSoloNumeros}`,
      `Fila 5: ${VEHICLE_MSG.placaDuplicada}`,
      `Fila 6: ${VEHICLE_MSG.configuracionDeOtroTipo}`,
      `Fila 6: ${VEHICLE_MSG.placaDuplicada} (fila 2)`,
      `Fila 7: Posición P1: el neumático ${k1.num_serie} ya se usa en la fila 2`,
      `Fila 7: Posición P2: el neumático ${k2.num_serie} no está listo para instalar (En reparación)`,
      `Fila 7: Posición P3: el neumático ${k3.num_serie} ya está instalado`,
      `Fila 7: Posición P4: el neumático ${h1.num_serie} se mide en horas y el vehículo en kilómetros`,
      'Fila 7: Posición P7: no existe en la configuración "Camión 4x2 - 6 neumáticos"',
      expect.stringMatching(
        /^Fila 7: Posición P7: Neumático "ZZZ-NO-EXISTE" no existe\. ¿Quiso decir ".+"\?$/,
      ),
      expect.stringMatching(new RegExp(`^Fila 8: Posición P1: Neumático "${sur.num_serie}" no existe`)),
      'Fila 9: Configuración "Camión 4x2 - 6 neumatico" no existe. ¿Quiso decir "Camión 4x2 - 6 neumáticos"?',
    ]);
    // Another client's serial is never named back as a hint.
    expect(lines.join('\n')).not.toContain(`¿Quiso decir "${sur.num_serie}"`);
    expect(await vehicleCount(CLIENTS.andinos)).toBe(before);
    expect(await historyCount()).toBe(historyBefore);
    const [k1After] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, k1.id));
    expect(k1After?.estado).toBe(1);
  });

  it('imports two thousand rows in one go', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const rows = Array.from({ length: 2000 }, (_, index) =>
      truck({ placa: `BLK-${String(index).padStart(4, '0')}`, codigo: null }),
    );
    const started = Date.now();
    const res = await upload(token, await vehicleFile(rows));
    expect(res.body).toBe('Se registraron 2000 vehículos');
    expect(await vehicleCount(CLIENTS.andinos)).toBe(2040);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('answers a file without rows with the row error text', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await upload(token, await vehicleFile([]));
    expect(errorLines(res.body)).toEqual([IMPORT_MSG.sinFilas]);
  });

  it('refuses what is not a spreadsheet (415) and a file over 12 MB (413)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect((await upload(token, PNG_BYTES, 'vehiculos.xlsx')).status).toBe(415);
    expect((await upload(token, Buffer.from('Placa;Código\nABC-123;X\n'), 'vehiculos.csv')).status).toBe(415);
    const big = Buffer.concat([await vehicleFile([truck()]), Buffer.alloc(12 * 1024 * 1024 + 10)]);
    const tooBig = await upload(token, big);
    expect(tooBig.status).toBe(413);
    expect(await vehicleCount(CLIENTS.andinos)).toBe(40);
  });

  it('403 without the add grant on 26 or for another client; nothing written', async () => {
    const file = await vehicleFile([truck()]);
    const before = await vehicleCount(CLIENTS.andinos);
    expect((await upload(await t.login(USERS.andinosOperator), file)).status).toBe(403);
    expect((await upload(await t.login(USERS.surAdmin), file)).status).toBe(403);
    expect(await vehicleCount(CLIENTS.andinos)).toBe(before);
    const template = await t.get(
      `/api/importar/vehiculo/plantilla?id_cliente=${CLIENTS.andinos}`,
      await t.login(USERS.surAdmin),
    );
    expect(template.status).toBe(403);
  });

  it('serves the client’s template: unchanged it imports nothing; its example row, copied, imports with a tyre on P1', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/importar/vehiculo/plantilla?id_cliente=${CLIENTS.andinos}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('vehiculos.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'vehiculos',
      'Ejemplos',
      'Valores',
      'Instrucciones',
    ]);
    const header = book.worksheets[0]?.getRow(1).values as unknown[];
    expect(header.slice(1, 3)).toEqual(['Placa', 'Código']);
    expect(header.at(-1)).toBe('Posición P22');
    // The data sheet holds only the header; the example sits under the same header on 'Ejemplos'.
    expect(book.worksheets[0]?.actualRowCount).toBe(1);
    expect(book.getWorksheet('Ejemplos')?.getRow(1).values).toEqual(header);
    expect(String(book.getWorksheet('Instrucciones')?.getRow(1).getCell(1).value)).toContain(
      'Los ejemplos están en la hoja "Ejemplos" y no se importan',
    );
    const values = book.getWorksheet('Valores');
    const plants: unknown[] = [];
    values?.getColumn(8).eachCell((cell) => {
      if (cell.value !== null) plants.push(cell.value);
    });
    expect(plants).toEqual(['Planta', 'Arequipa', 'Callao - Base principal', 'Lurín']);

    const before = await vehicleCount(CLIENTS.andinos);
    const historyBefore = await historyCount();
    const unchanged = await upload(token, res.rawPayload);
    expect(unchanged.status).toBe(200);
    expect(errorLines(unchanged.body)).toEqual([IMPORT_MSG.sinFilas]);
    expect(await vehicleCount(CLIENTS.andinos)).toBe(before);
    expect(await historyCount()).toBe(historyBefore);

    const { file, rows } = await templateWithExamples(res.rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[11]).toEqual(expect.any(String));
    const imported = await upload(token, file);
    expect(imported.body).toBe('Se registró 1 vehículo y se instaló 1 neumático');
    expect(await vehicleCount(CLIENTS.andinos)).toBe(before + 1);
  });
});
