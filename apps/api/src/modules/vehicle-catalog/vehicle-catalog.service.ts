import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, ne } from 'drizzle-orm';
import { SHARED_CATALOG_MSG, VEHICLE_CATALOG_MSG, type VehicleType } from '@huella/contracts';
import type { Db } from '../../db/client';
import { vehiculoMarcas, vehiculoModelos, vehiculoTipos } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { type CatalogueActor, createdBy, lockForChange, updatedBy } from './shared-catalogues';

/**
 * Global catalogues (architecture §6): no client filter. Names arrive uppercased from the contract, so the
 * unique constraints are the spec's "compared uppercased" duplicate check. Who may change a row:
 * shared-catalogues.ts.
 */

const toType = (row: { id: number; descripcion: string; imagen: string | null }): VehicleType => ({
  id: row.id,
  descripcion: row.descripcion,
  nomtipo: row.descripcion,
  imagen: row.imagen ? `/api/vehiculo/tipo/imagen/${row.id}` : null,
});

export async function listVehicleTypes(db: Db): Promise<VehicleType[]> {
  const rows = await db.select().from(vehiculoTipos).orderBy(asc(vehiculoTipos.descripcion));
  return rows.map(toType);
}

async function findTypeByName(db: Db, descripcion: string, exceptId?: number) {
  const [row] = await db
    .select({ id: vehiculoTipos.id })
    .from(vehiculoTipos)
    .where(
      and(eq(vehiculoTipos.descripcion, descripcion), exceptId ? ne(vehiculoTipos.id, exceptId) : undefined),
    );
  return row;
}

