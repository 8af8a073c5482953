import { eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isMemberRole, MEMBER_ROLES, SHARED_CATALOG_MSG, type SharedCatalog } from '@huella/contracts';
import type { Db } from '../../db/client';
import {
  empresasReencauche,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  usuarioClientes,
  usuarios,
  vehiculoConfiguraciones,
  vehiculoMarcas,
  vehiculoModelos,
  vehiculos,
  vehiculoTipos,
} from '../../db/schema/index';
import { ConflictError, NotFoundError } from '../../lib/http-errors';

/**
 * The one rule of the shared catalogues (docs/decisions/0016-shared-catalogues.md). Every client's vehicles and
 * tyres point at the same types, brands, models, configurations, sizes, designs and retreaders, so that the
 * provider's reports compare like with like. A client's users (roles 4, 5) may add entries, but may change or
 * delete one only while no other client uses it; the provider's internal roles curate (rename, merge). A row in
 * use is never moved under another parent, whoever asks. Every write records who made it.
 */

/** Rows a client owns that point at a catalogue row: they make it "used" by that client. */
interface ClientReference {
  table: PgTable;
  column: PgColumn;
  client: PgColumn;
}

/** Catalogue rows under a catalogue row (models of a brand, configurations of a vehicle type). */
interface ChildReference {
  catalogue: SharedCatalog;
  column: PgColumn;
}

export interface CatalogueDefinition {
  key: SharedCatalog;
  area: 'vehiculos' | 'neumaticos';
  table: PgTable;
  id: PgColumn;
  createdBy: PgColumn;
  /** The column that places the row under another catalogue row (never changed while the row is in use). */
  parent?: PgColumn;
  references: ClientReference[];
  children: ChildReference[];
}

const vehicle = (column: PgColumn): ClientReference => ({
  table: vehiculos,
  column,
  client: vehiculos.id_cliente,
});
const tyre = (column: PgColumn): ClientReference => ({
  table: neumaticos,
  column,
  client: neumaticos.id_cliente,
});
const cost = (column: PgColumn): ClientReference => ({
  table: neumaticoCostos,
  column,
  client: neumaticoCostos.id_cliente,
});

/**
 * Every reference to a shared catalogue row. The usage checks and the merge read this list only; a test compares
 * it with the database's foreign keys, so a new table that keeps a catalogue id must be added here.
 */
export const SHARED_CATALOGUES: Record<SharedCatalog, CatalogueDefinition> = {
  vehiculotipo: {
    key: 'vehiculotipo',
    area: 'vehiculos',
    table: vehiculoTipos,
    id: vehiculoTipos.id,
    createdBy: vehiculoTipos.created_by,
    references: [vehicle(vehiculos.id_tipo)],
    children: [{ catalogue: 'vehiculoconfiguracion', column: vehiculoConfiguraciones.id_vehiculotipo }],
  },
  vehiculomarca: {
    key: 'vehiculomarca',
    area: 'vehiculos',
    table: vehiculoMarcas,
    id: vehiculoMarcas.id,
    createdBy: vehiculoMarcas.created_by,
    references: [vehicle(vehiculos.id_marca)],
    children: [{ catalogue: 'vehiculomodelo', column: vehiculoModelos.id_marca }],
  },
  vehiculomodelo: {
    key: 'vehiculomodelo',
    area: 'vehiculos',
    table: vehiculoModelos,
    id: vehiculoModelos.id,
    createdBy: vehiculoModelos.created_by,
    parent: vehiculoModelos.id_marca,
    references: [vehicle(vehiculos.id_modelo)],
    children: [],
  },
  vehiculoconfiguracion: {
    key: 'vehiculoconfiguracion',
    area: 'vehiculos',
    table: vehiculoConfiguraciones,
    id: vehiculoConfiguraciones.id,
    createdBy: vehiculoConfiguraciones.created_by,
    parent: vehiculoConfiguraciones.id_vehiculotipo,
    references: [vehicle(vehiculos.id_configuracion)],
    children: [],
  },
  neumaticomarca: {
    key: 'neumaticomarca',
    area: 'neumaticos',
    table: neumaticoMarcas,
    id: neumaticoMarcas.id,
    createdBy: neumaticoMarcas.created_by,
    references: [tyre(neumaticos.id_marca)],
    children: [{ catalogue: 'neumaticomodelo', column: neumaticoModelos.id_marca }],
  },
  neumaticomodelo: {
    key: 'neumaticomodelo',
    area: 'neumaticos',
    table: neumaticoModelos,
    id: neumaticoModelos.id,
    createdBy: neumaticoModelos.created_by,
    parent: neumaticoModelos.id_marca,
    references: [tyre(neumaticos.id_modelo)],
    children: [],
  },
  neumaticomedida: {
    key: 'neumaticomedida',
    area: 'neumaticos',
    table: neumaticoMedidas,
    id: neumaticoMedidas.id,
    createdBy: neumaticoMedidas.created_by,
    references: [tyre(neumaticos.id_medida)],
    children: [],
  },
  neumaticodisenio: {
    key: 'neumaticodisenio',
    area: 'neumaticos',
    table: neumaticoDisenios,
    id: neumaticoDisenios.id,
    createdBy: neumaticoDisenios.created_by,
    references: [tyre(neumaticos.id_disenio), cost(neumaticoCostos.id_disenio)],
    children: [],
  },
  empresas: {
    key: 'empresas',
    area: 'neumaticos',
    table: empresasReencauche,
    id: empresasReencauche.id,
    createdBy: empresasReencauche.created_by,
    references: [tyre(neumaticos.id_empresa), cost(neumaticoCostos.id_empresa)],
    children: [],
  },
};

