import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  clientes,
  neumaticoHistorial,
  neumaticos,
  usuarios,
  vehiculoConfiguracionPosiciones,
  vehiculos,
} from '../schema/index';

/**
 * What the demo history (demo-history.ts) reads and keeps of a client's fleet while it plays two years: its
 * administrator, the vehicles with a history, the tyres in stock and the open installation records, plus the
 * seeded random sequence and the pick of the next action.
 */

export const DAY_MS = 86_400_000;
/** Vehicles per client with a history; the others stay empty for trying the installation screen. */
const VEHICLES_WITH_HISTORY = 20;

export const DEMO_ADMINS: Record<string, string> = {
  tandinos: 'admin@transportesandinos.pe',
  cordisur: 'admin@cordilleradelsur.pe',
};

export type Action = 'rotation' | 'retread' | 'repair' | 'finalWear' | 'failure';
const ACTIONS: [Action, number][] = [
  ['rotation', 0.3],
  ['retread', 0.3],
  ['repair', 0.15],
  ['finalWear', 0.15],
  ['failure', 0.1],
];

/** A small deterministic generator (mulberry32), so the demo is the same on every machine. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface Vehicle {
  id: number;
  tipo_costo: number;
  km: number;
  /** km (or hours) per day. */
  rate: number;
  /** When `km` was read. */
  readAt: number;
  slots: number[];
  nextAction: number;
}

/** Something to do later: the retreader returns the casing, the repair shop the tyre, the yard scraps it. */
export interface FollowUp {
  time: number;
  tyreId: number;
  kind: 'retreadDone' | 'repairDone' | 'scrap' | 'leaveForEvaluation';
  unit: string;
}

export interface StockTyre {
  id: number;
  unit: string;
  /** When the tyre may be fitted: its registration, or its return from the retreader or repair shop. */
  from: number;
  /** Back from the retreader or repair shop: fitted before new stock. */
  returned?: boolean;
}

export async function loadClient(db: Db, slug: string) {
  const [client] = await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.slug, slug));
  const email = DEMO_ADMINS[slug];
  if (!client || !email) return undefined;
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  return admin ? { clientId: client.id, userId: admin.id } : undefined;
}

export async function loadVehicles(db: Db, clientId: number, next: () => number, start: number) {
  const rows = await db
    .select({
      id: vehiculos.id,
      tipo_costo: vehiculos.tipo_costo,
      kilometraje: vehiculos.kilometraje,
      id_configuracion: vehiculos.id_configuracion,
    })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.estado, 1)))
    .orderBy(asc(vehiculos.id))
    .limit(VEHICLES_WITH_HISTORY);
  const slots = await db
    .select({
      id_configuracion: vehiculoConfiguracionPosiciones.id_configuracion,
      ubicacion: vehiculoConfiguracionPosiciones.ubicacion,
    })
    .from(vehiculoConfiguracionPosiciones)
    .where(
      inArray(
        vehiculoConfiguracionPosiciones.id_configuracion,
        rows.map((row) => row.id_configuracion),
      ),
    );
  return rows.map((row, index): Vehicle => ({
    id: row.id,
    tipo_costo: row.tipo_costo,
    km: Math.ceil(Number(row.kilometraje)),
    rate: row.tipo_costo === 1 ? 250 + Math.floor(next() * 200) : 12 + Math.floor(next() * 6),
    readAt: start,
    slots: slots
      .filter((slot) => slot.id_configuracion === row.id_configuracion)
      .map((slot) => slot.ubicacion)
      .sort((a, b) => a - b),
    // Opening installations spread over the first two months.
    nextAction: start + (index % 8) * 7 * DAY_MS,
  }));
}

export async function loadStock(db: Db, clientId: number): Promise<StockTyre[]> {
  const rows = await db
    .select({ id: neumaticos.id, unit: neumaticos.unidad_medida, fecha: neumaticos.fecha_registro })
    .from(neumaticos)
    .where(and(eq(neumaticos.id_cliente, clientId), eq(neumaticos.estado, 1)))
    .orderBy(asc(neumaticos.fecha_registro), asc(neumaticos.id));
  return rows.map((row) => ({ id: row.id, unit: row.unit, from: Date.parse(`${row.fecha}T12:00:00Z`) }));
}

/** The open installation records of a vehicle, by slot. */
export async function openRecords(db: Db, clientId: number, vehicleId: number) {
  const rows = await db
    .select({
      id: neumaticoHistorial.id,
      id_neumatico: neumaticoHistorial.id_neumatico,
      ubicacion: neumaticoHistorial.ubicacion,
    })
    .from(neumaticoHistorial)
    .where(
      and(
        eq(neumaticoHistorial.id_cliente, clientId),
        eq(neumaticoHistorial.id_vehiculo, vehicleId),
        isNull(neumaticoHistorial.km_retiro),
      ),
    );
  return new Map(rows.map((row) => [row.ubicacion ?? 0, row]));
}

/**
 * Takes a stock tyre of the unit available at `time`: a returned casing first, else the newest tyre bought (the
 * store hands out what just arrived, so each month's purchases run in their own year and the monthly cost
 * indicator has lots; older stock waits).
 */
export function takeTyre(stock: StockTyre[], unit: string, time: number): number | undefined {
  const fits = (tyre: StockTyre) => tyre.unit === unit && tyre.from <= time;
  let index = stock.findIndex((tyre) => tyre.returned === true && fits(tyre));
  for (let at = stock.length - 1; index < 0 && at >= 0; at--) {
    const tyre = stock[at];
    if (tyre && !tyre.returned && fits(tyre)) index = at;
  }
  if (index < 0) return undefined;
  const [tyre] = stock.splice(index, 1);
  return tyre?.id;
}

export function pickAction(next: () => number): Action {
  let roll = next();
  for (const [action, weight] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return 'rotation';
}
