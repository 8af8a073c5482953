import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  finishInspectionRequest,
  NOT_APPLICABLE,
  SEPARATION_NOT_APPLICABLE,
  STEER_AXLE,
  storeReadingRequest,
} from '@huella/contracts';
import type { Db } from '../client';
import { finishInspection } from '../../modules/inspections/inspection-finish';
import {
  findInspectedVehicle,
  idList,
  listInspectionPositions,
  rowsOf,
} from '../../modules/inspections/inspection-read';
import { storeReading } from '../../modules/inspections/inspection-save';
import { storeDemoPhoto } from './demo-photo';

/**
 * Monthly inspections for the demo fleets (issue 12 item 5), made by the weekly history loop (demo-history.ts)
 * at that week's date and reading, so each one comes after the vehicle's latest event as the server requires.
 * Readings go through the same services as the registration screen (draft readings, then the finish), so the
 * §13 tread checks, the NSD rule and the odometer hold. Treads wear a few mm per 10 000 km (or per 1 000 h)
 * with a little noise; a few tyres wear one shoulder faster, some are under-inflated or cannot be reached.
 *
 * A tyre worn down to the floor is judged 'Lista para Reemplazar' (3) and now and then one is found damaged,
 * 'Neumático en Mal estado' (4): both need a photo, which the seed draws (demo-photo.ts) when it knows the
 * server's uploads folder; without it (the API tests) those verdicts fall back to 'Lista para Reencauchar' (2)
 * and 'Correcto'. Either way the bad ones land on the bad-condition list as installed tyres.
 */

const DAY_MS = 86_400_000;
const EVERY_DAYS = 28;
/** Wear per 1 000 km or per 100 h, mm: spread over the tyres (one rate per tyre and life). */
const WEAR = { K: [0.1, 0.2], H: [0.5, 1] } as const;
/** Below this the tread no longer wears in the demo (a tyre this worn is removed soon enough). */
const FLOOR_MM = 1.5;
const VALVES = ['CT', 'CT', 'CT', 'CTE', 'ST', 'STE', 'VD'];
/** Irregular-wear codes (domain.md §10): 8 'DE UN SOLO HOMBRO', 5 'UNILATERAL'. */
const SHOULDER_CODES = [8, 5];
const LOW_PRESSURE = 0.07;
const INACCESSIBLE = 0.03;
const IRREGULAR = 0.12;
/** Share of readings that find a damaged tyre (cut, bulge), and the tread at which a tyre is to be replaced. */
const DAMAGED = 0.01;
const REPLACE_BELOW_MM = 3;
/**
 * Vehicles inspected per client. Each reading costs the services' handful of statements (about 40 ms on the
 * embedded database), so a monthly round of a few vehicles keeps the first start around two minutes.
 */
const INSPECTED_VEHICLES = 4;

/** The structural part of demo-history's vehicle this module reads and moves forward. */
export interface InspectedVehicle {
  id: number;
  tipo_costo: number;
  km: number;
  rate: number;
  readAt: number;
}

interface Grooves {
  exterior: number;
  medio: number;
  interior: number;
}

