/**
 * Deterministic large data for the benchmark: one big client (5 000 vehicles, 50 000 tyres) and 20 ordinary
 * ones (500 vehicles, 5 000 tyres each), with their plants, applications, cost events and installation
 * history, on top of the reference and demo data (the demo catalogues of vehicles and tyres are reused).
 * The same seed gives the same rows on every machine; rows go in as multi-row inserts of a few hundred.
 */
import { inArray, sql } from 'drizzle-orm';
import { ROLE } from '@huella/contracts';
import type { Db } from '../apps/api/src/db/client';
import {
  aplicaciones,
  clientes,
  empresasReencauche,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoHistorial,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  plantas,
  usuarioClientes,
  usuarios,
  vehiculoConfiguracionPosiciones,
  vehiculoConfiguraciones,
  vehiculoModelos,
  vehiculos,
} from '../apps/api/src/db/schema/index';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../apps/api/src/db/seed/demo';
import { seedReference } from '../apps/api/src/db/seed/reference';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { generateInspections } from './inspection-data';

export interface ClientSize {
  vehicles: number;
  tyres: number;
}

/** The scale: the big client first, then the ordinary ones. */
export const BIG_CLIENT: ClientSize = { vehicles: 5_000, tyres: 50_000 };
export const SMALL_CLIENT: ClientSize = { vehicles: 500, tyres: 5_000 };
export const SMALL_CLIENTS = 20;

/** Every generated administrator shares the demo password. */
export const BENCH_PASSWORD = DEMO_PASSWORD;
export const benchAdminEmail = (index: number) => `admin${index}@bench.huella.pe`;

const BATCH = 500;
/** Fixed dates so the data does not depend on the day it is generated. */
const START = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** mulberry32: small, fast, deterministic. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const int = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const letters = (rand: Rand, count: number) =>
  Array.from({ length: count }, () => pick(rand, [...LETTERS])).join('');

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let from = 0; from < rows.length; from += BATCH) await insert(rows.slice(from, from + BATCH));
}

/** A tyre slot of a vehicle configuration. */
interface Slot {
  posicion: number;
  ubicacion: number;
  id_ejes: number;
}

interface Catalogue {
  configurations: { id: number; id_vehiculotipo: number }[];
  /** The slots of each configuration, by its id. */
  slots: Map<number, Slot[]>;
  vehicleModels: { id: number; id_marca: number }[];
  tyreModels: { id: number; id_marca: number }[];
  measures: number[];
  designs: number[];
  retreaders: number[];
}

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [configurations, slots, vehicleModels, tyreModels, measures, designs, retreaders] = await Promise.all(
    [
      db
        .select({ id: vehiculoConfiguraciones.id, id_vehiculotipo: vehiculoConfiguraciones.id_vehiculotipo })
        .from(vehiculoConfiguraciones),
      db
        .select({
          id_configuracion: vehiculoConfiguracionPosiciones.id_configuracion,
          posicion: vehiculoConfiguracionPosiciones.posicion,
          ubicacion: vehiculoConfiguracionPosiciones.ubicacion,
          id_ejes: vehiculoConfiguracionPosiciones.id_ejes,
        })
        .from(vehiculoConfiguracionPosiciones)
        .orderBy(vehiculoConfiguracionPosiciones.id_configuracion, vehiculoConfiguracionPosiciones.ubicacion),
      db.select({ id: vehiculoModelos.id, id_marca: vehiculoModelos.id_marca }).from(vehiculoModelos),
      db.select({ id: neumaticoModelos.id, id_marca: neumaticoModelos.id_marca }).from(neumaticoModelos),
      db.select({ id: neumaticoMedidas.id }).from(neumaticoMedidas),
      db.select({ id: neumaticoDisenios.id }).from(neumaticoDisenios),
      db.select({ id: empresasReencauche.id }).from(empresasReencauche),
    ],
  );
  const sort = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);
  const slotsOf = new Map<number, Slot[]>();
  for (const { id_configuracion, ...slot } of slots) {
    slotsOf.set(id_configuracion, [...(slotsOf.get(id_configuracion) ?? []), slot]);
  }
  const catalogue = {
    // Only configurations with slots: every generated vehicle can carry tyres.
    configurations: sort(configurations).filter((row) => slotsOf.has(row.id)),
    slots: slotsOf,
    vehicleModels: sort(vehicleModels),
    tyreModels: sort(tyreModels),
    measures: sort(measures).map((row) => row.id),
    designs: sort(designs).map((row) => row.id),
    retreaders: sort(retreaders).map((row) => row.id),
  };
  for (const [name, rows] of Object.entries(catalogue)) {
    if ((rows instanceof Map ? rows.size : rows.length) === 0)
      throw new Error(`the demo catalogue has no ${name}: did the demo seed run?`);
  }
  return catalogue;
}

