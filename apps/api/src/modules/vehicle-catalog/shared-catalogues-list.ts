import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SharedCatalog, SharedCatalogRow } from '@huella/contracts';
import type { Db } from '../../db/client';
import {
  empresasReencauche,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  vehiculoConfiguraciones,
  vehiculoMarcas,
  vehiculoModelos,
  vehiculoTipos,
} from '../../db/schema/index';
import { SHARED_CATALOGUES } from './shared-catalogues';

/**
 * Every row of one shared catalogue for the curation screen ('Catálogos compartidos', menu 97): its name, the row
 * it sits under (merges stay within one brand or vehicle type) and how many client rows point at it, so the
 * provider can tell which of two duplicates to keep. The count reads the same reference list as the merge.
 */

/** Client rows (vehicles, tyres, costs) of every client pointing at the row whose id is `id`. */
function referenceCount(catalogue: SharedCatalog, id: PgColumn): SQL<number> {
  const counts = SHARED_CATALOGUES[catalogue].references.map(
    (reference) => sql`(select count(*) from ${reference.table} where ${reference.column} = ${id})`,
  );
  return sql`(${sql.join(counts, sql` + `)})`.mapWith(Number);
}

const noParent = { id_padre: sql<null>`null`, padre: sql<null>`null` };

export async function listSharedCatalogue(db: Db, catalogue: SharedCatalog): Promise<SharedCatalogRow[]> {
  switch (catalogue) {
    case 'vehiculotipo':
      return db
        .select({
          id: vehiculoTipos.id,
          descripcion: vehiculoTipos.descripcion,
          ...noParent,
          detalle: sql<null>`null`,
          referencias: referenceCount(catalogue, vehiculoTipos.id),
        })
        .from(vehiculoTipos)
        .orderBy(asc(vehiculoTipos.descripcion));
    case 'vehiculomarca':
      return db
        .select({
          id: vehiculoMarcas.id,
          descripcion: vehiculoMarcas.descripcion,
          ...noParent,
          detalle: sql<null>`null`,
          referencias: referenceCount(catalogue, vehiculoMarcas.id),
        })
        .from(vehiculoMarcas)
        .orderBy(asc(vehiculoMarcas.descripcion));
    case 'vehiculomodelo':
      return db
        .select({
          id: vehiculoModelos.id,
          descripcion: vehiculoModelos.descripcion,
          id_padre: vehiculoModelos.id_marca,
          padre: vehiculoMarcas.descripcion,
          detalle: sql<null>`null`,
          referencias: referenceCount(catalogue, vehiculoModelos.id),
        })
        .from(vehiculoModelos)
        .innerJoin(vehiculoMarcas, eq(vehiculoMarcas.id, vehiculoModelos.id_marca))
        .orderBy(asc(vehiculoMarcas.descripcion), asc(vehiculoModelos.descripcion));
    case 'vehiculoconfiguracion':
      return db
        .select({
          id: vehiculoConfiguraciones.id,
          descripcion: vehiculoConfiguraciones.nombre,
          id_padre: vehiculoConfiguraciones.id_vehiculotipo,
          padre: vehiculoTipos.descripcion,
          detalle: sql<string>`${vehiculoConfiguraciones.tipo_configuracion} || ' · ' || ${vehiculoConfiguraciones.nroneumaticos} || ' neumáticos'`,
          referencias: referenceCount(catalogue, vehiculoConfiguraciones.id),
        })
        .from(vehiculoConfiguraciones)
        .innerJoin(vehiculoTipos, eq(vehiculoTipos.id, vehiculoConfiguraciones.id_vehiculotipo))
        .orderBy(asc(vehiculoTipos.descripcion), asc(vehiculoConfiguraciones.nombre));
    case 'neumaticomarca':
      return db
        .select({
          id: neumaticoMarcas.id,
          descripcion: neumaticoMarcas.descripcion,
          ...noParent,
          detalle: sql<null>`null`,
          referencias: referenceCount(catalogue, neumaticoMarcas.id),
        })
        .from(neumaticoMarcas)
        .orderBy(asc(neumaticoMarcas.descripcion));
    case 'neumaticomodelo':
      return db
        .select({
          id: neumaticoModelos.id,
          descripcion: neumaticoModelos.descripcion,
          id_padre: neumaticoModelos.id_marca,
          padre: neumaticoMarcas.descripcion,
          detalle: sql<null>`null`,
          referencias: referenceCount(catalogue, neumaticoModelos.id),
        })
        .from(neumaticoModelos)
        .innerJoin(neumaticoMarcas, eq(neumaticoMarcas.id, neumaticoModelos.id_marca))
        .orderBy(asc(neumaticoMarcas.descripcion), asc(neumaticoModelos.descripcion));
    case 'neumaticomedida':
      return db
        .select({
          id: neumaticoMedidas.id,
          descripcion: neumaticoMedidas.descripcion,
          ...noParent,
          detalle: sql<null>`null`,
          referencias: referenceCount(catalogue, neumaticoMedidas.id),
        })
        .from(neumaticoMedidas)
        .orderBy(asc(neumaticoMedidas.descripcion));
    case 'neumaticodisenio':
      return db
        .select({
          id: neumaticoDisenios.id,
          descripcion: neumaticoDisenios.nombre,
          ...noParent,
          detalle: sql<null>`null`,
          referencias: referenceCount(catalogue, neumaticoDisenios.id),
        })
        .from(neumaticoDisenios)
        .orderBy(asc(neumaticoDisenios.nombre));
    case 'empresas':
      return db
        .select({
          id: empresasReencauche.id,
          descripcion: empresasReencauche.razon_social,
          ...noParent,
          detalle: sql<string>`'RUC ' || ${empresasReencauche.ruc}`,
          referencias: referenceCount(catalogue, empresasReencauche.id),
        })
        .from(empresasReencauche)
        .orderBy(asc(empresasReencauche.razon_social));
  }
}