/** What the demo remembers of a tyre's current life: its true tread, its last reading and where it ran. */
interface TyreWear {
  vida: number;
  depth: Grooves;
  last: Grooves | null;
  vehicleId: number;
  km: number;
  /** mm per km (or hour). */
  rate: number;
  /** The shoulder that wears faster, if any. */
  shoulder: 'interior' | 'exterior' | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The inspector of one demo client: `vehicleIds` in the history's order, of which the first `skipFirst` are left
 * alone (the browser journeys edit them by hand: an inspected vehicle's km and its tyres' km can no longer be
 * corrected, and a removal cannot be dated before an inspection) and the next few are inspected monthly.
 */
export function demoInspector(
  db: Db,
  params: {
    clientId: number;
    userId: number;
    next: () => number;
    vehicleIds: number[];
    skipFirst: number;
    start: number;
    /** The server's uploads folder: photos of the bad verdicts are drawn there. */
    uploadsDir?: string;
  },
) {
  const { clientId, userId, next } = params;
  const wear = new Map<number, TyreWear>();
  // The first inspections spread over the first weeks, after the opening installations.
  const due = new Map(
    params.vehicleIds
      .slice(params.skipFirst, params.skipFirst + INSPECTED_VEHICLES)
      .map((id, index) => [id, params.start + (14 + (index % 4) * 7) * DAY_MS]),
  );
  let sequence = 0;
  /** Tyres to take off after an inspection, by vehicle: when, and for what (the history removes them). */
  const pulls = new Map<
    number,
    { tyreId: number; action: 'retread' | 'finalWear' | 'failure'; at: number }[]
  >();

  const readingOf = (
    tyre: { id: number; original: number; vida: number },
    vehicle: InspectedVehicle,
  ): Grooves & { irregular: boolean } => {
    let state = wear.get(tyre.id);
    if (!state || state.vida !== tyre.vida) {
      const [low, high] = vehicle.tipo_costo === 1 ? WEAR.K : WEAR.H;
      const fresh = () => Math.max(FLOOR_MM, tyre.original - 0.2 - next() * 0.6);
      state = {
        vida: tyre.vida,
        depth: { exterior: fresh(), medio: fresh(), interior: fresh() },
        last: null,
        vehicleId: vehicle.id,
        km: vehicle.km,
        rate: (low + next() * (high - low)) / (vehicle.tipo_costo === 1 ? 1_000 : 100),
        shoulder: next() < IRREGULAR ? (next() < 0.7 ? 'interior' : 'exterior') : null,
      };
      wear.set(tyre.id, state);
    }
    // Moved to another vehicle since its last reading: its km there are not known here, count none.
    const run = state.vehicleId === vehicle.id ? Math.max(0, vehicle.km - state.km) : 0;
    for (const groove of ['exterior', 'medio', 'interior'] as const) {
      const factor = (state.shoulder === groove ? 1.8 : 1) * (0.9 + next() * 0.2);
      state.depth[groove] = Math.max(FLOOR_MM, state.depth[groove] - run * state.rate * factor);
    }
    state.vehicleId = vehicle.id;
    state.km = vehicle.km;
    // What the gauge says: the true tread ± 0.3 mm, within the §13 tolerances with room to spare.
    const read = (groove: keyof Grooves) => {
      const noisy = state.depth[groove] + (next() - 0.5) * 0.6;
      const ceiling = Math.min(tyre.original, (state.last?.[groove] ?? Infinity) + 0.5);
      return round1(Math.max(0, Math.min(noisy, ceiling)));
    };
    const reading = { exterior: read('exterior'), medio: read('medio'), interior: read('interior') };
    state.last = reading;
    return { ...reading, irregular: Math.abs(reading.exterior - reading.interior) >= 3 };
  };

  /** The inspector's verdict (spec 2 §3 reading states) with its photo and advice when it needs them. */
  const verdictOf = async (tyre: { worn: boolean; lower: number; damaged: boolean }) => {
    const photo = (cut: boolean) =>
      params.uploadsDir
        ? storeDemoPhoto(db, { uploadsDir: params.uploadsDir, clientId, userId, cut })
        : Promise.resolve(null);
    if (tyre.damaged) {
      const ruta = await photo(true);
      if (ruta) return { estado: 4, ruta, recomendacion: 'Retirar: corte en el flanco' };
    }
    if (tyre.worn && tyre.lower < REPLACE_BELOW_MM) {
      const ruta = await photo(false);
      if (ruta) return { estado: 3, ruta, recomendacion: 'Reemplazar: remanente al límite' };
    }
    if (tyre.worn) return { estado: 2, ruta: null, recomendacion: 'Retirar para reencauche' };
    return { estado: 1, ruta: null, recomendacion: '' };
  };

  /** One inspection of every mounted tyre, when the vehicle's month has come. */
  const inspect = async (vehicle: InspectedVehicle, time: number) => {
    const dueAt = due.get(vehicle.id);
    if (dueAt === undefined || dueAt > time) return;
    const positions = (
      await listInspectionPositions(db, { clientId, vehicleId: vehicle.id })
    ).posicion.filter((position) => typeof position.id_neumaticos === 'number');
    if (positions.length === 0) return;
    due.set(vehicle.id, time + EVERY_DAYS * DAY_MS);
    vehicle.km += vehicle.rate * Math.round((time - vehicle.readAt) / DAY_MS);
    vehicle.readAt = time;
    const tyres = await rowsOf<{ id: number; original: number; vida: number; presion: number }>(
      db,
      sql`select id, remanente_original::float8 as original, cantidad_reencauche::int as vida,
          presion_recomendada::float8 as presion
        from neumaticos where id_cliente = ${clientId}
          and id in (${idList(positions.map((position) => Number(position.id_neumaticos)))})`,
    );
    const limit = (await findInspectedVehicle(db, { clientId, vehicleId: vehicle.id })).rem_limite;
    const toPull: { tyreId: number; action: 'retread' | 'finalWear' | 'failure'; at: number }[] = [];
    // The workshop gets to them within two to five weeks; the last month's bad tyres are still mounted.
    const pullAt = time + (14 + Math.floor(next() * 21)) * DAY_MS;
    const ids: number[] = [];
    for (const position of positions) {
      const tyre = tyres.find((row) => row.id === position.id_neumaticos);
      if (!tyre) continue;
      const reading = readingOf(tyre, vehicle);
      const accessible = next() >= INACCESSIBLE;
      const recommended = tyre.presion > 0 ? tyre.presion : vehicle.tipo_costo === 1 ? 110 : 100;
      const presion = !accessible
        ? 0
        : Math.round(recommended * (next() < LOW_PRESSURE ? 0.7 + next() * 0.12 : 0.95 + next() * 0.08));
      const lower = Math.min(reading.exterior, reading.interior);
      // The NSD rule: at or below the application's next-retread threshold the tyre cannot just go on.
      const worn = position.rem_proximo !== null && lower <= position.rem_proximo;
      const looseNuts = next() < 0.04;
      const verdict = await verdictOf({ worn, lower, damaged: next() < DAMAGED });
      const steer = position.id_ejes === STEER_AXLE;
      const input = storeReadingRequest.parse({
        id_cliente: clientId,
        clave: randomUUID(),
        id_vehiculo: vehicle.id,
        id_neumaticos: tyre.id,
        posicion: position.posicion,
        ubicacion: position.ubicacion,
        id_ejes: position.id_ejes,
        tipo_presion: 'PSI',
        presion,
        valvula: VALVES[Math.floor(next() * VALVES.length)] ?? 'CT',
        accesibilidad: accessible ? 1 : 0,
        motivo_inaccesibilidad: accessible ? null : 1 + Math.floor(next() * 5),
        exterior: reading.exterior,
        medio: reading.medio,
        interior: reading.interior,
        resultado: [NOT_APPLICABLE],
        separaciond: steer ? SEPARATION_NOT_APPLICABLE : 'Sep. Entre Duales- Ok',
        otros: reading.irregular ? ['Desg. Irregular'] : [],
        desgirregular: reading.irregular ? [SHOULDER_CODES[Math.floor(next() * 2)] ?? 8] : [],
        tuercaestado: looseNuts ? 3 : 1,
        tuercacantidad: looseNuts ? 1 + Math.floor(next() * 2) : null,
        estado: verdict.estado,
        ruta: verdict.ruta,
        recomendacion: verdict.recomendacion
          ? verdict.recomendacion
          : reading.irregular
            ? 'Revisar alineamiento'
            : presion > 0 && presion < recommended * 0.9
              ? 'Calibrar presión'
              : '',
      });
      const stored = await storeReading(db, { clientId, userId, input });
      ids.push(stored.id);
      if (verdict.estado === 4) toPull.push({ tyreId: tyre.id, action: 'failure', at: pullAt });
      else if (verdict.estado === 3) toPull.push({ tyreId: tyre.id, action: 'finalWear', at: pullAt });
      else if (limit !== null && lower <= limit)
        toPull.push({ tyreId: tyre.id, action: tyre.vida >= 2 ? 'finalWear' : 'retread', at: pullAt });
    }
    if (ids.length === 0) return;
    pulls.set(vehicle.id, toPull);
    sequence += 1;
    await finishInspection(db, {
      clientId,
      userId,
      input: finishInspectionRequest.parse({
        id_cliente: clientId,
        codigo: `DEMO${String(sequence).padStart(5, '0')}`,
        vehiculo: vehicle.id,
        fecha_inspeccion: new Date(time).toISOString().slice(0, 10),
        km_inspeccion: vehicle.km,
        id_planta: null,
        llantarepuesto: 0,
        portallanta: 0,
        inspection_id: ids,
      }),
    });
  };

  /** The tyres of the vehicle's last inspection whose removal date has come (each is answered once). */
  const pullsDue = (vehicleId: number, time: number) => {
    const pending = pulls.get(vehicleId) ?? [];
    const due = pending.filter((pull) => pull.at <= time);
    if (due.length > 0)
      pulls.set(
        vehicleId,
        pending.filter((pull) => pull.at > time),
      );
    return due;
  };

  return { inspect, pullsDue };
}
