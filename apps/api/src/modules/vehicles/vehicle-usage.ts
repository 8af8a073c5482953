import { and, eq } from 'drizzle-orm';
import { vehiculos } from '../../db/schema/index';
import type { PlantReference } from '../plants/plant-usage';

/** Vehicles hold a plant: a plant with vehicles cannot be deleted (registered in PLANT_REFERENCES). */
export const VEHICLES_USE_PLANT: PlantReference = {
  label: 'vehículos',
  async isUsed(db, { clientId, plantId }) {
    const [row] = await db
      .select({ id: vehiculos.id })
      .from(vehiculos)
      .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.id_planta, plantId)))
      .limit(1);
    return Boolean(row);
  },
};
