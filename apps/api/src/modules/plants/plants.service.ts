import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type Paged, type Plant, PLANT_MSG, type PlantForm, type PLANT_SORTS } from '@huella/contracts';
import type { Db } from '../../db/client';
import { clientes, plantas } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { findPlantUses } from './plant-usage';

const columns = {
  id: plantas.id,
  nombre: plantas.nombre,
  direccion: plantas.direccion,
  cliente: clientes.razon_social,
  fecha: sql<string>`to_char(${plantas.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

const SORT_COLUMNS = {
  id: plantas.id,
  nombre: plantas.nombre,
  direccion: plantas.direccion,
  fecha: plantas.created_at,
} as const;

export interface ListPlantsParams {
  clientId: number;
  page: number;
  per_page: number;
  search?: string;
  sortBy?: (typeof PLANT_SORTS)[number];
  sortDirection: 'asc' | 'desc';
}

/** The plants table: one client's plants, searched by name or address, counted and paged in SQL. */
export async function listPlants(db: Db, params: ListPlantsParams): Promise<Paged<Plant>> {
  const where = and(
    eq(plantas.id_cliente, params.clientId),
    params.search
      ? or(
          ilike(plantas.nombre, likePattern(params.search)),
          ilike(plantas.direccion, likePattern(params.search)),
        )
      : undefined,
  );
  const sortColumn = SORT_COLUMNS[params.sortBy ?? 'id'];
  const direction = params.sortBy ? params.sortDirection : 'desc';
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(plantas)
      .innerJoin(clientes, eq(clientes.id, plantas.id_cliente))
      .where(where)
      .orderBy(direction === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(plantas.id))
      .limit(params.per_page)
      .offset(offsetOf(params)),
    db.select({ total: count() }).from(plantas).where(where),
  ]);
  return toPage(rows, Number(total?.total ?? 0), params);
}

/** Plant options (id, nombre) for selectors, by name. */
export async function listPlantOptions(db: Db, params: { clientId: number }) {
  return db
    .select({ id: plantas.id, nombre: plantas.nombre })
    .from(plantas)
    .where(eq(plantas.id_cliente, params.clientId))
    .orderBy(asc(plantas.nombre));
}

/** One plant of the client; another client's id is not found (architecture §5). */
export async function getPlant(db: Db, params: { clientId: number; plantId: number }): Promise<Plant> {
  const [row] = await db
    .select(columns)
    .from(plantas)
    .innerJoin(clientes, eq(clientes.id, plantas.id_cliente))
    .where(and(eq(plantas.id_cliente, params.clientId), eq(plantas.id, params.plantId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** Creates a plant, or edits it when `planta.id` is given. A name already used by the client is a 409. */
export async function savePlant(db: Db, params: { clientId: number; planta: PlantForm }): Promise<Plant> {
  const { id, nombre, direccion } = params.planta;
  try {
    if (id) {
      const [updated] = await db
        .update(plantas)
        .set({ nombre, direccion, updated_at: new Date() })
        .where(and(eq(plantas.id_cliente, params.clientId), eq(plantas.id, id)))
        .returning({ id: plantas.id });
      if (!updated) throw new NotFoundError();
      return await getPlant(db, { clientId: params.clientId, plantId: updated.id });
    }
    const [created] = await db
      .insert(plantas)
      .values({ id_cliente: params.clientId, nombre, direccion })
      .returning({ id: plantas.id });
    if (!created) throw new Error('plant not created');
    return await getPlant(db, { clientId: params.clientId, plantId: created.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(PLANT_MSG.duplicada);
    throw error;
  }
}

/** Deletes a plant nothing uses; a plant in use is a 409 naming what holds it. Answers its name for the log. */
export async function deletePlant(db: Db, params: { clientId: number; plantId: number }): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: plantas.id, nombre: plantas.nombre })
      .from(plantas)
      .where(and(eq(plantas.id_cliente, params.clientId), eq(plantas.id, params.plantId)))
      .for('update');
    if (!row) throw new NotFoundError();
    const uses = await findPlantUses(tx, params);
    if (uses.length > 0) throw new ConflictError(PLANT_MSG.enUso(row.nombre, uses));
    await tx.delete(plantas).where(eq(plantas.id, row.id));
    return row.nombre;
  });
}