/** Creates a type; `imagen` is the stored file name (lib/uploads.ts storeFile) or undefined. */
export async function createVehicleType(
  db: Db,
  params: { descripcion: string; imagen?: string; actor: CatalogueActor },
): Promise<VehicleType> {
  if (await findTypeByName(db, params.descripcion))
    throw new ConflictError(VEHICLE_CATALOG_MSG.tipoDuplicado);
  try {
    const [row] = await db
      .insert(vehiculoTipos)
      .values({ descripcion: params.descripcion, imagen: params.imagen ?? null, ...createdBy(params.actor) })
      .returning();
    if (!row) throw new Error('vehicle type not created');
    return toType(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(VEHICLE_CATALOG_MSG.tipoDuplicado);
    throw error;
  }
}

/**
 * Renames a type and, when a file came, replaces its image. The dialog skips the duplicate check on edit
 * (spec 2 §5); the server still refuses a name another type holds, or the catalogue would hold it twice. A
 * client's user may not change a type another client uses (shared-catalogues.ts).
 */
export async function updateVehicleType(
  db: Db,
  params: { id: number; descripcion: string; imagen?: string; actor: CatalogueActor },
): Promise<{ tipo: VehicleType; replacedImage: string | null }> {
  try {
    return await db.transaction(async (tx) => {
      await lockForChange(tx, { catalogue: 'vehiculotipo', id: params.id, actor: params.actor });
      const [current] = await tx.select().from(vehiculoTipos).where(eq(vehiculoTipos.id, params.id));
      if (!current) throw new NotFoundError();
      if (await findTypeByName(tx, params.descripcion, params.id)) {
        throw new ConflictError(VEHICLE_CATALOG_MSG.tipoDuplicado);
      }
      const [row] = await tx
        .update(vehiculoTipos)
        .set({
          descripcion: params.descripcion,
          ...(params.imagen ? { imagen: params.imagen } : {}),
          ...updatedBy(params.actor),
        })
        .where(eq(vehiculoTipos.id, params.id))
        .returning();
      if (!row) throw new NotFoundError();
      return { tipo: toType(row), replacedImage: params.imagen ? current.imagen : null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(VEHICLE_CATALOG_MSG.tipoDuplicado);
    throw error;
  }
}

/** Absolute path of a type's image, or not found. */
export async function getVehicleTypeImage(db: Db, params: { id: number; uploadsDir: string }) {
  const [row] = await db
    .select({ imagen: vehiculoTipos.imagen })
    .from(vehiculoTipos)
    .where(eq(vehiculoTipos.id, params.id));
  if (!row?.imagen) throw new NotFoundError();
  const file = path.resolve(params.uploadsDir, row.imagen);
  // Stored names are generated, but never serve outside the uploads folder.
  if (!file.startsWith(path.resolve(params.uploadsDir) + path.sep)) throw new NotFoundError();
  try {
    return { file, buffer: await fs.readFile(file) };
  } catch {
    throw new NotFoundError();
  }
}

export const listVehicleBrands = (db: Db) =>
  db
    .select({ id: vehiculoMarcas.id, descripcion: vehiculoMarcas.descripcion })
    .from(vehiculoMarcas)
    .orderBy(asc(vehiculoMarcas.descripcion));

/**
 * Creates (no id) or renames (id) a brand; a name another brand holds is 'Marca duplicada'. A client's user may
 * not rename a brand another client uses, also through its models (shared-catalogues.ts).
 */
export async function saveVehicleBrand(
  db: Db,
  params: { id?: number | null; descripcion: string; actor: CatalogueActor },
) {
  const { id, actor } = params;
  try {
    if (id) {
      return await db.transaction(async (tx) => {
        await lockForChange(tx, { catalogue: 'vehiculomarca', id, actor });
        const [row] = await tx
          .update(vehiculoMarcas)
          .set({ descripcion: params.descripcion, ...updatedBy(actor) })
          .where(eq(vehiculoMarcas.id, id))
          .returning();
        if (!row) throw new NotFoundError();
        return row;
      });
    }
    const [row] = await db
      .insert(vehiculoMarcas)
      .values({ descripcion: params.descripcion, ...createdBy(actor) })
      .returning();
    if (!row) throw new Error('brand not created');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(VEHICLE_CATALOG_MSG.marcaDuplicada);
    throw error;
  }
}

export function listVehicleModels(db: Db, params: { brandId?: number }) {
  return db
    .select({
      id: vehiculoModelos.id,
      id_marca: vehiculoModelos.id_marca,
      descripcion: vehiculoModelos.descripcion,
      marca: vehiculoMarcas.descripcion,
    })
    .from(vehiculoModelos)
    .innerJoin(vehiculoMarcas, eq(vehiculoMarcas.id, vehiculoModelos.id_marca))
    .where(params.brandId ? eq(vehiculoModelos.id_marca, params.brandId) : undefined)
    .orderBy(asc(vehiculoMarcas.descripcion), asc(vehiculoModelos.descripcion));
}

/**
 * Creates or edits a model of a brand; the same name twice under one brand is a 409. A model vehicles use is
 * never moved to another brand (their brand would no longer match it), and a client's user may not change a
 * model another client uses (shared-catalogues.ts).
 */
export async function saveVehicleModel(
  db: Db,
  params: { id?: number | null; id_marca: number; descripcion: string; actor: CatalogueActor },
) {
  const { id, actor } = params;
  const [brand] = await db
    .select({ id: vehiculoMarcas.id })
    .from(vehiculoMarcas)
    .where(eq(vehiculoMarcas.id, params.id_marca));
  if (!brand) throw new NotFoundError();
  try {
    if (id) {
      return await db.transaction(async (tx) => {
        const state = await lockForChange(tx, { catalogue: 'vehiculomodelo', id, actor });
        const [current] = await tx
          .select({ id_marca: vehiculoModelos.id_marca })
          .from(vehiculoModelos)
          .where(eq(vehiculoModelos.id, id));
        if (!current) throw new NotFoundError();
        if (current.id_marca !== params.id_marca && state.usedByAnyone) {
          throw new ConflictError(SHARED_CATALOG_MSG.modeloEnUso);
        }
        const [row] = await tx
          .update(vehiculoModelos)
          .set({ id_marca: params.id_marca, descripcion: params.descripcion, ...updatedBy(actor) })
          .where(eq(vehiculoModelos.id, id))
          .returning();
        if (!row) throw new NotFoundError();
        return row;
      });
    }
    const [row] = await db
      .insert(vehiculoModelos)
      .values({ id_marca: params.id_marca, descripcion: params.descripcion, ...createdBy(actor) })
      .returning();
    if (!row) throw new Error('model not created');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(VEHICLE_CATALOG_MSG.modeloDuplicado);
    throw error;
  }
}
