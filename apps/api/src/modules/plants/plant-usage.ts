import type { Db } from '../../db/client';
import { VEHICLES_USE_PLANT } from '../vehicles/vehicle-usage';

/**
 * What may hold a plant. A plant in use cannot be deleted (issue 4). Each area that references `plantas`
 * (vehicles, inspections, …) adds one check here; the delete message names what it found.
 */
export interface PlantReference {
  /** Plural noun for the message: 'vehículos'. */
  label: string;
  isUsed(db: Db, params: { clientId: number; plantId: number }): Promise<boolean>;
}

export const PLANT_REFERENCES: PlantReference[] = [VEHICLES_USE_PLANT];

/** Labels of the references that use the plant; empty when it may be deleted. */
export async function findPlantUses(
  db: Db,
  params: { clientId: number; plantId: number },
): Promise<string[]> {
  const uses: string[] = [];
  for (const reference of PLANT_REFERENCES) {
    if (await reference.isUsed(db, params)) uses.push(reference.label);
  }
  return uses;
}
