import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, LIFECYCLE_MSG, ROLE, TYRE_STATES_MSG } from '@huella/contracts';
import { REMOVAL_REASON } from '@huella/domain';
import {
  empresasReencauche,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoEventos,
  neumaticos,
  permisos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, multipartPayload, PNG_BYTES, type TestApp, USERS } from '../../../test/app';
import {
  demoVehicles,
  installTyre,
  removeTyre,
  setThresholds,
  totalsOf,
  tyreItem,
} from './tyre-states.test-helpers';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
});
afterEach(async () => t.close());

const andinos = CLIENTS.andinos;

/** Registers one tyre of Transportes Andinos through the tyre form; answers its id. */
async function newTyre(serial: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await t.post(
    '/api/neumaticos/store',
    { id_cliente: andinos, grupo: [{ num_serie: serial }], neumatico: await tyreItem(t.db, overrides) },
    token,
  );
  if (res.status !== 200) throw new Error(`store ${serial}: ${JSON.stringify(res.body)}`);
  return res.body.data[0].id as number;
}

const call = (path: string, body: Record<string, unknown>, as: string = token) =>
  t.post(`/api/${path}`, { id_cliente: andinos, id_usuario: 1, ...body }, as);

const setFinal = (tyreId: number, remanente_final: unknown, extra: Record<string, unknown> = {}) =>
  call('neumaticos/updatemalestado', { id_neumatico: tyreId, remanente_final, ...extra });

async function tyreRow(tyreId: number) {
  const [row] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, tyreId));
  if (!row) throw new Error('tyre missing');
  return row;
}
const eventsOf = (tyreId: number) =>
  t.db
    .select()
    .from(neumaticoEventos)
    .where(eq(neumaticoEventos.id_neumatico, tyreId))
    .orderBy(asc(neumaticoEventos.id));
const costsOf = (tyreId: number) =>
  t.db
    .select()
    .from(neumaticoCostos)
    .where(eq(neumaticoCostos.id_neumatico, tyreId))
    .orderBy(asc(neumaticoCostos.id));

/** A tyre taken off a vehicle for final wear: estado 6, on the bad-condition list. */
async function removedTyre(serial: string, vehicleId: number, ubicacion = 1) {
  const tyreId = await newTyre(serial, { precio: 418.08 });
  await installTyre(t.db, {
    clientId: andinos,
    tyreId,
    vehicleId,
    ubicacion,
    fecha: '2025-01-10',
    km: 100_000,
  });
  await removeTyre(t.db, {
    clientId: andinos,
    tyreId,
    fecha: '2025-06-10',
    km: 160_000,
    reason: REMOVAL_REASON.finalWear,
  });
  return tyreId;
}

/** A tyre of Cordillera del Sur (another client). */
async function foreignTyre() {
  const [row] = await t.db.select().from(neumaticos).where(eq(neumaticos.id_cliente, CLIENTS.sur)).limit(1);
  if (!row) throw new Error('no tyre of sur');
  return row;
}

async function revoke(menu: number, actions: number[]) {
  await t.db
    .delete(permisos)
    .where(
      and(
        eq(permisos.id_rol, ROLE.operator),
        eq(permisos.id_menu, menu),
        inArray(permisos.id_accion, actions),
      ),
    );
}

async function catalogueIds() {
  const [design] = await t.db.select().from(neumaticoDisenios).limit(1);
  const [company] = await t.db.select().from(empresasReencauche).limit(1);
  if (!design || !company) throw new Error('demo catalogue missing');
  return { design: design.id, company: company.id };
}

