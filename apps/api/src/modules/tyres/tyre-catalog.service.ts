import { asc, eq } from 'drizzle-orm';
import { TYRE_CATALOG_MSG, type TyreCatalog } from '@huella/contracts';
import type { Db } from '../../db/client';
import {
  empresasReencauche,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, ValidationError } from '../../lib/http-errors';
import { type CatalogueActor, createdBy } from '../vehicle-catalog/shared-catalogues';

/**
 * Global tyre catalogues (architecture §6): no client filter. Names arrive uppercased from the contract, so
 * the unique constraints are the spec's "compared uppercased" duplicate check; a violation becomes its 409.
 * Client users only add rows here; renaming and merging is the provider's curation
 * (docs/decisions/0016-shared-catalogues.md). Every row records who added it.
 */
async function insertOr409<T>(insert: () => Promise<T[]>, message: string): Promise<T> {
  try {
    const [row] = await insert();
    if (!row) throw new Error('catalogue row not created');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message);
    throw error;
  }
}

export const createTyreBrand = (db: Db, params: { descripcion: string }, actor: CatalogueActor) =>
  insertOr409(
    () =>
      db
        .insert(neumaticoMarcas)
        .values({ ...params, ...createdBy(actor) })
        .returning(),
    TYRE_CATALOG_MSG.marcaDuplicada,
  );

export async function createTyreModel(
  db: Db,
  params: { id_marca: number; descripcion: string },
  actor: CatalogueActor,
) {
  const [brand] = await db
    .select({ descripcion: neumaticoMarcas.descripcion })
    .from(neumaticoMarcas)
    .where(eq(neumaticoMarcas.id, params.id_marca));
  if (!brand) throw new ValidationError('id_marca', TYRE_CATALOG_MSG.marcaRequerida);
  const row = await insertOr409(
    () =>
      db
        .insert(neumaticoModelos)
        .values({ ...params, ...createdBy(actor) })
        .returning(),
    TYRE_CATALOG_MSG.modeloDuplicado,
  );
  return { ...row, marca: brand.descripcion };
}

export const createTyreMeasure = (
  db: Db,
  params: { ancho: string; perfil: string; aro: string; descripcion: string },
  actor: CatalogueActor,
) =>
  insertOr409(
    () =>
      db
        .insert(neumaticoMedidas)
        .values({ ...params, ...createdBy(actor) })
        .returning(),
    TYRE_CATALOG_MSG.medidaDuplicada,
  );

export const createTyreDesign = (db: Db, params: { nombre: string }, actor: CatalogueActor) =>
  insertOr409(
    () =>
      db
        .insert(neumaticoDisenios)
        .values({ ...params, ...createdBy(actor) })
        .returning(),
    TYRE_CATALOG_MSG.disenioDuplicado,
  );

export const createRetreader = (
  db: Db,
  params: { ruc: string; razon_social: string },
  actor: CatalogueActor,
) =>
  insertOr409(
    () =>
      db
        .insert(empresasReencauche)
        .values({ ...params, ...createdBy(actor) })
        .returning(),
    TYRE_CATALOG_MSG.rucDuplicado,
  );

/** The five catalogues of the tyre dialog (neumaticos/list), each by name. */
export async function listTyreCatalog(db: Db): Promise<TyreCatalog> {
  const [marcas, modelos, medidas, disenios, empresas] = await Promise.all([
    db
      .select({ id: neumaticoMarcas.id, descripcion: neumaticoMarcas.descripcion })
      .from(neumaticoMarcas)
      .orderBy(asc(neumaticoMarcas.descripcion)),
    db
      .select({
        id: neumaticoModelos.id,
        id_marca: neumaticoModelos.id_marca,
        descripcion: neumaticoModelos.descripcion,
        marca: neumaticoMarcas.descripcion,
      })
      .from(neumaticoModelos)
      .innerJoin(neumaticoMarcas, eq(neumaticoMarcas.id, neumaticoModelos.id_marca))
      .orderBy(asc(neumaticoMarcas.descripcion), asc(neumaticoModelos.descripcion)),
    db
      .select({
        id: neumaticoMedidas.id,
        ancho: neumaticoMedidas.ancho,
        perfil: neumaticoMedidas.perfil,
        aro: neumaticoMedidas.aro,
        descripcion: neumaticoMedidas.descripcion,
      })
      .from(neumaticoMedidas)
      .orderBy(asc(neumaticoMedidas.descripcion)),
    db
      .select({ id: neumaticoDisenios.id, nombre: neumaticoDisenios.nombre })
      .from(neumaticoDisenios)
      .orderBy(asc(neumaticoDisenios.nombre)),
    db
      .select({
        id: empresasReencauche.id,
        ruc: empresasReencauche.ruc,
        razon_social: empresasReencauche.razon_social,
      })
      .from(empresasReencauche)
      .orderBy(asc(empresasReencauche.razon_social)),
  ]);
  return { marcas, modelos, medidas, disenios, empresas };
}
