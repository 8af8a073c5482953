import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { AXLE_TYPES, axleProblem, frontTyres, numberPositions } from '@huella/domain';
import {
  CONFIGURATION_MSG,
  SHARED_CATALOG_MSG,
  type CONFIGURATION_SORTS,
  type ConfigurationDetail,
  type ConfigurationSummary,
  type Paged,
} from '@huella/contracts';
import type { Db } from '../../db/client';
import {
  vehiculoConfiguracionPosiciones as posiciones,
  vehiculoConfiguraciones as configuraciones,
  vehiculoTipos,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { countConfigurationUses } from './configuration-usage';
import { type CatalogueActor, createdBy, lockForChange, updatedBy } from './shared-catalogues';

/** Vehicle configurations: a global catalogue (architecture §6), with its positions as child rows. */

const summaryColumns = {
  id: configuraciones.id,
  nombre: configuraciones.nombre,
  id_vehiculotipo: configuraciones.id_vehiculotipo,
  tipo_vehiculo: vehiculoTipos.descripcion,
  nroneumaticos: configuraciones.nroneumaticos,
  tipo_configuracion: configuraciones.tipo_configuracion,
  delanteros: configuraciones.delanteros,
  ejes: sql<number>`(select count(distinct p.eje)::int from ${posiciones} p where p.id_configuracion = ${configuraciones.id})`,
  ubicaciones: sql<
    number[]
  >`coalesce((select array_agg(p.ubicacion::int order by p.ubicacion) from ${posiciones} p where p.id_configuracion = ${configuraciones.id}), '{}'::int[])`,
};

const SORT_COLUMNS = {
  id: configuraciones.id,
  nombre: configuraciones.nombre,
  tipo_vehiculo: vehiculoTipos.descripcion,
  nroneumaticos: configuraciones.nroneumaticos,
  tipo_configuracion: configuraciones.tipo_configuracion,
} as const;

export interface ListConfigurationsParams {
  page: number;
  per_page: number;
  search?: string;
  sortBy?: (typeof CONFIGURATION_SORTS)[number];
  sortDirection: 'asc' | 'desc';
  id_vehiculotipo?: number;
}

export async function listConfigurations(
  db: Db,
  params: ListConfigurationsParams,
): Promise<Paged<ConfigurationSummary>> {
  const term = params.search ? likePattern(params.search) : undefined;
  const where = and(
    params.id_vehiculotipo ? eq(configuraciones.id_vehiculotipo, params.id_vehiculotipo) : undefined,
    term
      ? or(
          ilike(configuraciones.nombre, term),
          ilike(vehiculoTipos.descripcion, term),
          ilike(configuraciones.tipo_configuracion, term),
        )
      : undefined,
  );
  const sortColumn = SORT_COLUMNS[params.sortBy ?? 'id'];
  const direction = params.sortBy ? params.sortDirection : 'desc';
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(configuraciones)
      .innerJoin(vehiculoTipos, eq(vehiculoTipos.id, configuraciones.id_vehiculotipo))
      .where(where)
      .orderBy(direction === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(configuraciones.id))
      .limit(params.per_page)
      .offset(offsetOf(params)),
    db
      .select({ total: count() })
      .from(configuraciones)
      .innerJoin(vehiculoTipos, eq(vehiculoTipos.id, configuraciones.id_vehiculotipo))
      .where(where),
  ]);
  return toPage(rows, Number(total?.total ?? 0), params);
}

/** Every configuration (of one vehicle type when given), by name: the selectors' list. */
export function listAllConfigurations(db: Db, params: { vehicleTypeId?: number | null }) {
  return db
    .select(summaryColumns)
    .from(configuraciones)
    .innerJoin(vehiculoTipos, eq(vehiculoTipos.id, configuraciones.id_vehiculotipo))
    .where(params.vehicleTypeId ? eq(configuraciones.id_vehiculotipo, params.vehicleTypeId) : undefined)
    .orderBy(asc(configuraciones.nombre));
}

export function listConfigurationPositions(db: Db, configurationId: number) {
  return db
    .select({
      posicion: posiciones.posicion,
      ubicacion: posiciones.ubicacion,
      id_ejes: posiciones.id_ejes,
      eje: posiciones.eje,
    })
    .from(posiciones)
    .where(eq(posiciones.id_configuracion, configurationId))
    .orderBy(asc(posiciones.posicion));
}

const axleName = (id: number) => AXLE_TYPES.find((type) => type.id === id)?.descripcion ?? '';

export async function getConfiguration(db: Db, configurationId: number): Promise<ConfigurationDetail> {
  const [row] = await db
    .select(summaryColumns)
    .from(configuraciones)
    .innerJoin(vehiculoTipos, eq(vehiculoTipos.id, configuraciones.id_vehiculotipo))
    .where(eq(configuraciones.id, configurationId));
  if (!row) throw new NotFoundError();
  const positions = await listConfigurationPositions(db, configurationId);
  const axles = new Map<
    number,
    { eje: number; id_ejes: number; descripcion: string; ubicaciones: number[] }
  >();
  for (const position of positions) {
    const axle = axles.get(position.eje) ?? {
      eje: position.eje,
      id_ejes: position.id_ejes,
      descripcion: axleName(position.id_ejes),
      ubicaciones: [],
    };
    axle.ubicaciones.push(position.ubicacion);
    axles.set(position.eje, axle);
  }
  const uses = await countConfigurationUses(db, configurationId);
  return {
    ...row,
    ejes: [...axles.values()].sort((a, b) => a.eje - b.eje),
    posiciones: positions,
    en_uso: uses > 0,
  };
}