export interface GeneratedClient {
  clientId: number;
  email: string;
  size: ClientSize;
}

/** A client with its administrator, plants and applications. */
async function createClient(db: Db, index: number, passwordHash: string, rand: Rand) {
  const [client] = await db
    .insert(clientes)
    .values({
      razon_social: index === 0 ? 'Flota Grande Benchmark S.A.C.' : `Transportes Benchmark ${index} S.A.C.`,
      slug: `bench${index}`,
      ruc: `20${String(900_000_000 + index)}`,
      direccion: `Av. Benchmark ${100 + index}, Lima`,
      costo: 1,
    })
    .returning({ id: clientes.id });
  if (!client) throw new Error('client not created');
  const [admin] = await db
    .insert(usuarios)
    .values({
      nombre: 'Admin',
      apellidos: `Benchmark ${index}`,
      email: benchAdminEmail(index),
      password_hash: passwordHash,
      role_id: ROLE.clientAdmin,
    })
    .returning({ id: usuarios.id });
  if (!admin) throw new Error('user not created');
  await db.insert(usuarioClientes).values({ id_usuario: admin.id, id_cliente: client.id });
  const plants = await db
    .insert(plantas)
    .values(
      Array.from({ length: index === 0 ? 8 : 3 }, (_, n) => ({
        id_cliente: client.id,
        nombre: `Planta ${letters(rand, 3)} ${n + 1}`,
        direccion: `Km ${int(rand, 1, 900)} Panamericana`,
      })),
    )
    .returning({ id: plantas.id });
  const applications = await db
    .insert(aplicaciones)
    .values(
      ['Carretera', 'Urbano', 'Mixto', 'Mina'].map((aplicacion) => ({ id_cliente: client.id, aplicacion })),
    )
    .returning({ id: aplicaciones.id });
  return {
    clientId: client.id,
    plants: plants.map((p) => p.id),
    applications: applications.map((a) => a.id),
  };
}

async function createVehicles(
  db: Db,
  params: { clientId: number; count: number; plants: number[]; applications: number[] },
  catalogue: Catalogue,
  rand: Rand,
) {
  const rows = Array.from({ length: params.count }, (_, n) => {
    const configuration = pick(rand, catalogue.configurations);
    const model = pick(rand, catalogue.vehicleModels);
    const hours = rand() < 0.1;
    return {
      id_cliente: params.clientId,
      // Three random letters keep plates unordered; the number keeps them unique.
      placa: `${letters(rand, 3)}-${String(n + 1).padStart(4, '0')}`,
      codigo: rand() < 0.8 ? `U-${String(int(rand, 1, 99_999)).padStart(5, '0')}` : null,
      id_planta: rand() < 0.9 ? pick(rand, params.plants) : null,
      id_tipo: configuration.id_vehiculotipo,
      id_marca: model.id_marca,
      id_modelo: model.id,
      id_configuracion: configuration.id,
      ruta: pick(rand, params.applications),
      tipo_costo: hours ? 2 : 1,
      fecha_fabricacion: int(rand, 2005, 2024),
      estado: rand() < 0.9 ? 1 : 0,
      kilometraje: String(hours ? int(rand, 0, 40_000) : int(rand, 0, 900_000)),
      fecha_registro: new Date(START + Math.floor(rand() * 900 * DAY_MS)),
    };
  });
  const ids: Vehicle[] = [];
  await insertBatches(rows, async (batch) => {
    const created = await db.insert(vehiculos).values(batch).returning({
      id: vehiculos.id,
      placa: vehiculos.placa,
      kilometraje: vehiculos.kilometraje,
      id_configuracion: vehiculos.id_configuracion,
    });
    ids.push(
      ...created.map((row) => ({
        id: row.id,
        placa: row.placa,
        kilometraje: Number(row.kilometraje),
        slots: catalogue.slots.get(row.id_configuracion ?? 0) ?? [],
      })),
    );
  });
  return ids;
}

interface Vehicle {
  id: number;
  placa: string;
  kilometraje: number;
  slots: Slot[];
}

/**
 * Hands out the free slots of a client's vehicles for open installations, at most one per (vehicle, ubicacion)
 * as the database requires (domain.md §3: a position holds one tyre). Random vehicle among those with a free
 * slot, random free slot of it; undefined once every slot is taken.
 */
