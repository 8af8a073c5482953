import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { todayInLima } from '@huella/domain';
import {
  aplicaciones,
  clientes,
  criteriosAceptacion,
  inspeccionDetalles,
  inspecciones,
  motivosScrap,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  neumaticoScrap,
  vehiculoConfiguraciones,
  vehiculoModelos,
  vehiculos,
  vehiculoTipos,
} from '../../../db/schema/index';
import type { TestApp } from '../../../../test/app';

/**
 * A small hand-built fleet on a new client, so every figure of the home dashboard and the inspection analysis
 * can be computed by hand (the expected values live in the tests). Catalogue names start with 'DB' so they
 * cannot meet the demo's.
 *
 * 18 tyres in service, index i = 0..17:
 *   brand   DB-A ×5 (0–4), DB-B ×4 (5–8), DB-C ×3 (9–11), DB-D ×2 (12–13), DB-E ×2 (14–15), DB-F (16), DB-G (17)
 *   state   1 ×4 (0–3), 5 ×3 (4–6), 3 ×6 (7–12), 2 ×2 (13–14), 4 ×2 (15–16), 6 (17)
 *   model   label L01 ×3 (0–2), L02 ×3 (3–5), L03 ×2 (6–7), L04 ×2 (8–9), L05..L12 one each (10–17); label k is
 *           model DBM0⌈k/2⌉ with design DBDk, except L12: model DBM06 without a design
 *   size    DBS-1 ×10 (0–9), DBS-2 ×5 (10–14), DBS-3 ×3 (15–17)
 *   nuevo   1 for 0–11, 0 for 12–17; tyre 12 is in its second life (one retread), its first life was DBD01
 * plus 4 scrapped tyres of DB-G (estado 0): scrap in the current year (1), two years ago (2), five years ago (1).
 *
 * Vehicles: V1 DBT CAMION, V2 DBT BUS, V3 DBT CAMION (inactive), V4 DBT CAMION.
 * Inspections of the analysis year P = current year − 1 (readings tyre:nsd), and outside it:
 *   I0 V3 P-02-28 [9:5]                      (before the period 3..6)
 *   I1 V1 P-03-10 [0:10, 5:7.25]
 *   I2 V2 P-04-20 [1:12, 6:14, 10:6.5, 12 life 0:8]
 *   I2b V4 P-05-15 [14:4]
 *   I3 V1 P-06-30 [0:9, 2:11.5, 17:3, 12 life 1:15]
 *   I4 V3 P-07-01 [11:6]                     (after the period)
 *   I5 V2 (P−1)-05-05 [13:7]                 (another year)
 *   a draft reading of tyre 3 on V1           (no inspection: never counted)
 *   Y1 V1 Y-01-10 [4:10], Y2 V2 Y-02-10 [7:10] (the current year: reportscount)
 * Acceptance criteria: two of the current year, one of the year before.
 */
export interface Fleet {
  clientId: number;
  year: number;
  analysisYear: number;
  tyreIds: number[];
}

const BRANDS = ['DB-A', 'DB-B', 'DB-C', 'DB-D', 'DB-E', 'DB-F', 'DB-G'];
const brandOf = (i: number) =>
  i < 5 ? 0 : i < 9 ? 1 : i < 12 ? 2 : i < 14 ? 3 : i < 16 ? 4 : i < 17 ? 5 : 6;
const STATES = [1, 1, 1, 1, 5, 5, 5, 3, 3, 3, 3, 3, 3, 2, 2, 4, 4, 6];
/** Label number 1..12 of tyre i. */
const labelOf = (i: number) => (i < 3 ? 1 : i < 6 ? 2 : i < 8 ? 3 : i < 10 ? 4 : i - 5);
const sizeOf = (i: number) => (i < 10 ? 0 : i < 15 ? 1 : 2);
const pad = (n: number) => String(n).padStart(2, '0');

