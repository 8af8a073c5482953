import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  VEHICLE_MSG,
  type VehicleDetail,
  type VehicleForm,
  type VehicleListItem,
  type vehiclePositionTyre,
} from '@huella/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/prepared';
import {
  aplicaciones,
  clientes,
  neumaticoDisenios,
  neumaticoHistorial,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  plantas,
  remanentesAplicacion,
  vehiculoConfiguraciones,
  vehiculoMarcas,
  vehiculoModelos,
  vehiculos,
  vehiculoTipos,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { canEditKm } from './vehicle-readings';
import { VEHICLE_COLUMNS } from './vehicle-row';

/** One batch of the export, in id order after `afterId` (keyset: deep batches cost the same as the first). */
export async function listVehicleBatch(
  db: Db,
  params: { clientId: number; afterId: number | undefined; limit: number },
): Promise<VehicleListItem[]> {
  return queryRows<VehicleListItem>(
    db,
    sql`select ${VEHICLE_COLUMNS} from vehiculos v where v.id_cliente = ${params.clientId}
      ${params.afterId === undefined ? sql`` : sql`and v.id > ${params.afterId}`}
      order by v.id limit ${params.limit}`,
  );
}

/** id, placa, codigo of every vehicle (selectors of other screens), by plate. */
export async function listVehiclesMinified(db: Db, params: { clientId: number }) {
  return db
    .select({
      id: vehiculos.id,
      placa: vehiculos.placa,
      codigo: sql<string>`coalesce(${vehiculos.codigo}, '')`,
    })
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, params.clientId))
    .orderBy(asc(vehiculos.placa));
}

/** One vehicle of the client with `editkm`; another client's id is not found. */
export async function getVehicle(
  db: Db,
  params: { clientId: number; vehicleId: number },
): Promise<VehicleDetail> {
  const [row] = await queryRows<VehicleListItem>(
    db,
    sql`select ${VEHICLE_COLUMNS} from vehiculos v where v.id_cliente = ${params.clientId} and v.id = ${params.vehicleId}`,
  );
  if (!row) throw new NotFoundError();
  return { ...row, editkm: (await canEditKm(db, params)) ? 1 : 0 };
}

/** The client section of the dialog and the applications a vehicle may get (those with thresholds). */
export async function getVehicleExtraData(db: Db, params: { clientId: number }) {
  const [client] = await db
    .select({ razon_social: clientes.razon_social, ruc: sql<string>`coalesce(${clientes.ruc}, '')` })
    .from(clientes)
    .where(eq(clientes.id, params.clientId));
  if (!client) throw new NotFoundError();
  const applications = await db
    .select({ id: aplicaciones.id, aplicacion: aplicaciones.aplicacion })
    .from(aplicaciones)
    .innerJoin(
      remanentesAplicacion,
      and(
        eq(remanentesAplicacion.id_aplicacion, aplicaciones.id),
        eq(remanentesAplicacion.id_cliente, params.clientId),
      ),
    )
    .where(eq(aplicaciones.id_cliente, params.clientId))
    .orderBy(asc(aplicaciones.aplicacion));
  return { cliente: client, aplicaciones: applications };
}

