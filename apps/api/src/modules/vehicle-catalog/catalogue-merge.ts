import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SHARED_CATALOG_MSG, type SharedCatalog } from '@huella/contracts';
import type { Db } from '../../db/client';
import {
  neumaticoModelos,
  vehiculoConfiguraciones as configuraciones,
  vehiculoModelos,
  vehiculoTipos,
} from '../../db/schema/index';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { listConfigurationPositions } from './configurations.service';
import { type CatalogueActor, type CatalogueDefinition, SHARED_CATALOGUES } from './shared-catalogues';

/**
 * Curation by the provider's internal roles (docs/decisions/0016-shared-catalogues.md): merge a duplicate
 * (origin) into the row kept (destination). Every reference is repointed, children with a twin under the
 * destination are merged with it and the others moved under it, then the duplicate is deleted; one transaction.
 */

/** Rows an UPDATE or DELETE … RETURNING touched (both drivers answer `rows`). */
async function touched(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

const setColumn = (db: Db, table: PgTable, column: PgColumn, to: number, where: SQL) =>
  touched(db, sql`update ${table} set ${sql.identifier(column.name)} = ${to} where ${where} returning 1`);

async function samePositions(db: Db, a: number, b: number): Promise<boolean> {
  const key = async (id: number) =>
    JSON.stringify(
      (await listConfigurationPositions(db, id)).map((p) => [p.posicion, p.ubicacion, p.id_ejes, p.eje]),
    );
  return (await key(a)) === (await key(b));
}

/**
 * The row under `parentId` that is the same entry as child `childId`, if any: a model of the same name, or a
 * configuration of the same identity (the unique keys that would otherwise refuse the move). Configurations of
 * one identity but other positions cannot become one: their vehicles' tyres sit on those positions (409).
 */
async function twinUnder(
  db: Db,
  catalogue: SharedCatalog,
  childId: number,
  parentId: number,
): Promise<number | undefined> {
  if (catalogue === 'vehiculomodelo' || catalogue === 'neumaticomodelo') {
    const table = catalogue === 'vehiculomodelo' ? vehiculoModelos : neumaticoModelos;
    const [child] = await db.select().from(table).where(eq(table.id, childId));
    if (!child) return undefined;
    const [twin] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id_marca, parentId), eq(table.descripcion, child.descripcion)));
    return twin?.id;
  }
  if (catalogue === 'vehiculoconfiguracion') {
    const [child] = await db.select().from(configuraciones).where(eq(configuraciones.id, childId));
    if (!child) return undefined;
    const [twin] = await db
      .select({ id: configuraciones.id })
      .from(configuraciones)
      .where(
        and(
          eq(configuraciones.id_vehiculotipo, parentId),
          eq(configuraciones.nroneumaticos, child.nroneumaticos),
          sql`lower(${configuraciones.tipo_configuracion}) = lower(${child.tipo_configuracion})`,
          eq(configuraciones.delanteros, child.delanteros),
          ne(configuraciones.id, childId),
        ),
      );
    if (!twin) return undefined;
    if (!(await samePositions(db, childId, twin.id))) {
      throw new ConflictError(SHARED_CATALOG_MSG.configuracionesDistintas(child.nombre));
    }
    return twin.id;
  }
  return undefined;
}