async function ids<T extends { id: number }>(rows: Promise<T[]>): Promise<number[]> {
  return (await rows).map((row) => row.id);
}

export async function buildFleet(t: TestApp): Promise<Fleet> {
  const db = t.db;
  const year = Number(todayInLima().slice(0, 4));
  const analysisYear = year - 1;
  const [client] = await db
    .insert(clientes)
    .values({ razon_social: 'Flota Tablero S.A.C.', ruc: '20100000991', estado: true })
    .returning({ id: clientes.id });
  if (!client) throw new Error('client not created');
  const clientId = client.id;

  const brandIds = await ids(
    db
      .insert(neumaticoMarcas)
      .values(BRANDS.map((descripcion) => ({ descripcion })))
      .returning({ id: neumaticoMarcas.id }),
  );
  const modelIds = await ids(
    db
      .insert(neumaticoModelos)
      .values([1, 2, 3, 4, 5, 6].map((m) => ({ id_marca: brandIds[0] ?? 0, descripcion: `DBM${pad(m)}` })))
      .returning({ id: neumaticoModelos.id }),
  );
  const designIds = await ids(
    db
      .insert(neumaticoDisenios)
      .values([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((d) => ({ nombre: `DBD${pad(d)}` })))
      .returning({ id: neumaticoDisenios.id }),
  );
  const sizeIds = await ids(
    db
      .insert(neumaticoMedidas)
      .values(
        [1, 2, 3].map((s) => ({ ancho: '295', perfil: '80', aro: `${20 + s}`, descripcion: `DBS-${s}` })),
      )
      .returning({ id: neumaticoMedidas.id }),
  );

  const tyre = (i: number, estado: number, brand: number) => {
    const label = labelOf(i);
    return {
      id_cliente: clientId,
      num_serie: `DB-${pad(i)}-${estado}`,
      estado,
      nuevo: i < 12 ? 1 : 0,
      cantidad_reencauche: i < 12 ? 0 : 1,
      id_marca: brandIds[brand] ?? 0,
      id_modelo: modelIds[Math.ceil(label / 2) - 1] ?? 0,
      id_disenio: label === 12 ? null : (designIds[label - 1] ?? null),
      id_medida: sizeIds[sizeOf(i)] ?? 0,
      remanente_original: '16',
      remanente_actual: '12',
      unidad_medida: 'K',
      precio: '400',
      tipo_moneda: 2,
      fecha_registro: `${analysisYear - 1}-01-15`,
    };
  };
  const tyreIds = await ids(
    db
      .insert(neumaticos)
      .values(STATES.map((estado, i) => tyre(i, estado, brandOf(i))))
      .returning({ id: neumaticos.id }),
  );
  // Tyre 12's first life had design DBD01: its purchase event says so.
  await db.insert(neumaticoCostos).values({
    id_cliente: clientId,
    id_neumatico: tyreIds[12] ?? 0,
    motivo: 0,
    fecha: `${analysisYear - 1}-01-15`,
    costo: '400',
    tipo_moneda: 2,
    costo_convertido: '400',
    nuevo: 1,
    n_reencauche: 0,
    id_disenio: designIds[0] ?? null,
  });

  const scrapped = await ids(
    db
      .insert(neumaticos)
      .values([0, 1, 2, 3].map((k) => ({ ...tyre(17, 0, 6), num_serie: `DB-SCRAP-${k}` })))
      .returning({ id: neumaticos.id }),
  );
  const [motivo] = await db
    .select({ id: motivosScrap.id })
    .from(motivosScrap)
    .orderBy(asc(motivosScrap.id))
    .limit(1);
  const scrapDates = [`${year}-01-02`, `${year - 2}-03-01`, `${year - 2}-12-31`, `${year - 5}-06-01`];
  await db.insert(neumaticoScrap).values(
    scrapped.map((id, k) => ({
      id_cliente: clientId,
      id_neumatico: id,
      id_motivo_scrap: motivo?.id ?? 0,
      fecha_scrap: scrapDates[k] ?? '',
      remanente_original: '16',
      remanente_final: '4',
      remanente_limite: '3',
    })),
  );

  await db.insert(criteriosAceptacion).values(
    [
      [3, year],
      [4, year],
      [3, year - 1],
    ].map(([costoindicador, anio]) => ({
      id_cliente: clientId,
      costoindicador: costoindicador ?? 3,
      anio: anio ?? year,
      criterioobjetivo: '0.6',
      tolerablemaximo: '0.55',
      tolerableminimo: '0.45',
      criteriodeficiente: '0.4',
    })),
  );

  const vehicleIds = await buildVehicles(t, clientId);
  await buildInspections(t, { clientId, year, analysisYear, tyreIds, vehicleIds });
  await stampReadings(t, clientId);
  return { clientId, year, analysisYear, tyreIds };
}

async function buildVehicles(t: TestApp, clientId: number): Promise<number[]> {
  const db = t.db;
  const typeIds = await ids(
    db
      .insert(vehiculoTipos)
      .values([{ descripcion: 'DBT CAMION' }, { descripcion: 'DBT BUS' }])
      .returning({ id: vehiculoTipos.id }),
  );
  const [model] = await db
    .select({ id: vehiculoModelos.id, id_marca: vehiculoModelos.id_marca })
    .from(vehiculoModelos)
    .orderBy(asc(vehiculoModelos.id))
    .limit(1);
  const [configuration] = await db
    .select({ id: vehiculoConfiguraciones.id })
    .from(vehiculoConfiguraciones)
    .orderBy(asc(vehiculoConfiguraciones.id))
    .limit(1);
  const [application] = await db
    .insert(aplicaciones)
    .values({ id_cliente: clientId, aplicacion: 'Carretera' })
    .returning({ id: aplicaciones.id });
  if (!model || !configuration || !application) throw new Error('vehicle catalogues missing');
  const vehicle = (placa: string, type: number, estado: number) => ({
    id_cliente: clientId,
    placa,
    id_tipo: typeIds[type] ?? 0,
    id_marca: model.id_marca,
    id_modelo: model.id,
    id_configuracion: configuration.id,
    ruta: application.id,
    tipo_costo: 1,
    estado,
  });
  return ids(
    db
      .insert(vehiculos)
      .values([
        vehicle('DB-V1', 0, 1),
        vehicle('DB-V2', 1, 1),
        vehicle('DB-V3', 0, 0),
        vehicle('DB-V4', 0, 1),
      ])
      .returning({ id: vehiculos.id }),
  );
}

type Reading = { tyre: number; nsd: number; vida?: number };

async function buildInspections(
  t: TestApp,
  fleet: { clientId: number; year: number; analysisYear: number; tyreIds: number[]; vehicleIds: number[] },
) {
  const P = fleet.analysisYear;
  const Y = fleet.year;
  const plan: { vehicle: number; fecha: string; readings: Reading[] }[] = [
    { vehicle: 2, fecha: `${P}-02-28`, readings: [{ tyre: 9, nsd: 5 }] },
    {
      vehicle: 0,
      fecha: `${P}-03-10`,
      readings: [
        { tyre: 0, nsd: 10 },
        { tyre: 5, nsd: 7.25 },
      ],
    },
    {
      vehicle: 1,
      fecha: `${P}-04-20`,
      readings: [
        { tyre: 1, nsd: 12 },
        { tyre: 6, nsd: 14 },
        { tyre: 10, nsd: 6.5 },
        { tyre: 12, nsd: 8, vida: 0 },
      ],
    },
    { vehicle: 3, fecha: `${P}-05-15`, readings: [{ tyre: 14, nsd: 4 }] },
    {
      vehicle: 0,
      fecha: `${P}-06-30`,
      readings: [
        { tyre: 0, nsd: 9 },
        { tyre: 2, nsd: 11.5 },
        { tyre: 17, nsd: 3 },
        { tyre: 12, nsd: 15, vida: 1 },
      ],
    },
    { vehicle: 2, fecha: `${P}-07-01`, readings: [{ tyre: 11, nsd: 6 }] },
    { vehicle: 1, fecha: `${P - 1}-05-05`, readings: [{ tyre: 13, nsd: 7 }] },
    { vehicle: 0, fecha: `${Y}-01-10`, readings: [{ tyre: 4, nsd: 10 }] },
    { vehicle: 1, fecha: `${Y}-02-10`, readings: [{ tyre: 7, nsd: 10 }] },
  ];
  let km = 1000;
  for (const step of plan) {
    const vehicleId = fleet.vehicleIds[step.vehicle] ?? 0;
    const [row] = await t.db
      .insert(inspecciones)
      .values({
        id_cliente: fleet.clientId,
        id_vehiculo: vehicleId,
        fecha_inspeccion: step.fecha,
        km_inspeccion: String((km += 1000)),
      })
      .returning({ id: inspecciones.id });
    if (!row) throw new Error('inspection not created');
    await t.db
      .insert(inspeccionDetalles)
      .values(
        step.readings.map((reading, k) =>
          readingRow(fleet, { ...reading, vehicleId, inspectionId: row.id, posicion: k + 1 }),
        ),
      );
  }
  // A draft: saved from the dialog, its inspection never finished.
  await t.db.insert(inspeccionDetalles).values(
    readingRow(fleet, {
      tyre: 3,
      nsd: 1,
      vehicleId: fleet.vehicleIds[0] ?? 0,
      inspectionId: null,
      posicion: 5,
    }),
  );
}

function readingRow(
  fleet: { clientId: number; tyreIds: number[] },
  r: Reading & { vehicleId: number; inspectionId: number | null; posicion: number },
) {
  // NSD is the least groove: the inner one carries the value, the others are deeper.
  const depth = String(r.nsd);
  const deeper = String(Math.min(r.nsd + 1, 99));
  return {
    id_cliente: fleet.clientId,
    clave: randomUUID(),
    id_inspeccion: r.inspectionId,
    id_vehiculo: r.vehicleId,
    id_neumatico: fleet.tyreIds[r.tyre] ?? 0,
    posicion: r.posicion,
    ubicacion: r.posicion,
    id_ejes: r.posicion <= 2 ? 1 : 2,
    // Tyres 12–17 are in their second life (one retread): a reading is of that life unless told.
    vida: r.vida ?? (r.tyre >= 12 ? 1 : 0),
    presion: '110',
    valvula: 'CT',
    accesibilidad: 1,
    exterior: deeper,
    medio: deeper,
    interior: depth,
    separaciond: 'Sep. Entre Duales-No Aplica',
    tuercaestado: 1,
    estado: 1,
  };
}

/**
 * Gives readings inserted here what the inspection services write on a reading (migration 0019): the tyre's
 * brand, the design of the life read (the tyre's own for its current life, else the one its purchase or retread
 * gave that life) and the inspection's date. Their month totals follow by the readings' triggers.
 */
export async function stampReadings(t: TestApp, clientId: number) {
  await t.db.execute(sql`
    update inspeccion_detalles d set id_marca = n.id_marca, fecha_inspeccion = i.fecha_inspeccion,
      id_disenio = case when d.vida = n.cantidad_reencauche then n.id_disenio else (
        select c.id_disenio from neumatico_costos c
        where c.id_cliente = d.id_cliente and c.id_neumatico = d.id_neumatico and c.n_reencauche = d.vida
          and c.motivo in (0, 1)
        order by c.id desc limit 1) end
    from neumaticos n, inspecciones i
    where d.id_cliente = ${clientId} and n.id = d.id_neumatico and i.id = d.id_inspeccion`);
}