function freeSlots(vehicles: Vehicle[], rand: Rand) {
  const open = vehicles
    .filter((vehicle) => vehicle.slots.length > 0)
    .map((vehicle) => ({ vehicle, free: [...vehicle.slots] }));
  return (): { vehicle: Vehicle; slot: Slot } | undefined => {
    if (open.length === 0) return undefined;
    const at = Math.floor(rand() * open.length);
    const entry = open[at] as (typeof open)[number];
    const slot = entry.free.splice(Math.floor(rand() * entry.free.length), 1)[0] as Slot;
    if (entry.free.length === 0) {
      // Swap-remove: order does not matter, the pick is random.
      open[at] = open[open.length - 1] as (typeof open)[number];
      open.pop();
    }
    return { vehicle: entry.vehicle, slot };
  };
}

/** Any slot of any vehicle: a closed record may share its slot with others (one after the other in time). */
function closedSlot(rand: Rand, vehicles: Vehicle[]) {
  const vehicle = pick(rand, vehicles);
  return { vehicle, slot: pick(rand, vehicle.slots) };
}

async function createTyres(
  db: Db,
  params: {
    clientId: number;
    count: number;
    vehicles: Vehicle[];
  },
  catalogue: Catalogue,
  rand: Rand,
) {
  const prefix = letters(rand, 2);
  const takeSlot = freeSlots(params.vehicles, rand);
  const tyres = Array.from({ length: params.count }, (_, n) => {
    const model = pick(rand, catalogue.tyreModels);
    const retreads = rand() < 0.25 ? int(rand, 1, 3) : 0;
    const tread = int(rand, 16, 24);
    const soles = rand() < 0.5;
    const usd = int(rand, 250, 650);
    const registered = START + Math.floor(rand() * 900 * DAY_MS);
    const drawn = pick(rand, [0, 1, 1, 2, 3, 3, 3, 3, 4, 6]);
    // An installed tyre occupies a free slot; with none left (a tiny --scale) it waits in the store instead.
    const mounted = drawn === 3 ? takeSlot() : undefined;
    return {
      mounted,
      row: {
        id_cliente: params.clientId,
        num_serie: `${prefix}${String(n + 1).padStart(6, '0')}${letters(rand, 1)}`,
        serie_cliente:
          rand() < 0.85 ? `${String(int(rand, 1, 52)).padStart(2, '0')}${int(rand, 18, 24)}` : null,
        estado: drawn === 3 && !mounted ? 1 : drawn,
        nuevo: retreads > 0 ? 0 : 1,
        cantidad_reencauche: retreads,
        id_disenio: retreads > 0 ? pick(rand, catalogue.designs) : null,
        id_empresa: retreads > 0 ? pick(rand, catalogue.retreaders) : null,
        id_marca: model.id_marca,
        id_modelo: model.id,
        id_medida: pick(rand, catalogue.measures),
        remanente_original: String(tread),
        remanente_actual: String(Math.max(2, tread - int(rand, 0, 14))),
        presion_recomendada: String(int(rand, 100, 125)),
        unidad_medida: 'K',
        k_recorridos: String(rand() < 0.1 ? int(rand, 1_000, 50_000) : 0),
        precio: String(soles ? (usd * 3.75).toFixed(2) : usd),
        tipo_moneda: soles ? 1 : 2,
        fecha_registro: isoDay(registered),
        created_at: new Date(registered + int(rand, 0, DAY_MS - 1)),
      },
      usd,
      soles,
      retreads,
      registered,
    };
  });

  const costs: (typeof neumaticoCostos.$inferInsert)[] = [];
  const history: (typeof neumaticoHistorial.$inferInsert)[] = [];
  await insertBatches(tyres, async (batch) => {
    const created = await db
      .insert(neumaticos)
      .values(batch.map((tyre) => tyre.row))
      .returning({ id: neumaticos.id, num_serie: neumaticos.num_serie });
    const idOf = new Map(created.map((row) => [row.num_serie, row.id]));
    for (const tyre of batch) {
      const id = idOf.get(tyre.row.num_serie) ?? 0;
      // The purchase, then one event per retread (and now and then a repair).
      for (let life = 0; life <= tyre.retreads; life += 1) {
        const amount = life === 0 ? tyre.usd : int(rand, 120, 220);
        costs.push({
          id_cliente: params.clientId,
          id_neumatico: id,
          motivo: life === 0 ? 0 : 1,
          fecha: isoDay(tyre.registered + life * 200 * DAY_MS),
          costo: String(tyre.soles ? (amount * 3.75).toFixed(2) : amount),
          tipo_moneda: tyre.soles ? 1 : 2,
          tipo_cambio: tyre.soles ? '3.75' : null,
          costo_convertido: String(amount),
          nuevo: life === 0 ? 1 : 0,
          n_reencauche: life,
          rem_original: tyre.row.remanente_original,
        });
        if (rand() < 0.05) {
          costs.push({
            id_cliente: params.clientId,
            id_neumatico: id,
            motivo: 2,
            fecha: isoDay(tyre.registered + life * 200 * DAY_MS + 60 * DAY_MS),
            costo: String(int(rand, 20, 60)),
            tipo_moneda: 2,
            tipo_cambio: null,
            costo_convertido: String(int(rand, 20, 60)),
            nuevo: life === 0 ? 1 : 0,
            n_reencauche: life,
          });
        }
      }
      // Installations: closed ones, and an open one on its free slot for the tyres in state 3 (Instalado).
      const installations = int(rand, 0, 3) + (tyre.mounted ? 1 : 0);
      let day = tyre.registered + int(rand, 1, 20) * DAY_MS;
      for (let n = 0; n < installations; n += 1) {
        const open = tyre.mounted !== undefined && n === installations - 1;
        const { vehicle, slot } = open && tyre.mounted ? tyre.mounted : closedSlot(rand, params.vehicles);
        const kmFrom = Math.max(0, vehicle.kilometraje - int(rand, 10_000, 200_000));
        const removed = day + int(rand, 30, 120) * DAY_MS;
        history.push({
          id_cliente: params.clientId,
          id_neumatico: id,
          id_vehiculo: vehicle.id,
          placa: vehicle.placa,
          posicion: slot.posicion,
          ubicacion: slot.ubicacion,
          id_ejes: slot.id_ejes,
          n_reencauche: Math.min(n, tyre.retreads),
          nuevo: n === 0 && tyre.retreads === 0 ? 1 : 0,
          fecha_instalacion: isoDay(day),
          km_instalacion: String(kmFrom),
          fecha_retiro: open ? null : isoDay(removed),
          km_retiro: open ? null : String(kmFrom + int(rand, 5_000, 60_000)),
          motivo_retiro: open ? null : pick(rand, [1, 3, 3, 4, 5]),
        });
        day = removed + DAY_MS;
      }
    }
  });
  await insertBatches(costs, (batch) => db.insert(neumaticoCostos).values(batch));
  await insertBatches(history, (batch) => db.insert(neumaticoHistorial).values(batch));
  return { costs: costs.length, history: history.length };
}