describe('POST neumaticos/enviarAreparar and enviarAreencauchar', () => {
  it('sends a tyre with a final tread from stock, 6, to repair or retread, with its event', async () => {
    const toRepair = await newTyre('ST-REP');
    const toRetread = await newTyre('ST-RET');
    for (const tyreId of [toRepair, toRetread]) expect((await setFinal(tyreId, 12.5)).status).toBe(200);
    const repair = await call('neumaticos/enviarAreparar', { id_neumatico: toRepair });
    expect(repair.status).toBe(200);
    expect(repair.body).toEqual({
      message: TYRE_STATES_MSG.operacionExitosa,
      data: { id: toRepair, num_serie: 'ST-REP', estado: 2 },
    });
    const retread = await call('neumaticos/enviarAreencauchar', { id_neumatico: toRetread });
    expect(retread.body.data.estado).toBe(4);
    const events = await eventsOf(toRetread);
    expect(events.at(-1)).toMatchObject({ tipo: 'envio_reencauche', estado_anterior: 1, estado: 4 });
    // From the bad-condition list (estado 6) too.
    const [vehicle] = await demoVehicles(t.db, andinos);
    const removed = await removedTyre('ST-MAL', vehicle.id);
    expect((await setFinal(removed, 6)).status).toBe(200);
    expect((await call('neumaticos/enviarAreparar', { id_neumatico: removed })).body.data.estado).toBe(2);
  });

  it('asks for the final tread first: 409 with the spec text and nothing changes', async () => {
    const tyreId = await newTyre('ST-SIN');
    for (const path of ['neumaticos/enviarAreparar', 'neumaticos/enviarAreencauchar']) {
      const res = await call(path, { id_neumatico: tyreId });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('¡Por favor, ingrese su remanente final para continuar! ');
    }
    expect((await tyreRow(tyreId)).estado).toBe(1);
    expect((await eventsOf(tyreId)).length).toBe(0);
  });

  it('refuses a tyre that is installed or already away: 409 and nothing changes', async () => {
    const [vehicle] = await demoVehicles(t.db, andinos);
    const installed = await newTyre('ST-INS');
    await setFinal(installed, 10);
    await installTyre(t.db, {
      clientId: andinos,
      tyreId: installed,
      vehicleId: vehicle.id,
      ubicacion: 2,
      fecha: '2025-01-01',
      km: 1000,
    });
    const res = await call('neumaticos/enviarAreparar', { id_neumatico: installed });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(LIFECYCLE_MSG.noEnviable('ST-INS'));
    expect((await tyreRow(installed)).estado).toBe(3);
    const away = await newTyre('ST-AWAY');
    await setFinal(away, 10);
    await call('neumaticos/enviarAreencauchar', { id_neumatico: away });
    const before = (await eventsOf(away)).length;
    const again = await call('neumaticos/enviarAreparar', { id_neumatico: away });
    expect(again.status).toBe(409);
    expect((await tyreRow(away)).estado).toBe(4);
    expect((await eventsOf(away)).length).toBe(before);
  });

  it('answers 404 for another client’s tyre, 403 without edit on menu 78, 422 without a tyre', async () => {
    const foreign = await foreignTyre();
    const res = await call('neumaticos/enviarAreparar', { id_neumatico: foreign.id });
    expect(res.status).toBe(404);
    expect((await tyreRow(foreign.id)).estado).toBe(foreign.estado);
    expect((await call('neumaticos/enviarAreparar', {})).status).toBe(422);
    const tyreId = await newTyre('ST-403');
    await setFinal(tyreId, 10);
    await revoke(78, [ACTION.edit]);
    expect((await call('neumaticos/enviarAreencauchar', { id_neumatico: tyreId })).status).toBe(403);
    expect((await tyreRow(tyreId)).estado).toBe(1);
  });
});

