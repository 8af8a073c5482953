import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import { empresasReencauche, motivosScrap, neumaticoDisenios } from '../schema/index';
import { storeInstallation } from '../../modules/lifecycle/installation-save';
import {
  type Action,
  DAY_MS,
  DEMO_ADMINS,
  type FollowUp,
  isoDay,
  loadClient,
  loadStock,
  loadVehicles,
  openRecords,
  pickAction,
  random,
  takeTyre,
  type Vehicle,
} from './demo-fleet-state';
import { demoInspector } from './demo-inspections';
import { scrapTyre } from '../../modules/lifecycle/scrap.service';
import {
  registerRepair,
  registerRetread,
  updateBadCondition,
} from '../../modules/lifecycle/tyre-states.service';

/**
 * Two years of tyre life for the demo fleets (issue 10 item 7): opening installations, rotations, removals for
 * retread, repair, final wear and failure, the retreads and repairs that bring tyres back, and scrap. Every
 * step goes through the same services as the screens, so the demo obeys the rules the users meet (states,
 * odometer, one tyre per position, running totals). Deterministic: one seeded random sequence per client.
 * Work still pending at the end (a tyre at the retreader, one waiting for its final tread) stays pending, so
 * the state lists have rows.
 */

const HISTORY_DAYS = 720;
/**
 * Transportes Andinos' first vehicles are edited by the browser journeys (inspected as TA-001, a tyre's km
 * corrected, a tyre removed at its installation date), which an earlier inspection would refuse: not inspected.
 */
const NOT_INSPECTED: Record<string, number> = { tandinos: 3 };

/** Removal reason of each action (spec 2 §3). */
const REASON: Record<Action, number> = { retread: 1, repair: 2, rotation: 3, finalWear: 4, failure: 5 };