/** The references of the form exist, belong together and (plant, application) belong to the client. */
async function assertReferences(db: Db, clientId: number, vehiculo: VehicleForm) {
  const [type] = await db
    .select({ id: vehiculoTipos.id })
    .from(vehiculoTipos)
    .where(eq(vehiculoTipos.id, vehiculo.id_tipo));
  if (!type) throw new ValidationError('id_tipo', VEHICLE_MSG.tipoRequerido);
  const [brand] = await db
    .select({ id: vehiculoMarcas.id })
    .from(vehiculoMarcas)
    .where(eq(vehiculoMarcas.id, vehiculo.id_marca));
  if (!brand) throw new ValidationError('id_marca', VEHICLE_MSG.marcaRequerida);
  const [model] = await db
    .select({ id_marca: vehiculoModelos.id_marca })
    .from(vehiculoModelos)
    .where(eq(vehiculoModelos.id, vehiculo.id_modelo));
  if (!model) throw new ValidationError('id_modelo', VEHICLE_MSG.modeloRequerido);
  if (model.id_marca !== vehiculo.id_marca)
    throw new ValidationError('id_modelo', VEHICLE_MSG.modeloDeOtraMarca);
  const [configuration] = await db
    .select({ id_vehiculotipo: vehiculoConfiguraciones.id_vehiculotipo })
    .from(vehiculoConfiguraciones)
    .where(eq(vehiculoConfiguraciones.id, vehiculo.id_configuracion));
  if (!configuration) throw new ValidationError('id_configuracion', VEHICLE_MSG.configuracionRequerida);
  if (configuration.id_vehiculotipo !== vehiculo.id_tipo)
    throw new ValidationError('id_configuracion', VEHICLE_MSG.configuracionDeOtroTipo);
  const [application] = await db
    .select({ id: remanentesAplicacion.id })
    .from(aplicaciones)
    .innerJoin(remanentesAplicacion, eq(remanentesAplicacion.id_aplicacion, aplicaciones.id))
    .where(and(eq(aplicaciones.id_cliente, clientId), eq(aplicaciones.id, vehiculo.ruta)));
  if (!application) throw new ValidationError('ruta', VEHICLE_MSG.aplicacionSinRemanentes);
  if (vehiculo.id_planta) {
    const [plant] = await db
      .select({ id: plantas.id })
      .from(plantas)
      .where(and(eq(plantas.id_cliente, clientId), eq(plantas.id, vehiculo.id_planta)));
    if (!plant) throw new ValidationError('id_planta', VEHICLE_MSG.plantaInvalida);
  }
}