describe('POST neumaticos/updatemalestado', () => {
  it('fills the final tread and the photo of a removed tyre and answers its list row', async () => {
    const [vehicle] = await demoVehicles(t.db, andinos);
    const tyreId = await removedTyre('MAL-1', vehicle.id);
    const upload = await t.request({
      method: 'POST',
      url: `/api/imagen/subirimagen?id_cliente=${andinos}`,
      token,
      ...multipartPayload({ id_cliente: String(andinos) }, { name: 'mal.png', content: PNG_BYTES }),
    });
    expect(upload.status).toBe(200);
    const res = await setFinal(tyreId, '6.5', { imagen: upload.body.success.nombre });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TYRE_STATES_MSG.editado);
    expect(res.body.data).toMatchObject({
      id: tyreId,
      estado_descripcion: 'desinstalado',
      remanente_final: 6.5,
      ruta1: upload.body.success.url,
    });
    const row = await tyreRow(tyreId);
    expect(row.remanente_final).toBe('6.50');
    expect(row.imagen_mal_estado).toBe(`imagenes/${upload.body.success.nombre}`);
    // Absent keeps the photo, null removes it.
    await setFinal(tyreId, 6);
    expect((await tyreRow(tyreId)).imagen_mal_estado).not.toBeNull();
    await setFinal(tyreId, 6, { imagen: null });
    expect((await tyreRow(tyreId)).imagen_mal_estado).toBeNull();
  });

  it('validates the final tread and the image', async () => {
    const tyreId = await newTyre('MAL-VAL');
    const empty = await setFinal(tyreId, '');
    expect(empty.status).toBe(422);
    expect(empty.body.errors.remanente_final).toEqual(['Remanente final es requerido']);
    expect((await setFinal(tyreId, '1234')).body.errors.remanente_final).toEqual([
      'Profundidad debe ser menor a 3 caracteres',
    ]);
    const above = await setFinal(tyreId, 18);
    expect(above.status).toBe(422);
    expect(above.body.errors.remanente_final).toEqual([TYRE_STATES_MSG.remanenteFinalMayor(17)]);
    const image = await setFinal(tyreId, 5, { imagen: `${'a'.repeat(32)}.png` });
    expect(image.status).toBe(422);
    expect(image.body.errors.imagen).toBeDefined();
    expect((await tyreRow(tyreId)).remanente_final).toBeNull();
  });

  it('refuses a tyre that cannot be sent on (409), another client’s (404) and without edit (403)', async () => {
    const away = await newTyre('MAL-AWAY');
    await setFinal(away, 10);
    await call('neumaticos/enviarAreencauchar', { id_neumatico: away });
    const res = await setFinal(away, 9);
    expect(res.status).toBe(409);
    expect((await tyreRow(away)).remanente_final).toBe('10.00');
    const foreign = await foreignTyre();
    expect((await setFinal(foreign.id, 5)).status).toBe(404);
    expect((await tyreRow(foreign.id)).remanente_final).toBeNull();
    await revoke(78, [ACTION.edit]);
    const tyreId = await newTyre('MAL-403');
    expect((await setFinal(tyreId, 5)).status).toBe(403);
  });
});

describe('POST neumaticos/enreencauche and enreparacion', () => {
  it('pages the tyres in each state, newest first, with what they are and where they came from', async () => {
    const [vehicle] = await demoVehicles(t.db, andinos);
    const tyreId = await newTyre('LST-1');
    await installTyre(t.db, {
      clientId: andinos,
      tyreId,
      vehicleId: vehicle.id,
      ubicacion: 3,
      fecha: '2025-02-01',
      km: 5000,
    });
    await removeTyre(t.db, {
      clientId: andinos,
      tyreId,
      fecha: '2025-03-01',
      km: 9000,
      reason: REMOVAL_REASON.retread,
    });
    for (const serial of ['LST-2', 'LST-3']) {
      const id = await newTyre(serial);
      await setFinal(id, 8);
      await call('neumaticos/enviarAreencauchar', { id_neumatico: id });
    }
    const res = await call('neumaticos/enreencauche', { per_page: 2 });
    expect(res.status).toBe(200);
    expect(res.body.success.resultado).toMatchObject({ total: 3, per_page: 2, from: 1, to: 2 });
    const all = await call('neumaticos/enreencauche', { per_page: 10, sortBy: 'num_serie' });
    const first = all.body.success.resultado.data[0];
    expect(first).toMatchObject({
      id: tyreId,
      num_serie: 'LST-1',
      estado: 4,
      estado_descripcion: 'En reencauche',
      marca: 'MICHELIN',
      medida: '295/80R22.5',
      nuevo_reenc: 'N',
      cantidad_reencauche: 0,
      fecha: '2025-03-01',
      id_vehiculo: vehicle.id,
      placa: vehicle.placa,
      motivo_retiro: 'Por reencauche',
      costo: 500,
      km_recorrido: 4000,
    });
    expect(all.body.success.resultado.data[1]).toMatchObject({ num_serie: 'LST-2', placa: null });
    expect((await call('neumaticos/enreencauche', { search: 'lst-3' })).body.success.resultado.total).toBe(1);
    expect((await call('neumaticos/enreparacion', {})).body.success.resultado).toMatchObject({
      total: 0,
      data: [],
    });
    expect((await call('neumaticos/enreencauche', { per_page: 101 })).status).toBe(422);
  });

  it('lists only the client’s tyres and needs view on its menu', async () => {
    const id = await newTyre('LST-OWN');
    await setFinal(id, 8);
    await call('neumaticos/enviarAreparar', { id_neumatico: id });
    const sur = await t.login(USERS.surAdmin);
    const theirs = await t.post('/api/neumaticos/enreparacion', { id_cliente: CLIENTS.sur }, sur);
    expect(theirs.body.success.resultado.data.some((row: { id: number }) => row.id === id)).toBe(false);
    expect((await t.post('/api/neumaticos/enreparacion', { id_cliente: andinos }, sur)).status).toBe(403);
    await revoke(90, [ACTION.view]);
    expect((await call('neumaticos/enreparacion', {})).status).toBe(403);
    expect((await call('neumaticos/enreencauche', {})).status).toBe(200);
  });
});

