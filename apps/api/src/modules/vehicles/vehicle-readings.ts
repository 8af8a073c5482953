import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { neumaticoHistorial } from '../../db/schema/index';
import { INSPECTION_READINGS } from '../inspections/inspection-sources';

/**
 * Who holds accepted readings of a vehicle's odometer (installations, inspections…). The km of a vehicle may
 * be edited by hand only while none of these has a reading of it (spec 2 §4 `editkm`, domain.md §3: the
 * odometer never goes down between accepted events; docs/decisions/0010). Installations (the opening inventory
 * of the vehicle import, later the installation screen) are one source; inspections add theirs.
 */
export interface VehicleReadingSource {
  hasReadings(db: Db, params: { clientId: number; vehicleId: number }): Promise<boolean>;
}

/**
 * Installation records read the odometer when a tyre goes on (and off): once a vehicle has one that was not
 * voided as an installation error (motivo_retiro 6), its km can no longer be rewritten by hand.
 */
export const INSTALLATION_READINGS: VehicleReadingSource = {
  async hasReadings(db, { clientId, vehicleId }) {
    const [row] = await db
      .select({ id: neumaticoHistorial.id })
      .from(neumaticoHistorial)
      .where(
        and(
          eq(neumaticoHistorial.id_cliente, clientId),
          eq(neumaticoHistorial.id_vehiculo, vehicleId),
          or(isNull(neumaticoHistorial.motivo_retiro), ne(neumaticoHistorial.motivo_retiro, 6)),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
};

export const VEHICLE_READING_SOURCES: VehicleReadingSource[] = [INSTALLATION_READINGS, INSPECTION_READINGS];

/** Whether the vehicle's km/hours may still be changed by hand. */
export async function canEditKm(db: Db, params: { clientId: number; vehicleId: number }): Promise<boolean> {
  for (const source of VEHICLE_READING_SOURCES) if (await source.hasReadings(db, params)) return false;
  return true;
}