export async function seedDemoHistory(
  db: Db,
  options: { now?: number; uploadsDir?: string } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const designs = (await db.select({ id: neumaticoDisenios.id }).from(neumaticoDisenios)).map(
    (row) => row.id,
  );
  const retreaders = (await db.select({ id: empresasReencauche.id }).from(empresasReencauche)).map(
    (row) => row.id,
  );
  const reasons = await db.select().from(motivosScrap).orderBy(asc(motivosScrap.id));
  const finalWearReason = reasons.find((reason) => reason.motivo === 'DESGASTE FINAL')?.id ?? reasons[0]?.id;
  if (designs.length === 0 || retreaders.length === 0 || finalWearReason === undefined) return;

  for (const slug of Object.keys(DEMO_ADMINS)) {
    const actor = await loadClient(db, slug);
    if (!actor) continue;
    const next = random(actor.clientId * 104_729);
    const start = now - HISTORY_DAYS * DAY_MS;
    const vehicles = await loadVehicles(db, actor.clientId, next, start);
    const stock = await loadStock(db, actor.clientId);
    // Its own random sequence, so the inspections leave the history's draws as they were.
    const inspector = demoInspector(db, {
      ...actor,
      next: random(actor.clientId * 7_919),
      vehicleIds: vehicles.map((vehicle) => vehicle.id),
      skipFirst: NOT_INSPECTED[slug] ?? 0,
      start,
      uploadsDir: options.uploadsDir,
    });
    const followUps: FollowUp[] = [];
    const unitOf = (vehicle: Vehicle) => (vehicle.tipo_costo === 1 ? 'K' : 'H');
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)] ?? items[0];

    const runFollowUps = async (until: number) => {
      followUps.sort((a, b) => a.time - b.time);
      while (followUps.length > 0 && (followUps[0]?.time ?? Infinity) <= until) {
        const job = followUps.shift();
        if (!job) break;
        await runFollowUp(job);
      }
    };

    const runFollowUp = async (job: FollowUp) => {
      const fecha = isoDay(job.time);
      const base = { clientId: actor.clientId, userId: actor.userId, tyreId: job.tyreId };
      if (job.kind === 'retreadDone') {
        const inSoles = next() < 0.5;
        const usd = 130 + Math.floor(next() * 40);
        await registerRetread(db, {
          ...base,
          cost: {
            costo: inSoles ? Math.round(usd * 3.75) : usd,
            tipo_moneda: inSoles ? 1 : 2,
            fecha,
            observacion: null,
          },
          id_disenio: pick(designs) ?? 0,
          id_empresa: pick(retreaders) ?? 0,
          remanente_original: 14 + Math.floor(next() * 4),
        });
        stock.unshift({ id: job.tyreId, unit: job.unit, from: job.time + DAY_MS, returned: true });
      } else if (job.kind === 'repairDone') {
        await registerRepair(db, {
          ...base,
          cost: {
            costo: 60 + Math.floor(next() * 140),
            tipo_moneda: 1,
            fecha,
            observacion: pick(['Parche en banda de rodamiento', 'Reparación de flanco', 'Cambio de válvula']),
          },
        });
        stock.unshift({ id: job.tyreId, unit: job.unit, from: job.time + DAY_MS, returned: true });
      } else if (job.kind === 'scrap') {
        // Some tyres leave with usable tread above the limit: the scrap loss reports have something to show.
        const final = 3 + Math.floor(next() * 8);
        await updateBadCondition(db, { ...base, remanente_final: final });
        await scrapTyre(db, {
          clientId: actor.clientId,
          userId: actor.userId,
          form: {
            id_neumatico: job.tyreId,
            id_motivo_scrap: job.unit === 'H' || next() < 0.5 ? finalWearReason : (pick(reasons)?.id ?? 0),
            remanente_final: final,
            remanente_limite: 3,
            fecha_scrap: fecha,
            ruta1: null,
            ruta2: null,
          },
        });
      }
      // leaveForEvaluation: the tyre waits in 'Neumáticos en mal estado' for its final tread ('AVISO').
    };

    const save = async (
      vehicle: Vehicle,
      time: number,
      installs: { tyreId: number; ubicacion: number }[],
      removals: { tyreId: number; historyId: number; reason: number }[],
    ) => {
      const fecha = isoDay(time);
      const km = vehicle.km;
      await storeInstallation(db, {
        clientId: actor.clientId,
        userId: actor.userId,
        request: {
          id_cliente: actor.clientId,
          id_vehiculo: vehicle.id,
          fecha,
          kilometros: km,
          neumaticosinstalados: installs.map((install) => ({
            id_neumaticos: install.tyreId,
            ubicacion: install.ubicacion,
            fecha_instalacion: fecha,
            km_instalacion: km,
            observacion: null,
          })),
          neumaticosretirados: removals.map((removal) => ({
            id_neumaticos: removal.tyreId,
            id_historial: removal.historyId,
            fecha_retiro: fecha,
            km_retiro: km,
            motivo_retiro: removal.reason,
            observacion: null,
          })),
        },
      });
    };

    /** Removes tyres for the given actions in one save, fills their slots from stock, queues what follows. */
    const remove = async (
      vehicle: Vehicle,
      time: number,
      removals: { record: { id: number; id_neumatico: number; ubicacion: number | null }; action: Action }[],
    ) => {
      const unit = unitOf(vehicle);
      const installs = removals.flatMap(({ record }) => {
        const replacement = takeTyre(stock, unit, time);
        return replacement === undefined ? [] : [{ tyreId: replacement, ubicacion: record.ubicacion ?? 0 }];
      });
      await save(
        vehicle,
        time,
        installs,
        removals.map(({ record, action }) => ({
          tyreId: record.id_neumatico,
          historyId: record.id,
          reason: REASON[action],
        })),
      );
      const later = (minDays: number, spread: number) =>
        time + (minDays + Math.floor(next() * spread)) * DAY_MS;
      for (const { record, action } of removals) {
        const tyreId = record.id_neumatico;
        if (action === 'retread') followUps.push({ time: later(18, 20), tyreId, kind: 'retreadDone', unit });
        else if (action === 'repair')
          followUps.push({ time: later(4, 10), tyreId, kind: 'repairDone', unit });
        else if (action === 'finalWear') followUps.push({ time: later(3, 10), tyreId, kind: 'scrap', unit });
        else if (action === 'failure')
          followUps.push({
            time: later(5, 20),
            tyreId,
            kind: next() < 0.5 ? 'scrap' : 'leaveForEvaluation',
            unit,
          });
      }
    };

    // One pass per week over the fleet: each vehicle acts when its next date has come.
    for (let time = start; time <= now - DAY_MS; time += 7 * DAY_MS) {
      await runFollowUps(time);
      for (const vehicle of vehicles) {
        if (vehicle.nextAction > time) continue;
        const unit = unitOf(vehicle);
        vehicle.km += vehicle.rate * Math.round((time - vehicle.readAt) / DAY_MS);
        vehicle.readAt = time;
        const open = await openRecords(db, actor.clientId, vehicle.id);
        if (open.size === 0) {
          const installs = vehicle.slots.flatMap((ubicacion) => {
            const tyreId = takeTyre(stock, unit, time);
            return tyreId === undefined ? [] : [{ tyreId, ubicacion }];
          });
          if (installs.length > 0) await save(vehicle, time, installs, []);
        } else {
          const action = pickAction(next);
          const occupied = [...open.values()];
          const first = pick(occupied);
          if (first) {
            if (action === 'rotation') {
              const second = pick(occupied.filter((record) => record.id !== first.id));
              if (second) {
                await save(
                  vehicle,
                  time,
                  [
                    { tyreId: first.id_neumatico, ubicacion: second.ubicacion ?? 0 },
                    { tyreId: second.id_neumatico, ubicacion: first.ubicacion ?? 0 },
                  ],
                  [first, second].map((record) => ({
                    tyreId: record.id_neumatico,
                    historyId: record.id,
                    reason: REASON.rotation,
                  })),
                );
              }
            } else {
              await remove(vehicle, time, [{ record: first, action }]);
            }
          }
        }
        vehicle.nextAction = time + (60 + Math.floor(next() * 60)) * DAY_MS;
      }
      // The tyres an inspection judged worn out or damaged come off a few weeks later.
      for (const vehicle of vehicles) {
        const pulls = inspector.pullsDue(vehicle.id, time);
        if (pulls.length === 0) continue;
        vehicle.km += vehicle.rate * Math.round((time - vehicle.readAt) / DAY_MS);
        vehicle.readAt = time;
        const open = [...(await openRecords(db, actor.clientId, vehicle.id)).values()];
        const removals = pulls.flatMap((pull) => {
          const record = open.find((row) => row.id_neumatico === pull.tyreId);
          return record ? [{ record, action: pull.action }] : [];
        });
        if (removals.length > 0) await remove(vehicle, time, removals);
      }
      // About monthly, after the week's moves and at that week's date and reading (issue 12 item 5).
      for (const vehicle of vehicles) await inspector.inspect(vehicle, time);
    }
    // What was due before today happens; later work stays pending (tyres at the retreader, in repair…).
    await runFollowUps(now - DAY_MS);
    // The state lists always have a tyre to show: one sent yesterday when the history left none pending. From the
    // last vehicles, away from those the browser journeys use.
    for (const [action, kind] of [
      ['retread', 'retreadDone'],
      ['repair', 'repairDone'],
    ] as const) {
      if (followUps.some((job) => job.kind === kind)) continue;
      for (const vehicle of [...vehicles].reverse()) {
        const [record] = (await openRecords(db, actor.clientId, vehicle.id)).values();
        if (!record) continue;
        vehicle.km += vehicle.rate * Math.round((now - DAY_MS - vehicle.readAt) / DAY_MS);
        vehicle.readAt = now - DAY_MS;
        await remove(vehicle, now - DAY_MS, [{ record, action }]);
        break;
      }
    }
  }
}