describe('POST neumaticos/enmalestado and GET excel/reporteneumaticosenmalestado', () => {
  it('lists removed tyres with their limit, life cost and the loss scrapping them would mean', async () => {
    const [vehicle] = await demoVehicles(t.db, andinos);
    await setThresholds(t.db, { clientId: andinos, applicationId: vehicle.ruta, ini: 2, limit: 4, next: 8 });
    const tyreId = await removedTyre('MAL-LIST', vehicle.id);
    const res = await call('neumaticos/enmalestado', {});
    expect(res.status).toBe(200);
    const row = res.body.success.resultado.data.find((item: { id: number }) => item.id === tyreId);
    expect(row).toMatchObject({
      estado_descripcion: 'desinstalado',
      remanente_original: 17,
      remanente_final: null,
      remanente_limite: 4,
      costo: 418.08,
      costo_perdido: null,
      motivo_scrap: 'Por desgaste final',
      fecha_scrap: '2025-06-10',
      id_vehiculo: vehicle.id,
      placa: vehicle.placa,
      ruta1: null,
    });
    await setFinal(tyreId, 8);
    const after = await call('neumaticos/enmalestado', { search: 'MAL-LIST' });
    // domain.md §11: 418.08 × (8 − 4) ÷ (17 − 4) = 128.64
    expect(after.body.success.resultado.data[0].costo_perdido).toBeCloseTo(128.64, 2);
    expect(after.body.success.resultado.total).toBe(1);
    const sur = await t.login(USERS.surAdmin);
    const theirs = await t.post('/api/neumaticos/enmalestado', { id_cliente: CLIENTS.sur }, sur);
    expect(theirs.body.success.resultado.data.some((item: { id: number }) => item.id === tyreId)).toBe(false);
    await revoke(78, [ACTION.view]);
    expect((await call('neumaticos/enmalestado', {})).status).toBe(403);
  });

  it('exports the list as Excel and CSV with the file name header', async () => {
    const [vehicle] = await demoVehicles(t.db, andinos);
    await removedTyre('MAL-XLS', vehicle.id);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/excel/reporteneumaticosenmalestado?id_cliente=${andinos}&extension=.xlsx`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toContain('NeumaticosMalEstado.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Serie Cliente');
    expect(sheet?.getRow(2).getCell(2).value).toBe('MAL-XLS');
    expect(sheet?.getRow(2).getCell(4).value).toBe('desinstalado');
    const csv = await t.get(
      `/api/excel/reporteneumaticosenmalestado?id_cliente=${andinos}&extension=.csv`,
      token,
    );
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('MAL-XLS');
    const sur = await t.login(USERS.surAdmin);
    const foreign = await t.get(`/api/excel/reporteneumaticosenmalestado?id_cliente=${andinos}`, sur);
    expect(foreign.status).toBe(403);
  });
});

describe('POST neumaticos/actualizarNeumaticosReparados', () => {
  async function inRepair(serial: string) {
    const id = await newTyre(serial);
    await setFinal(id, 9);
    await call('neumaticos/enviarAreparar', { id_neumatico: id });
    return id;
  }
  const repair = (tyreId: number, body: Record<string, unknown> = {}) =>
    call('neumaticos/actualizarNeumaticosReparados', {
      id_neumatico: tyreId,
      costo: 20,
      tipo_moneda: 2,
      observacion: 'Parche en banda',
      fecha: '2025-07-01',
      ...body,
    });

  it('records the repair cost of the life and puts the tyre back in stock', async () => {
    const tyreId = await inRepair('REP-1');
    const res = await repair(tyreId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: TYRE_STATES_MSG.actualizado('REP-1'),
      data: { id: tyreId, num_serie: 'REP-1', estado: 5 },
    });
    const costs = await costsOf(tyreId);
    expect(costs.at(-1)).toMatchObject({
      motivo: 2,
      costo: '20.00',
      costo_convertido: '20.0000',
      observacion: 'Parche en banda',
      n_reencauche: 0,
      nuevo: 1,
      fecha: '2025-07-01',
    });
    const totals = await totalsOf(t.db, tyreId);
    expect(totals.costo_acumulado).toBe(520);
    expect(totals.costo_acumulado).toBe(totals.costSum);
    expect((await tyreRow(tyreId)).remanente_final).toBeNull();
    expect((await eventsOf(tyreId)).at(-1)).toMatchObject({ tipo: 'reparacion', estado: 5, motivo: 2 });
  });

  it('gives each validation message', async () => {
    const tyreId = await inRepair('REP-VAL');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ costo: '' }, 'costo', 'Costo es requerido'],
      [{ tipo_moneda: '' }, 'tipo_moneda', 'Moneda es requerido'],
      [{ observacion: ' ' }, 'observacion', 'Observación es requerido'],
    ];
    for (const [body, field, message] of cases) {
      const res = await repair(tyreId, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await costsOf(tyreId)).length).toBe(1);
  });

  it('refuses a tyre not in repair (409), another client’s (404), without edit on 90 (403)', async () => {
    const inStock = await newTyre('REP-STOCK');
    const res = await repair(inStock);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(LIFECYCLE_MSG.noEnReparacion('REP-STOCK'));
    expect((await costsOf(inStock)).length).toBe(1);
    expect((await tyreRow(inStock)).estado).toBe(1);
    const foreign = await foreignTyre();
    expect((await repair(foreign.id)).status).toBe(404);
    expect((await costsOf(foreign.id)).length).toBe(1);
    const tyreId = await inRepair('REP-403');
    await revoke(90, [ACTION.edit]);
    expect((await repair(tyreId)).status).toBe(403);
    expect((await tyreRow(tyreId)).estado).toBe(2);
  });
});

describe('POST neumaticos/actualizarNeumaticosReencauchados', () => {
  async function inRetread(serial: string) {
    const id = await newTyre(serial);
    await setFinal(id, 5);
    await call('neumaticos/enviarAreencauchar', { id_neumatico: id });
    return id;
  }
  const retread = async (tyreId: number, body: Record<string, unknown> = {}) => {
    const ids = await catalogueIds();
    return call('neumaticos/actualizarNeumaticosReencauchados', {
      neumatico: {
        id: tyreId,
        costo: 150,
        tipo_moneda: 2,
        id_disenio: ids.design,
        id_empresa: ids.company,
        remanente_original: 15,
        fecha: '2025-08-01',
        ...body,
      },
    });
  };

  it('starts a new life: cost event, count + 1, retreaded, new design, retreader and tread; back in stock', async () => {
    const ids = await catalogueIds();
    const tyreId = await inRetread('RET-1');
    const res = await retread(tyreId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: TYRE_STATES_MSG.actualizado('RET-1'),
      data: { id: tyreId, num_serie: 'RET-1', estado: 5 },
    });
    const row = await tyreRow(tyreId);
    expect(row).toMatchObject({
      estado: 5,
      cantidad_reencauche: 1,
      nuevo: 0,
      id_disenio: ids.design,
      id_empresa: ids.company,
      remanente_original: '15.00',
      remanente_actual: '15.00',
      remanente_final: null,
      costo_acumulado: '650.0000',
    });
    expect((await costsOf(tyreId)).at(-1)).toMatchObject({
      motivo: 1,
      costo: '150.00',
      nuevo: 0,
      n_reencauche: 1,
      id_disenio: ids.design,
      id_empresa: ids.company,
      rem_original: '15.00',
    });
    expect((await eventsOf(tyreId)).at(-1)).toMatchObject({
      tipo: 'reencauche',
      estado_anterior: 4,
      estado: 5,
    });
  });

  it('gives each validation message', async () => {
    const tyreId = await inRetread('RET-VAL');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ costo: '' }, 'neumatico.costo', 'Costo es requerido'],
      [{ tipo_moneda: '' }, 'neumatico.tipo_moneda', 'Moneda es requerido'],
      [{ id_disenio: '' }, 'neumatico.id_disenio', 'Diseño es requerido'],
      [{ id_empresa: null }, 'neumatico.id_empresa', 'Empresa es requerido'],
      [{ remanente_original: '' }, 'neumatico.remanente_original', 'Profundidad es requerida'],
    ];
    for (const [body, field, message] of cases) {
      const res = await retread(tyreId, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    const unknown = await retread(tyreId, { id_disenio: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.id_disenio).toEqual(['Diseño es requerido']);
    expect((await tyreRow(tyreId)).estado).toBe(4);
  });

  it('refuses a tyre not in retread (409), another client’s (404), without edit on 77 (403)', async () => {
    const inStock = await newTyre('RET-STOCK');
    const res = await retread(inStock);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(LIFECYCLE_MSG.noEnReencauche('RET-STOCK'));
    expect(await tyreRow(inStock)).toMatchObject({ estado: 1, cantidad_reencauche: 0 });
    const foreign = await foreignTyre();
    expect((await retread(foreign.id)).status).toBe(404);
    expect((await tyreRow(foreign.id)).cantidad_reencauche).toBe(foreign.cantidad_reencauche);
    const tyreId = await inRetread('RET-403');
    await revoke(77, [ACTION.edit]);
    expect((await retread(tyreId)).status).toBe(403);
    expect((await tyreRow(tyreId)).estado).toBe(4);
  });
});

describe('POST neumaticos/alertasreencauche', () => {
  it('lists installed tyres by the retread bands of their vehicle’s application', async () => {
    const [vehicle] = await demoVehicles(t.db, andinos);
    await setThresholds(t.db, { clientId: andinos, applicationId: vehicle.ruta, ini: 3, limit: 5, next: 10 });
    const depths: [string, number][] = [
      ['ALR-NEXT', 9],
      ['ALR-DUE', 4],
      ['ALR-CRIT', 2],
      ['ALR-OK', 12],
    ];
    let ubicacion = 1;
    for (const [serial, depth] of depths) {
      const tyreId = await newTyre(serial, { remanente_original: 16, remanente_actual: depth });
      await installTyre(t.db, {
        clientId: andinos,
        tyreId,
        vehicleId: vehicle.id,
        ubicacion: ubicacion++,
        fecha: '2025-01-01',
        km: 1000,
      });
    }
    const res = await call('neumaticos/alertasreencauche', {});
    expect(res.status).toBe(200);
    const { proximos, reencauchar } = res.body.success;
    const mine = (rows: { num_serie: string }[]) => rows.filter((row) => row.num_serie.startsWith('ALR-'));
    // domain.md §8: original 16, NSD 9, limit 5 → 36.36 % left, 63.64 % worn.
    expect(mine(proximos.data)).toEqual([
      expect.objectContaining({
        num_serie: 'ALR-NEXT',
        marca: 'MICHELIN',
        placa: vehicle.placa,
        id_vehiculo: vehicle.id,
        porcentaje: 36.36,
        desgaste: 63.64,
      }),
    ]);
    expect(mine(reencauchar.data)).toEqual([
      expect.objectContaining({
        num_serie: 'ALR-CRIT',
        remanente_actual: 2,
        remanente_limite: 5,
        critico: true,
      }),
      expect.objectContaining({ num_serie: 'ALR-DUE', remanente_actual: 4, critico: false }),
    ]);
    expect(reencauchar.total).toBeGreaterThanOrEqual(2);
    const sur = await t.login(USERS.surAdmin);
    const theirs = await t.post('/api/neumaticos/alertasreencauche', { id_cliente: CLIENTS.sur }, sur);
    expect(mine(theirs.body.success.reencauchar.data)).toEqual([]);
    await revoke(75, [ACTION.view]);
    expect((await call('neumaticos/alertasreencauche', {})).status).toBe(403);
  });
});
