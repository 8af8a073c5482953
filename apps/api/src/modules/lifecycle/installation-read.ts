import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import {
  type InstallableTyre,
  type InstallationData,
  type InstallationTyre,
  type INSTALLABLE_TYRE_SORTS,
  type Paged,
  type PositionRecord,
  TYRE_STATES,
} from '@huella/contracts';
import { lifeLabel, todayInLima, TYRE_STATE } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import {
  neumaticoDisenios,
  neumaticoHistorial,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  vehiculoConfiguraciones,
  vehiculoConfiguracionPosiciones,
  vehiculos,
} from '../../db/schema/index';
import { NotFoundError } from '../../lib/http-errors';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { vehicleFloor } from './installation-checks';

/**
 * What the installation screen reads (spec 2 §2, §3, §7): the vehicle's installation data with the tyres on
 * it, the client's installable tyres (paged) and the vehicle's positions with their open records.
 */

const num = (column: Parameters<typeof sql>[1]) => sql<number>`${column}::float8`.mapWith(Number);

/** A tyre of the unit K goes only on a vehicle of tipo_costo 1, H only on 2 (domain.md §4). */
export const unitOfCostType = (tipoCosto: number) => (tipoCosto === 2 ? 'H' : 'K');

/** An installation record still open: the tyre is on the vehicle (domain.md §3). */
export const openRecord = and(isNull(neumaticoHistorial.km_retiro), isNull(neumaticoHistorial.fecha_retiro));

/** The client's vehicle with its configuration; another client's or an unknown id is a 404. */
async function findVehicle(db: Db | Tx, params: { clientId: number; vehicleId: number }) {
  const [vehicle] = await db
    .select({
      id: vehiculos.id,
      placa: vehiculos.placa,
      codigo: sql<string>`coalesce(${vehiculos.codigo}, '')`,
      id_configuracion: vehiculos.id_configuracion,
      configuracion: vehiculoConfiguraciones.nombre,
      numneumaticos: sql<number>`${vehiculoConfiguraciones.nroneumaticos}::int`.mapWith(Number),
      id_aplicacion: vehiculos.ruta,
      tipo_costo: sql<number>`${vehiculos.tipo_costo}::int`.mapWith(Number),
      kilometraje: num(vehiculos.kilometraje),
    })
    .from(vehiculos)
    .innerJoin(vehiculoConfiguraciones, eq(vehiculoConfiguraciones.id, vehiculos.id_configuracion))
    .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId)));
  if (!vehicle) throw new NotFoundError();
  return vehicle;
}

/** The open records of the vehicle with the tyre's names, by slot. */
async function listInstalledTyres(
  db: Db | Tx,
  params: { clientId: number; vehicleId: number },
): Promise<InstallationTyre[]> {
  const rows = await db
    .select({
      id_historial: neumaticoHistorial.id,
      id_neumaticos: neumaticos.id,
      num_serie: neumaticos.num_serie,
      marca: neumaticoMarcas.descripcion,
      modelo: neumaticoModelos.descripcion,
      medida: neumaticoMedidas.descripcion,
      disenio: sql<string>`coalesce(${neumaticoDisenios.nombre}, '-')`,
      nuevo: neumaticos.nuevo,
      cantidad_reencauche: neumaticos.cantidad_reencauche,
      remanente_actual: num(neumaticos.remanente_actual),
      ubicacion: sql<number>`${neumaticoHistorial.ubicacion}::int`.mapWith(Number),
      posicion: neumaticoHistorial.posicion,
      id_ejes: neumaticoHistorial.id_ejes,
      fecha_instalacion: neumaticoHistorial.fecha_instalacion,
      km_instalacion: num(neumaticoHistorial.km_instalacion),
    })
    .from(neumaticoHistorial)
    .innerJoin(
      neumaticos,
      and(
        eq(neumaticos.id_cliente, neumaticoHistorial.id_cliente),
        eq(neumaticos.id, neumaticoHistorial.id_neumatico),
      ),
    )
    .innerJoin(neumaticoMarcas, eq(neumaticoMarcas.id, neumaticos.id_marca))
    .innerJoin(neumaticoModelos, eq(neumaticoModelos.id, neumaticos.id_modelo))
    .innerJoin(neumaticoMedidas, eq(neumaticoMedidas.id, neumaticos.id_medida))
    .leftJoin(neumaticoDisenios, eq(neumaticoDisenios.id, neumaticos.id_disenio))
    .where(
      and(
        eq(neumaticoHistorial.id_cliente, params.clientId),
        eq(neumaticoHistorial.id_vehiculo, params.vehicleId),
        openRecord,
      ),
    )
    .orderBy(asc(neumaticoHistorial.ubicacion));
  return rows.map(({ nuevo, cantidad_reencauche, ...row }) => ({
    ...row,
    condicion: nuevo === 1 ? 'Nuevo' : 'Reencauchado',
    vida: lifeLabel(cantidad_reencauche),
  }));
}

