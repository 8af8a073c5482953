import type { Db } from '../../db/client';

/**
 * Who holds accepted readings of a vehicle's odometer (installations, inspections…). The km of a vehicle may
 * be edited by hand only while none of these has a reading of it (spec 2 §4 `editkm`, domain.md §3: the
 * odometer never goes down between accepted events; docs/decisions/0010). The installation and inspection
 * areas add one entry each; until then every vehicle's km is editable.
 */
export interface VehicleReadingSource {
  hasReadings(db: Db, params: { clientId: number; vehicleId: number }): Promise<boolean>;
}

export const VEHICLE_READING_SOURCES: VehicleReadingSource[] = [];

/** Whether the vehicle's km/hours may still be changed by hand. */
export async function canEditKm(db: Db, params: { clientId: number; vehicleId: number }): Promise<boolean> {
  for (const source of VEHICLE_READING_SOURCES) if (await source.hasReadings(db, params)) return false;
  return true;
}