interface Identity {
  id?: number | null;
  id_vehiculotipo: number;
  nroneumaticos: number;
  tipo_configuracion: string;
  delanteros: number;
}

/** Another configuration with the same type, tyre count, configuration type and front tyres (spec 2 §5). */
export async function findDuplicateConfiguration(db: Db, identity: Identity) {
  const [row] = await db
    .select({ id: configuraciones.id })
    .from(configuraciones)
    .where(
      and(
        eq(configuraciones.id_vehiculotipo, identity.id_vehiculotipo),
        eq(configuraciones.nroneumaticos, identity.nroneumaticos),
        sql`lower(${configuraciones.tipo_configuracion}) = lower(${identity.tipo_configuracion})`,
        eq(configuraciones.delanteros, identity.delanteros),
        identity.id ? ne(configuraciones.id, identity.id) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export interface ConfigurationInput {
  id?: number | null;
  nombre: string;
  id_vehiculotipo: number;
  nroneumaticos: number;
  tipo_configuracion: string;
  ejes: { id_ejes: number; ubicaciones: number[] }[];
}

const positionKey = (rows: { posicion: number; ubicacion: number; id_ejes: number; eje: number }[]) =>
  JSON.stringify(
    [...rows].sort((a, b) => a.posicion - b.posicion).map((r) => [r.posicion, r.ubicacion, r.id_ejes, r.eje]),
  );

/**
 * Creates or edits a configuration and its positions in one transaction. Refuses (422) axles that break the
 * diagram rules, (409) a duplicate identity, (409) new positions or another vehicle type for a configuration
 * vehicles use, and (409) any change by a client's user to one another client uses (shared-catalogues.ts).
 */
export async function saveConfiguration(
  db: Db,
  input: ConfigurationInput,
  actor: CatalogueActor,
): Promise<ConfigurationDetail> {
  const problem = axleProblem(input.ejes, input.nroneumaticos);
  if (problem) throw new ValidationError('ejes', problem);
  const positions = numberPositions(input.ejes);
  const delanteros = frontTyres(input.ejes);

  const id = await db
    .transaction(async (tx) => {
      const [type] = await tx
        .select({ id: vehiculoTipos.id })
        .from(vehiculoTipos)
        .where(eq(vehiculoTipos.id, input.id_vehiculotipo));
      if (!type) throw new ValidationError('id_vehiculotipo', CONFIGURATION_MSG.tipoVehiculoRequerido);
      // An edit first: whether this row may change at all comes before what it would collide with.
      let current: { id: number; changed: boolean } | undefined;
      if (input.id) {
        const state = await lockForChange(tx, { catalogue: 'vehiculoconfiguracion', id: input.id, actor });
        const [row] = await tx
          .select({ id: configuraciones.id, id_vehiculotipo: configuraciones.id_vehiculotipo })
          .from(configuraciones)
          .where(eq(configuraciones.id, input.id));
        if (!row) throw new NotFoundError();
        // Its vehicles keep their type: moving the layout to another type would contradict them.
        if (row.id_vehiculotipo !== input.id_vehiculotipo && state.usedByAnyone) {
          throw new ConflictError(SHARED_CATALOG_MSG.configuracionEnUso);
        }
        const before = await listConfigurationPositions(tx, row.id);
        const changed = positionKey(before) !== positionKey(positions);
        if (changed && state.usedByAnyone) {
          throw new ConflictError(CONFIGURATION_MSG.enUsoPosiciones);
        }
        current = { id: row.id, changed };
      }
      if (await findDuplicateConfiguration(tx, { ...input, delanteros })) {
        throw new ConflictError(CONFIGURATION_MSG.duplicada);
      }
      const values = {
        nombre: input.nombre,
        id_vehiculotipo: input.id_vehiculotipo,
        nroneumaticos: input.nroneumaticos,
        tipo_configuracion: input.tipo_configuracion,
        delanteros,
      };
      let configurationId: number;
      if (current) {
        await tx
          .update(configuraciones)
          .set({ ...values, ...updatedBy(actor), updated_at: new Date() })
          .where(eq(configuraciones.id, current.id));
        configurationId = current.id;
        if (!current.changed) return configurationId;
        await tx.delete(posiciones).where(eq(posiciones.id_configuracion, configurationId));
      } else {
        const [created] = await tx
          .insert(configuraciones)
          .values({ ...values, ...createdBy(actor) })
          .returning({ id: configuraciones.id });
        if (!created) throw new Error('configuration not created');
        configurationId = created.id;
      }
      await tx
        .insert(posiciones)
        .values(positions.map((position) => ({ id_configuracion: configurationId, ...position })));
      return configurationId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ConflictError(CONFIGURATION_MSG.duplicada);
      throw error;
    });
  return getConfiguration(db, id);
}

/**
 * Deletes a configuration no vehicle uses (its positions go with it); a client's user may not delete one
 * another client added or uses (shared-catalogues.ts).
 */
export async function deleteConfiguration(
  db: Db,
  configurationId: number,
  actor: CatalogueActor,
): Promise<string> {
  return db.transaction(async (tx) => {
    const state = await lockForChange(tx, { catalogue: 'vehiculoconfiguracion', id: configurationId, actor });
    if (state.usedByAnyone) throw new ConflictError(CONFIGURATION_MSG.enUsoEliminar);
    // The name is answered for the action log.
    const [deleted] = await tx
      .delete(configuraciones)
      .where(eq(configuraciones.id, configurationId))
      .returning({ nombre: configuraciones.nombre });
    return deleted?.nombre ?? String(configurationId);
  });
}