/** Repoints everything from `originId` to `destinationId`, deletes the origin; answers the rows repointed. */
async function mergeInto(
  db: Db,
  catalogue: CatalogueDefinition,
  originId: number,
  destinationId: number,
  actor: CatalogueActor,
): Promise<number> {
  let total = 0;
  for (const reference of catalogue.references) {
    total += await setColumn(
      db,
      reference.table,
      reference.column,
      destinationId,
      sql`${reference.column} = ${originId}`,
    );
  }
  for (const reference of catalogue.children) {
    const child = SHARED_CATALOGUES[reference.catalogue];
    const rows = (await db.execute(
      sql`select ${sql.identifier(child.id.name)} as id from ${child.table} where ${reference.column} = ${originId} order by 1`,
    )) as unknown as { rows: { id: number }[] };
    for (const { id } of rows.rows) {
      const twin = await twinUnder(db, child.key, Number(id), destinationId);
      if (twin !== undefined) {
        total += await mergeInto(db, child, Number(id), twin, actor);
      } else {
        total += await touched(
          db,
          sql`update ${child.table} set ${sql.identifier(reference.column.name)} = ${destinationId},
            updated_by = ${actor.userId} where ${child.id} = ${Number(id)} returning 1`,
        );
      }
    }
  }
  await db.execute(sql`delete from ${catalogue.table} where ${catalogue.id} = ${originId}`);
  return total;
}

/**
 * Merges catalogue row `originId` into `destinationId`. Models merge only within one brand and configurations
 * only within one vehicle type with the same positions (409 otherwise): a merge never re-parents a row in use.
 * A vehicle type keeps its own image, or takes the duplicate's when it has none; `removedImage` is the stored
 * file no row names any more, for the caller to delete once committed.
 */
export async function mergeCatalogueRows(
  db: Db,
  params: { catalogue: SharedCatalog; originId: number; destinationId: number; actor: CatalogueActor },
): Promise<{ referencias: number; removedImage: string | null }> {
  const { originId, destinationId, actor } = params;
  const catalogue = SHARED_CATALOGUES[params.catalogue];
  return db.transaction(async (tx) => {
    // Both rows locked, lower id first, so two merges of the same pair cannot deadlock.
    const locked = (await tx.execute(
      sql`select ${sql.identifier(catalogue.id.name)} as id${
        catalogue.parent ? sql`, ${sql.identifier(catalogue.parent.name)} as parent` : sql``
      } from ${catalogue.table} where ${catalogue.id} in (${originId}, ${destinationId}) order by 1 for update`,
    )) as unknown as { rows: { id: number; parent?: number }[] };
    const origin = locked.rows.find((row) => Number(row.id) === originId);
    const destination = locked.rows.find((row) => Number(row.id) === destinationId);
    if (!origin) throw new NotFoundError(SHARED_CATALOG_MSG.origenNoExiste);
    if (!destination) throw new NotFoundError(SHARED_CATALOG_MSG.destinoNoExiste);
    if (catalogue.parent && Number(origin.parent) !== Number(destination.parent)) {
      throw new ConflictError(
        catalogue.key === 'vehiculoconfiguracion'
          ? SHARED_CATALOG_MSG.otroTipo
          : SHARED_CATALOG_MSG.otraMarca,
      );
    }
    if (catalogue.key === 'vehiculoconfiguracion' && !(await samePositions(tx, originId, destinationId))) {
      throw new ConflictError(SHARED_CATALOG_MSG.otrasPosiciones);
    }

    let removedImage: string | null = null;
    if (catalogue.key === 'vehiculotipo') {
      const images = await tx
        .select({ id: vehiculoTipos.id, imagen: vehiculoTipos.imagen })
        .from(vehiculoTipos)
        .where(sql`${vehiculoTipos.id} in (${originId}, ${destinationId})`);
      const originImage = images.find((row) => row.id === originId)?.imagen ?? null;
      const destinationImage = images.find((row) => row.id === destinationId)?.imagen ?? null;
      if (originImage && !destinationImage) {
        await tx
          .update(vehiculoTipos)
          .set({ imagen: originImage })
          .where(eq(vehiculoTipos.id, destinationId));
      } else {
        removedImage = originImage;
      }
    }

    const referencias = await mergeInto(tx, catalogue, originId, destinationId, actor);
    await tx.execute(
      sql`update ${catalogue.table} set updated_by = ${actor.userId} where ${catalogue.id} = ${destinationId}`,
    );
    return { referencias, removedImage };
  });
}