/**
 * Who writes: the user, and for a client's user the clients they belong to (`clientIds`); null for the
 * provider's internal roles, who curate every row.
 */
export interface CatalogueActor {
  userId: number;
  clientIds: number[] | null;
}

export async function catalogueActor(db: Db, user: { id: number; role: number }): Promise<CatalogueActor> {
  if (!isMemberRole(user.role)) return { userId: user.id, clientIds: null };
  const rows = await db
    .select({ id: usuarioClientes.id_cliente })
    .from(usuarioClientes)
    .where(eq(usuarioClientes.id_usuario, user.id));
  return { userId: user.id, clientIds: rows.map((row) => row.id) };
}

/** Authorship of a new row. */
export const createdBy = (actor: CatalogueActor) => ({ created_by: actor.userId, updated_by: actor.userId });
/** Authorship of a changed row. */
export const updatedBy = (actor: CatalogueActor) => ({ updated_by: actor.userId });

/** Client users of the clients `clientIds` does not hold: a row they added is theirs to rely on. */
function otherClientsMembers(clientIds: number[]): SQL {
  return sql`(select ${usuarioClientes.id_usuario} from ${usuarioClientes}
    inner join ${usuarios} on ${usuarios.id} = ${usuarioClientes.id_usuario}
    where ${inArray(usuarios.role_id, [...MEMBER_ROLES])} and ${notInArray(usuarioClientes.id_cliente, clientIds)})`;
}

/**
 * SQL true when the catalogue row `id` is used: by any client's rows (`clientIds` null), or only by rows of
 * clients outside `clientIds`, where a child row (a brand's model) another client's user added counts too.
 * Children count through their own references: a brand is used by the vehicles of its models.
 */
function usedSql(catalogue: CatalogueDefinition, id: SQL | PgColumn, clientIds: number[] | null): SQL {
  const outside = (column: PgColumn) => (clientIds ? sql` and ${notInArray(column, clientIds)}` : sql``);
  const conditions = [
    ...catalogue.references.map(
      (reference) =>
        sql`exists (select 1 from ${reference.table} where ${reference.column} = ${id}${outside(reference.client)})`,
    ),
    ...catalogue.children.map((reference) => {
      const child = SHARED_CATALOGUES[reference.catalogue];
      const childUsed = usedSql(child, child.id, clientIds);
      const addedByOthers = clientIds
        ? sql` or ${child.createdBy} in ${otherClientsMembers(clientIds)}`
        : sql``;
      return sql`exists (select 1 from ${child.table} where ${reference.column} = ${id} and (${childUsed}${addedByOthers}))`;
    }),
  ];
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

export interface CatalogueRowState {
  /** Any client's vehicles or tyres use it (directly or through its children). */
  usedByAnyone: boolean;
}

/**
 * Locks a catalogue row for a change and applies the rule: 404 when it does not exist; 409 when the actor is a
 * client's user and another client uses the row or added it (or one of its children). The lock also holds off
 * a vehicle or tyre that would start pointing at it meanwhile (their foreign key waits for it).
 */
export async function lockForChange(
  db: Db,
  params: { catalogue: SharedCatalog; id: number; actor: CatalogueActor },
): Promise<CatalogueRowState> {
  const catalogue = SHARED_CATALOGUES[params.catalogue];
  const { clientIds } = params.actor;
  const byOthers = clientIds
    ? sql`(${usedSql(catalogue, catalogue.id, clientIds)} or ${catalogue.createdBy} in ${otherClientsMembers(clientIds)})`
    : sql`false`;
  const [row] = await db
    .select({
      usedByAnyone: sql<boolean>`${usedSql(catalogue, catalogue.id, null)}`,
      usedByOthers: sql<boolean>`${byOthers}`,
    })
    .from(catalogue.table)
    .where(eq(catalogue.id, params.id))
    .for('update');
  if (!row) throw new NotFoundError();
  if (row.usedByOthers) throw new ConflictError(SHARED_CATALOG_MSG.usadoPorOtroCliente);
  return { usedByAnyone: row.usedByAnyone };
}