/**
 * vehiculos/obtenerneumaticosporid: the installation data of spec 2 §3 (plate, code, configuration, tyre count,
 * cost type, odometer, the last accepted event) and the tyres on the vehicle.
 */
export async function loadInstallation(
  db: Db,
  params: { clientId: number; vehicleId: number },
): Promise<InstallationData> {
  const vehicle = await findVehicle(db, params);
  const [floor, tyres, [first]] = await Promise.all([
    vehicleFloor(db, { clientId: params.clientId, ...vehicle }),
    listInstalledTyres(db, params),
    db
      .select({ ubicacion: vehiculoConfiguracionPosiciones.ubicacion })
      .from(vehiculoConfiguracionPosiciones)
      .where(eq(vehiculoConfiguracionPosiciones.id_configuracion, vehicle.id_configuracion))
      .orderBy(asc(vehiculoConfiguracionPosiciones.posicion))
      .limit(1),
  ]);
  return {
    ...vehicle,
    // The screen's default date: today in Lima (the business calendar).
    fechainstalacion: todayInLima(),
    fecha_validate: floor.fecha,
    km_validate: floor.km,
    pos_inicial: first?.ubicacion ?? null,
    neumaticos: tyres,
  };
}

/** The slots of the vehicle's configuration with the open record on each ('-' when empty; spec 2 §3). */
async function listPositions(
  db: Db,
  params: { clientId: number; vehicleId: number; configurationId: number },
): Promise<PositionRecord[]> {
  const [slots, open] = await Promise.all([
    db
      .select({
        posicion: sql<number>`${vehiculoConfiguracionPosiciones.posicion}::int`.mapWith(Number),
        ubicacion: sql<number>`${vehiculoConfiguracionPosiciones.ubicacion}::int`.mapWith(Number),
        id_ejes: sql<number>`${vehiculoConfiguracionPosiciones.id_ejes}::int`.mapWith(Number),
      })
      .from(vehiculoConfiguracionPosiciones)
      .where(eq(vehiculoConfiguracionPosiciones.id_configuracion, params.configurationId))
      .orderBy(asc(vehiculoConfiguracionPosiciones.posicion)),
    db
      .select({
        ubicacion: neumaticoHistorial.ubicacion,
        id_historial: neumaticoHistorial.id,
        id_neumaticos: neumaticoHistorial.id_neumatico,
        num_serie: neumaticos.num_serie,
        fecha_instalacion: neumaticoHistorial.fecha_instalacion,
        km_instalacion: num(neumaticoHistorial.km_instalacion),
      })
      .from(neumaticoHistorial)
      .innerJoin(
        neumaticos,
        and(
          eq(neumaticos.id_cliente, neumaticoHistorial.id_cliente),
          eq(neumaticos.id, neumaticoHistorial.id_neumatico),
        ),
      )
      .where(
        and(
          eq(neumaticoHistorial.id_cliente, params.clientId),
          eq(neumaticoHistorial.id_vehiculo, params.vehicleId),
          openRecord,
        ),
      ),
  ]);
  const bySlot = new Map(open.map((record) => [record.ubicacion, record]));
  return slots.map((slot) => {
    const record = bySlot.get(slot.ubicacion);
    return {
      ...slot,
      id_neumaticos: record?.id_neumaticos ?? '-',
      id_historial: record?.id_historial ?? null,
      num_serie: record?.num_serie ?? null,
      fecha_instalacion: record?.fecha_instalacion ?? null,
      km_instalacion: record?.km_instalacion ?? null,
    };
  });
}