/** Plate already used by another vehicle of the client (any case). */
async function isPlateTaken(db: Db, clientId: number, placa: string, exceptId?: number | null) {
  const [row] = await db
    .select({ id: vehiculos.id })
    .from(vehiculos)
    .where(
      and(
        eq(vehiculos.id_cliente, clientId),
        sql`lower(${vehiculos.placa}) = lower(${placa})`,
        exceptId ? sql`${vehiculos.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** The columns a vehicle form sets (create and edit). */
function formValues(vehiculo: VehicleForm) {
  return {
    placa: vehiculo.placa,
    codigo: emptyToNull(vehiculo.codigo),
    id_planta: vehiculo.id_planta ?? null,
    id_tipo: vehiculo.id_tipo,
    id_marca: vehiculo.id_marca,
    id_modelo: vehiculo.id_modelo,
    id_configuracion: vehiculo.id_configuracion,
    ruta: vehiculo.ruta,
    tipo_costo: vehiculo.tipo_costo,
    fecha_fabricacion: vehiculo.fecha_fabricacion ? Number(vehiculo.fecha_fabricacion) : null,
  };
}

/** A new vehicle's row: Activo, its km the initial reading (spec 2 §4). */
function newVehicleRow(clientId: number, vehiculo: VehicleForm): typeof vehiculos.$inferInsert {
  return {
    ...formValues(vehiculo),
    id_cliente: clientId,
    estado: 1,
    kilometraje: String(Number(vehiculo.kilometraje || 0)),
  };
}

/** Rows per insert statement: 14 columns each stays far under PostgreSQL's 65 535 parameters. */
const INSERT_BATCH = 1000;

/**
 * Inserts already validated new vehicles in batches (the import: references and plates were checked against
 * catalogues loaded once). Run inside the caller's transaction; a plate taken meanwhile fails the unique index.
 */
export async function insertVehicles(
  tx: Db,
  params: { clientId: number; vehiculos: VehicleForm[] },
): Promise<{ id: number; placa: string }[]> {
  const created: { id: number; placa: string }[] = [];
  for (let start = 0; start < params.vehiculos.length; start += INSERT_BATCH) {
    const batch = params.vehiculos.slice(start, start + INSERT_BATCH);
    created.push(
      ...(await tx
        .insert(vehiculos)
        .values(batch.map((vehiculo) => newVehicleRow(params.clientId, vehiculo)))
        .returning({ id: vehiculos.id, placa: vehiculos.placa })),
    );
  }
  return created;
}

/**
 * Creates (no id) or edits (with id) a vehicle with the rules of spec 2 §4–§5: a new vehicle is Activo and its
 * km is the initial reading; an edit changes estado, and the km only when unlocked (`edit_kilometraje`) and no
 * accepted reading exists yet. A plate the client already has is a 409.
 */
export async function saveVehicle(
  db: Db,
  params: { clientId: number; vehiculo: VehicleForm },
): Promise<VehicleDetail> {
  const { clientId, vehiculo } = params;
  try {
    const id = await db.transaction(async (tx) => {
      await assertReferences(tx, clientId, vehiculo);
      if (await isPlateTaken(tx, clientId, vehiculo.placa, vehiculo.id))
        throw new ConflictError(VEHICLE_MSG.placaDuplicada);
      const values = formValues(vehiculo);
      if (!vehiculo.id) {
        const [created] = await tx
          .insert(vehiculos)
          .values(newVehicleRow(clientId, vehiculo))
          .returning({ id: vehiculos.id });
        if (!created) throw new Error('vehicle not created');
        return created.id;
      }
      const [current] = await tx
        .select({ id: vehiculos.id, estado: vehiculos.estado })
        .from(vehiculos)
        .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.id, vehiculo.id)))
        .for('update');
      if (!current) throw new NotFoundError();
      let kilometraje: string | undefined;
      if (vehiculo.edit_kilometraje) {
        if (!(await canEditKm(tx, { clientId, vehicleId: current.id })))
          throw new ConflictError(VEHICLE_MSG.kmBloqueado);
        kilometraje = String(Number(vehiculo.kilometraje));
      }
      await tx
        .update(vehiculos)
        .set({ ...values, estado: vehiculo.estado ?? current.estado, kilometraje, updated_at: new Date() })
        .where(eq(vehiculos.id, current.id));
      return current.id;
    });
    return await getVehicle(db, { clientId, vehicleId: id });
  } catch (error) {
    // Two saves of one plate at once: the unique index decides.
    if (isUniqueViolation(error)) throw new ConflictError(VEHICLE_MSG.placaDuplicada);
    throw error;
  }
}

/**
 * The tyre on one diagram slot (`ubicacion`) of a client's vehicle: its open installation record (domain.md §3:
 * at most one per position) with the tyre's catalogue names; null when the slot is empty. Another client's
 * vehicle is not found. The pressure is the tyre's recommended one until inspections record a measured one;
 * the km is the vehicle's reading when the tyre was installed (the position record's km_instalacion).
 */
export async function getPositionTyre(
  db: Db,
  params: { clientId: number; vehicleId: number; ubicacion: number },
): Promise<z.infer<typeof vehiclePositionTyre> | null> {
  const [vehicle] = await db
    .select({ id: vehiculos.id })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId)));
  if (!vehicle) throw new NotFoundError();
  const [row] = await db
    .select({
      num_serie: neumaticos.num_serie,
      marca: neumaticoMarcas.descripcion,
      modelo: neumaticoModelos.descripcion,
      medida: neumaticoMedidas.descripcion,
      condicion: sql<string>`case when ${neumaticos.nuevo} = 1 then 'Nuevo' else 'Reencauchado' end`,
      disenio: sql<string>`coalesce(${neumaticoDisenios.nombre}, '-')`,
      presion: sql<number>`${neumaticos.presion_recomendada}::float8`.mapWith(Number),
      fecha_instalacion: neumaticoHistorial.fecha_instalacion,
      remanente_actual: sql<number>`${neumaticos.remanente_actual}::float8`.mapWith(Number),
      kilometraje: sql<number>`${neumaticoHistorial.km_instalacion}::float8`.mapWith(Number),
    })
    .from(neumaticoHistorial)
    .innerJoin(
      neumaticos,
      and(eq(neumaticos.id, neumaticoHistorial.id_neumatico), eq(neumaticos.id_cliente, params.clientId)),
    )
    .innerJoin(neumaticoMarcas, eq(neumaticoMarcas.id, neumaticos.id_marca))
    .innerJoin(neumaticoModelos, eq(neumaticoModelos.id, neumaticos.id_modelo))
    .innerJoin(neumaticoMedidas, eq(neumaticoMedidas.id, neumaticos.id_medida))
    .leftJoin(neumaticoDisenios, eq(neumaticoDisenios.id, neumaticos.id_disenio))
    .where(
      and(
        eq(neumaticoHistorial.id_cliente, params.clientId),
        eq(neumaticoHistorial.id_vehiculo, vehicle.id),
        eq(neumaticoHistorial.ubicacion, params.ubicacion),
        isNull(neumaticoHistorial.km_retiro),
        isNull(neumaticoHistorial.fecha_retiro),
      ),
    )
    .orderBy(desc(neumaticoHistorial.id))
    .limit(1);
  return row ?? null;
}
