import type { Db } from '../../db/client';
import { VEHICLES_USE_CONFIGURATION } from '../vehicles/vehicle-usage';

/**
 * What may hold a configuration. A configuration in use cannot be deleted nor have its axles or positions
 * changed (issue 4). The vehicles area adds its count here (vehicles with this id_configuracion); so does any
 * later table that keeps a configuration id.
 */
export interface ConfigurationReference {
  countUses(db: Db, configurationId: number): Promise<number>;
}

export const CONFIGURATION_REFERENCES: ConfigurationReference[] = [VEHICLES_USE_CONFIGURATION];

/** How many rows (vehicles, …) use the configuration; 0 when it may be deleted or reshaped. */
export async function countConfigurationUses(db: Db, configurationId: number): Promise<number> {
  let total = 0;
  for (const reference of CONFIGURATION_REFERENCES) total += await reference.countUses(db, configurationId);
  return total;
}
