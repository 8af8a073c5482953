import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inspecciones } from '../../db/schema/index';
import type { VehicleEventSource } from '../lifecycle/installation-checks';
import type { VehicleReadingSource } from '../vehicles/vehicle-readings';

/**
 * Inspections as readings of a vehicle's odometer (domain.md §3, §13): a finished inspection is an accepted
 * event (the next installation or inspection may not be dated before it nor read less), and once a vehicle has
 * one its km can no longer be rewritten by hand nor its tyres' installation km corrected. Drafts are not
 * events: only `inspecciones` rows (finished inspections) count.
 */

export const INSPECTION_EVENTS: VehicleEventSource = {
  async lastEvent(db, { clientId, vehicleId, exceptInspection }) {
    const [row] = await db
      .select({
        fecha: sql<string | null>`max(${inspecciones.fecha_inspeccion})::text`,
        km: sql<number | null>`max(${inspecciones.km_inspeccion})::float8`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
      })
      .from(inspecciones)
      .where(
        and(
          eq(inspecciones.id_cliente, clientId),
          eq(inspecciones.id_vehiculo, vehicleId),
          exceptInspection === undefined ? undefined : ne(inspecciones.id, exceptInspection),
        ),
      );
    return { fecha: row?.fecha ?? null, km: row?.km ?? null };
  },
};

/** Whether the vehicle has a finished inspection. */
export const INSPECTION_READINGS: VehicleReadingSource = {
  async hasReadings(db: Db, { clientId, vehicleId }) {
    const [row] = await db
      .select({ id: inspecciones.id })
      .from(inspecciones)
      .where(and(eq(inspecciones.id_cliente, clientId), eq(inspecciones.id_vehiculo, vehicleId)))
      .limit(1);
    return Boolean(row);
  },
};
