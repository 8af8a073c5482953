import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REMOVAL_REASON } from '@huella/domain';
import { CLIENTS, createTestApp, multipartPayload, type TestApp, USERS } from '../../test/app';
import { templateWithExamples, tyreImportFile, uploadImport } from '../../test/imports';
import {
  accionesUsuario,
  aplicaciones,
  consultasReporte,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  plantas,
  remanentesAplicacion,
  usuarios,
  vehiculoConfiguraciones,
  vehiculoModelos,
  vehiculos,
} from '../db/schema/index';
import {
  type Mounted,
  mountTyres,
  readingOf,
  yesterday,
} from '../modules/inspections/inspection.test-support';

/**
 * The action log of the fleet modules (spec 3 §2.15, §3 Action record): each successful change writes one line
 * with its user, e-mail, client, module, action, screen and detail, in the change's own transaction; a refused
 * change writes none. And the consolidated report's searches and downloads (spec 3 §2.16).
 */

let t: TestApp;
let operator: string;
let admin: string;
let superadmin: string;
const andinos = CLIENTS.andinos;

beforeAll(async () => {
  t = await createTestApp();
  [operator, admin, superadmin] = await Promise.all([
    t.login(USERS.andinosOperator),
    t.login(USERS.andinosAdmin),
    t.login(USERS.superadmin),
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(accionesUsuario);
  await t.db.delete(consultasReporte);
});

const actions = () => t.db.select().from(accionesUsuario).orderBy(asc(accionesUsuario.id));
const post = (path: string, body: Record<string, unknown>, token = operator) =>
  t.post(`/api/${path}`, { id_cliente: andinos, ...body }, token);

async function userId(email: string): Promise<number> {
  const [row] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
/** Who the line must name: the session's user and the request's client. */
const by = async (email: string, clientId: number | null = andinos) => ({
  id_usuario: await userId(email),
  email,
  id_cliente: clientId,
});

async function tyreForm(overrides: Record<string, unknown> = {}) {
  const [brand] = await t.db
    .select()
    .from(neumaticoMarcas)
    .where(eq(neumaticoMarcas.descripcion, 'MICHELIN'));
  const [model] = await t.db
    .select()
    .from(neumaticoModelos)
    .where(eq(neumaticoModelos.descripcion, 'X MULTI Z'));
  const [size] = await t.db
    .select()
    .from(neumaticoMedidas)
    .where(eq(neumaticoMedidas.descripcion, '295/80R22.5'));
  if (!brand || !model || !size) throw new Error('demo tyre catalogue missing');
  return {
    precio: 500,
    tipo_moneda: 2,
    nuevo: 1,
    cantidad_reencauche: 0,
    id_marca: brand.id,
    id_modelo: model.id,
    id_medida: size.id,
    remanente_original: 17,
    remanente_actual: 17,
    presion_recomendada: 110,
    unidad_medida: 'K',
    k_recorridos: 0,
    ...overrides,
  };
}
async function newTyre(serial: string): Promise<number> {
  const res = await post('neumaticos/store', { grupo: [{ num_serie: serial }], neumatico: await tyreForm() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0].id as number;
}

async function newVehicle(placa: string) {
  const [configuration] = await t.db.select().from(vehiculoConfiguraciones).limit(1);
  const [model] = await t.db.select().from(vehiculoModelos).limit(1);
  const [application] = await t.db
    .select({ id: aplicaciones.id })
    .from(aplicaciones)
    .innerJoin(remanentesAplicacion, eq(remanentesAplicacion.id_aplicacion, aplicaciones.id))
    .where(eq(aplicaciones.id_cliente, andinos))
    .limit(1);
  const [plant] = await t.db.select().from(plantas).where(eq(plantas.id_cliente, andinos)).limit(1);
  if (!configuration || !model || !application || !plant) throw new Error('demo catalogue missing');
  return {
    placa,
    codigo: 'H2-1',
    id_planta: plant.id,
    id_tipo: configuration.id_vehiculotipo,
    id_marca: model.id_marca,
    id_modelo: model.id,
    ruta: application.id,
    tipo_costo: 1,
    id_configuracion: configuration.id,
    fecha_fabricacion: '2019',
    kilometraje: '1000',
  };
}

const plateOf = async (vehicleId: number) => {
  const [row] = await t.db
    .select({ placa: vehiculos.placa })
    .from(vehiculos)
    .where(eq(vehiculos.id, vehicleId));
  return row?.placa ?? '';
};

describe('vehicles', () => {
  it('logs a registered and an edited vehicle; a duplicate plate (409) logs nothing', async () => {
    const created = await post('vehiculos/store', { vehiculo: await newVehicle('h2a-001') });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const edited = await post('vehiculos/update', {
      vehiculo: { ...(await newVehicle('h2a-001')), id: created.body.vehiculo.id, codigo: 'H2-2' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const who = await by(USERS.andinosOperator);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...who,
        modulo: 'vehiculos',
        accion: 'Registrar',
        vista: 'Vehículos',
        detalle: 'Vehículo H2A-001 registrado',
      }),
      expect.objectContaining({
        ...who,
        modulo: 'vehiculos',
        accion: 'Editar',
        detalle: 'Vehículo H2A-001 editado',
      }),
    ]);

    await t.db.delete(accionesUsuario);
    const duplicate = await post('vehiculos/store', { vehiculo: await newVehicle('H2A-001') });
    expect(duplicate.status).toBe(409);
    // Another client's vehicle is not found: nothing changes, nothing is logged.
    const [theirs] = await t.db
      .select()
      .from(vehiculos)
      .where(eq(vehiculos.id_cliente, CLIENTS.sur))
      .limit(1);
    const foreign = await post('vehiculos/update', {
      vehiculo: { ...(await newVehicle('H2A-002')), id: theirs?.id },
    });
    expect(foreign.status).toBe(404);
    expect(await actions()).toEqual([]);
  });
});

describe('vehicle import', () => {
  it('logs one action per successful import and none for a file without rows', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: `/api/importar/vehiculo/plantilla?id_cliente=${andinos}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const upload = (content: Buffer) =>
      uploadImport(t, 'vehiculo', admin, { content, name: 'vehiculos.xlsx' });
    const empty = await upload(template.rawPayload);
    expect(String(empty.body)).toContain('Error al Cargar Datos');
    expect(await actions()).toEqual([]);

    const imported = await upload((await templateWithExamples(template.rawPayload)).file);
    expect(imported.body).toBe('Se registró 1 vehículo y se instaló 1 neumático');
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...(await by(USERS.andinosAdmin)),
        modulo: 'vehiculos',
        accion: 'Importar',
        vista: 'Importar vehículos',
        detalle: '1 vehículo importado',
      }),
    ]);
  });
});

describe('tyres', () => {
  it('logs registered tyres and a catalogue entry; a taken serial (409) logs nothing', async () => {
    const res = await post('neumaticos/store', {
      grupo: [{ num_serie: 'H2T-001' }, { num_serie: 'H2T-002' }],
      neumatico: await tyreForm(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const brand = await post('neumaticomarca/store', { descripcion: 'MARCA H2' }, admin);
    expect(brand.status, JSON.stringify(brand.body)).toBe(200);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...(await by(USERS.andinosOperator)),
        modulo: 'neumaticos',
        accion: 'Registrar',
        vista: 'Reporte de neumáticos',
        detalle: 'Neumáticos H2T-001, H2T-002 registrados',
      }),
      expect.objectContaining({
        ...(await by(USERS.andinosAdmin)),
        modulo: 'catalogos',
        accion: 'Registrar',
        vista: 'Reporte de neumáticos',
        detalle: 'Marca de neumático MARCA H2 registrada',
      }),
    ]);

    await t.db.delete(accionesUsuario);
    const taken = await post('neumaticos/store', {
      grupo: [{ num_serie: 'H2T-001' }],
      neumatico: await tyreForm(),
    });
    expect(taken.status).toBe(409);
    expect((await post('neumaticomarca/store', { descripcion: 'MARCA H2' }, admin)).status).toBe(409);
    expect(await actions()).toEqual([]);
  });

  it('logs one action per successful import and none for a refused file', async () => {
    const ok = await uploadImport(t, 'neumatico', admin, {
      content: await tyreImportFile(3, 'H2I'),
      name: 'neumaticos.xlsx',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...(await by(USERS.andinosAdmin)),
        modulo: 'neumaticos',
        accion: 'Importar',
        vista: 'Importar neumáticos',
        detalle: '3 neumáticos importados',
      }),
    ]);

    await t.db.delete(accionesUsuario);
    // The same serials again: every row refused, nothing written.
    const refused = await uploadImport(t, 'neumatico', admin, {
      content: await tyreImportFile(3, 'H2I'),
      name: 'neumaticos.xlsx',
    });
    expect(String(refused.body)).toContain('Error al Cargar Datos');
    expect(await actions()).toEqual([]);
  });
});

describe('lifecycle', () => {
  it('logs each installed, rotated and removed tyre of a save; an occupied position (409) logs nothing', async () => {
    const mounted = await mountTyres(t, operator);
    const placa = await plateOf(mounted.vehicleId);
    const [first, second] = mounted.tyres;
    if (!first || !second) throw new Error('tyres missing');
    const who = await by(USERS.andinosOperator);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...who,
        modulo: 'neumaticos',
        accion: 'Instalar',
        vista: 'Instalación de neumáticos',
        detalle: `Neumático ${first.num_serie} instalado en P${first.posicion} de ${placa}`,
      }),
      expect.objectContaining({
        accion: 'Instalar',
        detalle: `Neumático ${second.num_serie} instalado en P${second.posicion} de ${placa}`,
      }),
    ]);

    await t.db.delete(accionesUsuario);
    const load = await post('vehiculos/obtenerneumaticosporid', { id_vehiculo: mounted.vehicleId });
    const records = load.body.success.resultado.neumaticos as {
      id_historial: number;
      id_neumaticos: number;
    }[];
    const recordOf = (tyreId: number) =>
      records.find((record) => record.id_neumaticos === tyreId)?.id_historial;
    const removal = (tyreId: number, motivo: number) => ({
      id_neumaticos: tyreId,
      id_historial: recordOf(tyreId),
      fecha_retiro: yesterday,
      km_retiro: mounted.km + 100,
      motivo_retiro: motivo,
    });
    const save = (body: Record<string, unknown>) =>
      post('vehiculos/storeinstalacion', {
        id_vehiculo: mounted.vehicleId,
        tipo_costo: 1,
        fecha: yesterday,
        kilometros: mounted.km + 100,
        neumaticosretirados: [],
        neumaticosinstalados: [],
        ...body,
      });

    // A position still held: refused before anything is written.
    const spare = await newTyre('H2L-001');
    await t.db.delete(accionesUsuario);
    const occupied = await save({
      neumaticosinstalados: [
        {
          id_neumaticos: spare,
          fecha_instalacion: yesterday,
          km_instalacion: mounted.km + 100,
          ubicacion: first.ubicacion,
        },
      ],
    });
    expect(occupied.status, JSON.stringify(occupied.body)).toBe(409);
    expect(await actions()).toEqual([]);

    const moved = await save({
      neumaticosretirados: [
        removal(first.id, REMOVAL_REASON.rotation),
        removal(second.id, REMOVAL_REASON.repair),
      ],
      neumaticosinstalados: [
        {
          id_neumaticos: first.id,
          fecha_instalacion: yesterday,
          km_instalacion: mounted.km + 100,
          ubicacion: mounted.emptySlot.ubicacion,
        },
      ],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...who,
        accion: 'Rotar',
        detalle: `Neumático ${first.num_serie} rotado de P${first.posicion} a P${mounted.emptySlot.posicion} de ${placa}`,
      }),
      expect.objectContaining({
        accion: 'Retirar',
        detalle: `Neumático ${second.num_serie} retirado de P${second.posicion} de ${placa} por reparación`,
      }),
    ]);
  });

  it('logs a tyre sent to retread and its final tread; a tyre without one (409) logs nothing', async () => {
    const tyreId = await newTyre('H2S-001');
    await t.db.delete(accionesUsuario);
    const refused = await post('neumaticos/enviarAreencauchar', { id_neumatico: tyreId });
    expect(refused.status).toBe(409);
    expect(await actions()).toEqual([]);

    expect(
      (await post('neumaticos/updatemalestado', { id_neumatico: tyreId, remanente_final: 9 })).status,
    ).toBe(200);
    expect((await post('neumaticos/enviarAreencauchar', { id_neumatico: tyreId })).status).toBe(200);
    const who = await by(USERS.andinosOperator);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...who,
        modulo: 'neumaticos',
        accion: 'Editar',
        vista: 'En mal estado',
        detalle: 'Neumático en mal estado H2S-001 editado',
      }),
      expect.objectContaining({
        ...who,
        modulo: 'neumaticos',
        accion: 'Enviar a reencauche',
        vista: 'En mal estado',
        detalle: 'Neumático H2S-001 enviado a reencauche',
      }),
    ]);
  });
});

describe('inspections', () => {
  let mounted: Mounted;
  beforeAll(async () => {
    mounted = await mountTyres(t, operator, andinos, 2, 1);
  });

  it('logs a reading once (a retry logs nothing) and the registered inspection; an empty one (422) logs nothing', async () => {
    const placa = await plateOf(mounted.vehicleId);
    const tyre = mounted.tyres[0];
    if (!tyre) throw new Error('tyre missing');
    const reading = readingOf(mounted, 0);
    const stored = await post('inspecciones/storeInspeccion', reading);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect((await post('inspecciones/storeInspeccion', reading)).status).toBe(200);
    const who = await by(USERS.andinosOperator);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...who,
        modulo: 'inspecciones',
        accion: 'Registrar lectura',
        vista: 'Registrar inspección',
        detalle: `Lectura del neumático ${tyre.num_serie} en P${tyre.posicion} de ${placa} registrada`,
      }),
    ]);

    await t.db.delete(accionesUsuario);
    const header = {
      codigo: 'H2-INS',
      vehiculo: mounted.vehicleId,
      fecha_inspeccion: yesterday,
      km_inspeccion: mounted.km + 1200,
      id_planta: null,
      llantarepuesto: 0,
      portallanta: 0,
    };
    const empty = await post('inspecciones/finishedInspectionSimplified', { ...header, inspection_id: [] });
    expect(empty.status).toBe(422);
    expect(await actions()).toEqual([]);

    const finished = await post('inspecciones/finishedInspectionSimplified', {
      ...header,
      inspection_id: [stored.body.inspeccion_actual.id],
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...who,
        modulo: 'inspecciones',
        accion: 'Registrar',
        vista: 'Registrar inspección',
        detalle: `Inspección ${finished.body.identificador} de ${placa} registrada (1 lecturas)`,
      }),
    ]);
  });
});

describe('consolidated report', () => {
  const PERIOD = { year: 2025, month1: 1, month2: 3 };
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  it('records a search per answered data call and a download per generated PDF, for the user and client', async () => {
    const searched = await post('reporte/datosreporteconsolidado', PERIOD, superadmin);
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    const refused = await post(
      'reporte/datosreporteconsolidado',
      { year: 2025, month1: 3, month2: 1 },
      superadmin,
    );
    expect(refused.status).toBe(422);
    const pdf = await post('reporte/savePdf', { id_usuario: null, ...PERIOD }, superadmin);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const who = await by(USERS.superadmin);
    const rows = await t.db.select().from(consultasReporte).orderBy(asc(consultasReporte.id));
    expect(rows).toEqual([
      expect.objectContaining({
        id_usuario: who.id_usuario,
        id_cliente: andinos,
        tipo: 'busqueda',
        anio: 2025,
        mes_inicio: 1,
        mes_fin: 3,
      }),
      expect.objectContaining({
        id_usuario: who.id_usuario,
        id_cliente: andinos,
        tipo: 'descarga',
        anio: 2025,
        mes_inicio: 1,
        mes_fin: 3,
      }),
    ]);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...who,
        modulo: 'reportes',
        accion: 'Descargar',
        vista: 'Reporte consolidado',
        detalle: 'PDF del reporte consolidado Enero – Marzo 2025 generado',
      }),
    ]);
  });

  it('logs a recommendation, a report sent, rejected, commented and approved; a review of a reviewed report (422) logs nothing', async () => {
    const added = await post(
      'recomendacion/store',
      { ...PERIOD, recomendacion: { descripcion: 'Rotar a los 40 000 km' } },
      superadmin,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const technician = await t.login(USERS.technician);
    const { payload, headers } = multipartPayload(
      { id_cliente: String(andinos), x_anio: '2025', x_mes1: '1', x_mes2: '3' },
      { name: 'reporte.pdf', content: PDF },
    );
    const sent = await t.request({
      method: 'POST',
      url: '/api/administradorreporte/guardarpdfservidorlocal',
      payload,
      headers,
      token: technician,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const list = await post('administradorreporte/index', { page: 1, per_page: 10 }, admin);
    const report = (list.body.data as { id: number; anio: number; mes1: number }[]).find(
      (row) => row.anio === 2025 && row.mes1 === 1,
    );
    if (!report) throw new Error('report not listed');
    const declined = await post(
      'administradorreporte/decline',
      { id_reporte: report.id, comentario: 'Falta la flota' },
      admin,
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const commented = await post(
      'comentarios/store',
      { comentario: { adm_rep_id: report.id, comentario: 'Corregido' } },
      technician,
    );
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    expect(await actions()).toEqual([
      expect.objectContaining({
        ...(await by(USERS.superadmin)),
        modulo: 'reportes',
        accion: 'Registrar',
        vista: 'Reporte consolidado',
        detalle: 'Recomendación agregada al reporte consolidado Enero – Marzo 2025',
      }),
      expect.objectContaining({
        ...(await by(USERS.technician)),
        accion: 'Enviar a aprobación',
        vista: 'Administración de reportes',
        detalle: 'Reporte consolidado Enero – Marzo 2025 enviado a aprobación',
      }),
      expect.objectContaining({
        ...(await by(USERS.andinosAdmin)),
        accion: 'Rechazar',
        detalle: 'Reporte consolidado Enero – Marzo 2025 rechazado',
      }),
      expect.objectContaining({
        ...(await by(USERS.technician)),
        accion: 'Comentar',
        detalle: 'Comentario agregado al reporte consolidado Enero – Marzo 2025',
      }),
    ]);

    await t.db.delete(accionesUsuario);
    const again = await post('administradorreporte/approve', { id_reporte: report.id }, admin);
    expect(again.status).toBe(422);
    expect(await actions()).toEqual([]);

    // Sent again with the reply, then approved (the delivery runs after the commit and logs no action).
    const resend = multipartPayload(
      { id_cliente: String(andinos), x_anio: '2025', x_mes1: '1', x_mes2: '3', comentario: 'Flota completa' },
      { name: 'reporte.pdf', content: PDF },
    );
    const resent = await t.request({
      method: 'POST',
      url: '/api/administradorreporte/guardarpdfservidorlocal',
      payload: resend.payload,
      headers: resend.headers,
      token: technician,
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const approved = await post('administradorreporte/approve', { id_reporte: report.id }, admin);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await actions()).map(({ accion, detalle }) => ({ accion, detalle }))).toEqual([
      {
        accion: 'Enviar a aprobación',
        detalle: 'Reporte consolidado Enero – Marzo 2025 enviado a aprobación',
      },
      { accion: 'Aprobar', detalle: 'Reporte consolidado Enero – Marzo 2025 aprobado' },
    ]);
  });
});