const SORTS: Record<(typeof INSTALLABLE_TYRE_SORTS)[number], Parameters<typeof sql>[1]> = {
  id: neumaticos.id,
  num_serie: neumaticos.num_serie,
  remanente_actual: neumaticos.remanente_actual,
  cantidad_reencauche: neumaticos.cantidad_reencauche,
};

export interface InstallationPositionsParams {
  clientId: number;
  vehicleId: number;
  page: number;
  per_page: number;
  num_serie?: string;
  sortBy?: (typeof INSTALLABLE_TYRE_SORTS)[number];
  sortDirection: 'asc' | 'desc';
}

/**
 * The client's tyres that may go on this vehicle (spec 2 §2, domain.md §3–§4): ready to install (estado 1 or 5)
 * and of the unit of the vehicle's cost type; searched by serial, paged 5/10/20. By serial unless asked.
 */
async function listInstallableTyres(
  db: Db,
  params: InstallationPositionsParams & { tipoCosto: number },
): Promise<Paged<InstallableTyre>> {
  const where = and(
    eq(neumaticos.id_cliente, params.clientId),
    inArray(neumaticos.estado, [TYRE_STATE.ready, TYRE_STATE.readyAgain]),
    eq(neumaticos.unidad_medida, unitOfCostType(params.tipoCosto)),
    params.num_serie ? ilike(neumaticos.num_serie, likePattern(params.num_serie)) : undefined,
  );
  const sortColumn = SORTS[params.sortBy ?? 'num_serie'];
  const direction = params.sortBy ? params.sortDirection : 'asc';
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: neumaticos.id,
        num_serie: neumaticos.num_serie,
        serie_cliente: sql<string>`coalesce(${neumaticos.serie_cliente}, '-')`,
        marca: neumaticoMarcas.descripcion,
        modelo: neumaticoModelos.descripcion,
        medida: neumaticoMedidas.descripcion,
        disenio: sql<string>`coalesce(${neumaticoDisenios.nombre}, '-')`,
        estado: neumaticos.estado,
        nuevo: neumaticos.nuevo,
        cantidad_reencauche: neumaticos.cantidad_reencauche,
        remanente_actual: num(neumaticos.remanente_actual),
        remanente_original: num(neumaticos.remanente_original),
        unidad_medida: neumaticos.unidad_medida,
      })
      .from(neumaticos)
      .innerJoin(neumaticoMarcas, eq(neumaticoMarcas.id, neumaticos.id_marca))
      .innerJoin(neumaticoModelos, eq(neumaticoModelos.id, neumaticos.id_modelo))
      .innerJoin(neumaticoMedidas, eq(neumaticoMedidas.id, neumaticos.id_medida))
      .leftJoin(neumaticoDisenios, eq(neumaticoDisenios.id, neumaticos.id_disenio))
      .where(where)
      .orderBy(
        direction === 'asc' ? sql`${sortColumn} asc` : sql`${sortColumn} desc`,
        direction === 'asc' ? asc(neumaticos.id) : desc(neumaticos.id),
      )
      .limit(params.per_page)
      .offset(offsetOf(params)),
    db.select({ total: count() }).from(neumaticos).where(where),
  ]);
  const data = rows.map((row) => ({
    ...row,
    estado_descripcion: TYRE_STATES[row.estado] ?? '',
    vida: lifeLabel(row.cantidad_reencauche),
  }));
  return toPage(data, Number(total?.total ?? 0), params);
}

/** showDatosNeumaticosPosicionHistorial: the installable tyres (paged) and the vehicle's positions. */
export async function listInstallationPositions(db: Db, params: InstallationPositionsParams) {
  const vehicle = await findVehicle(db, params);
  const [neumaticosPage, posicion] = await Promise.all([
    listInstallableTyres(db, { ...params, tipoCosto: vehicle.tipo_costo }),
    listPositions(db, { ...params, configurationId: vehicle.id_configuracion }),
  ]);
  return { neumaticos: neumaticosPage, posicion };
}