export interface DataSizes {
  clients: number;
  vehicles: number;
  tyres: number;
  costEvents: number;
  installations: number;
}

/**
 * Migrates, seeds the reference and demo data, then adds the benchmark clients. `scale` shrinks every count
 * (a quick smoke run); 1 is the size.
 */
export async function generate(
  db: Db,
  options: { seed?: number; scale?: number; log?: (line: string) => void } = {},
): Promise<{ clients: GeneratedClient[]; sizes: DataSizes }> {
  const log = options.log ?? (() => {});
  const scale = options.scale ?? 1;
  const rand = random(options.seed ?? 20_260_101);
  await seedReference(db);
  await seedDemoIfEmpty(db);
  const catalogue = await loadCatalogue(db);
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  const clients: GeneratedClient[] = [];
  for (let index = 0; index <= SMALL_CLIENTS; index += 1) {
    const base = index === 0 ? BIG_CLIENT : SMALL_CLIENT;
    const size = {
      vehicles: Math.max(1, Math.round(base.vehicles * scale)),
      tyres: Math.max(1, Math.round(base.tyres * scale)),
    };
    const started = performance.now();
    const client = await createClient(db, index, passwordHash, rand);
    const vehicles = await createVehicles(db, { ...client, count: size.vehicles }, catalogue, rand);
    await createTyres(db, { clientId: client.clientId, count: size.tyres, vehicles }, catalogue, rand);
    clients.push({ clientId: client.clientId, email: benchAdminEmail(index), size });
    log(
      `client ${index + 1}/${SMALL_CLIENTS + 1}: ${size.vehicles} vehicles, ${size.tyres} tyres ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  // Issue 12: two years of inspections of the big client (about 1.2 million readings), set-based.
  const big = clients[0];
  if (big) {
    const started = performance.now();
    const inspected = await generateInspections(db, big.clientId);
    log(
      `inspections of client 1: ${inspected.inspections} inspections, ${inspected.readings} readings ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  // Statistics and visibility map as autovacuum keeps them on a live database (index-only counts need the latter).
  await db.execute(sql`vacuum analyze`);
  const clientIds = clients.map((client) => client.clientId);
  const countOf = async (table: typeof vehiculos | typeof neumaticos | typeof neumaticoCostos) => {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(table)
      .where(inArray(table.id_cliente, clientIds));
    return row?.total ?? 0;
  };
  const [installations] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(neumaticoHistorial)
    .where(inArray(neumaticoHistorial.id_cliente, clientIds));
  return {
    clients,
    sizes: {
      clients: clients.length,
      vehicles: await countOf(vehiculos),
      tyres: await countOf(neumaticos),
      costEvents: await countOf(neumaticoCostos),
      installations: installations?.total ?? 0,
    },
  };
}
