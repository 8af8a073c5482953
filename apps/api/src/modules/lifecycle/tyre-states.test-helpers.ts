import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RemovalReason } from '@huella/domain';
import type { Db } from '../../db/client';
import {
  neumaticoCostos,
  neumaticoHistorial,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  remanentesAplicacion,
  vehiculos,
} from '../../db/schema/index';
import { lockTyre, moveTyre } from './tyre-moves';

/**
 * Test set-up for the tyre-state lists: tyres registered through the real route, and installations and
 * removals written through the lifecycle core (lockTyre/moveTyre) the way the installation screen does, until
 * its service can be called from here. Only tests import this file.
 */

export async function demoCatalogue(db: Db) {
  const [brand] = await db.select().from(neumaticoMarcas).where(eq(neumaticoMarcas.descripcion, 'MICHELIN'));
  const [model] = await db
    .select()
    .from(neumaticoModelos)
    .where(and(eq(neumaticoModelos.id_marca, brand?.id ?? 0), eq(neumaticoModelos.descripcion, 'X MULTI Z')));
  const [size] = await db
    .select()
    .from(neumaticoMedidas)
    .where(eq(neumaticoMedidas.descripcion, '295/80R22.5'));
  if (!brand || !model || !size) throw new Error('demo tyre catalogue missing');
  return { brand: brand.id, model: model.id, size: size.id };
}

/** The form's tyre item: new, in dollars, 17 mm. */
export async function tyreItem(db: Db, overrides: Record<string, unknown> = {}) {
  const c = await demoCatalogue(db);
  return {
    precio: 500,
    tipo_moneda: 2,
    nuevo: 1,
    cantidad_reencauche: 0,
    id_marca: c.brand,
    id_modelo: c.model,
    id_medida: c.size,
    remanente_original: 17,
    remanente_actual: 17,
    presion_recomendada: 110,
    unidad_medida: 'K',
    k_recorridos: 0,
    ...overrides,
  };
}

/** Two vehicles of the client running on km (tipo_costo 1), lowest ids first. */
export async function demoVehicles(db: Db, clientId: number) {
  const rows = await db
    .select({ id: vehiculos.id, placa: vehiculos.placa, ruta: vehiculos.ruta })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.tipo_costo, 1)))
    .orderBy(asc(vehiculos.id))
    .limit(2);
  const [first, second] = rows;
  if (!first || !second) throw new Error('demo vehicles missing');
  return [first, second] as const;
}

/** Sets the retread thresholds of an application (domain.md §9). */
export async function setThresholds(
  db: Db,
  params: { clientId: number; applicationId: number; ini: number; limit: number; next: number },
) {
  await db
    .update(remanentesAplicacion)
    .set({
      ini_reencauche: String(params.ini),
      reencauche: String(params.limit),
      ini_prox_reencauche: String(params.limit + 1),
      prox_reencauche: String(params.next),
    })
    .where(
      and(
        eq(remanentesAplicacion.id_cliente, params.clientId),
        eq(remanentesAplicacion.id_aplicacion, params.applicationId),
      ),
    );
}

/** Installs a tyre on a position (open history record, 1/5 → 3) and raises the vehicle's reading. */
export async function installTyre(
  db: Db,
  params: {
    clientId: number;
    tyreId: number;
    vehicleId: number;
    ubicacion: number;
    fecha: string;
    km: number;
  },
) {
  await db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ placa: vehiculos.placa })
      .from(vehiculos)
      .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId)))
      .for('update');
    const tyre = await lockTyre(tx, params);
    await tx.insert(neumaticoHistorial).values({
      id_cliente: params.clientId,
      id_neumatico: tyre.id,
      id_vehiculo: params.vehicleId,
      placa: vehicle?.placa ?? null,
      posicion: params.ubicacion,
      ubicacion: params.ubicacion,
      id_ejes: 1,
      n_reencauche: tyre.cantidad_reencauche,
      nuevo: tyre.nuevo,
      fecha_instalacion: params.fecha,
      km_instalacion: String(params.km),
    });
    await tx
      .update(vehiculos)
      .set({ kilometraje: sql`greatest(${vehiculos.kilometraje}, ${params.km})` })
      .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId)));
    await moveTyre(
      tx,
      tyre,
      { kind: 'install' },
      {
        clientId: params.clientId,
        userId: null,
        fecha: params.fecha,
        km: params.km,
        vehicleId: params.vehicleId,
        ubicacion: params.ubicacion,
      },
    );
  });
}

/** Closes the tyre's open record with a removal reason (3 → the state domain.md §3 gives it). */
export async function removeTyre(
  db: Db,
  params: { clientId: number; tyreId: number; fecha: string; km: number; reason: RemovalReason },
) {
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: neumaticoHistorial.id, id_vehiculo: neumaticoHistorial.id_vehiculo })
      .from(neumaticoHistorial)
      .where(and(eq(neumaticoHistorial.id_neumatico, params.tyreId), isNull(neumaticoHistorial.km_retiro)));
    if (!open) throw new Error('tyre not installed');
    const tyre = await lockTyre(tx, params);
    await tx
      .update(neumaticoHistorial)
      .set({ fecha_retiro: params.fecha, km_retiro: String(params.km), motivo_retiro: params.reason })
      .where(eq(neumaticoHistorial.id, open.id));
    await tx
      .update(vehiculos)
      .set({ kilometraje: sql`greatest(${vehiculos.kilometraje}, ${params.km})` })
      .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, open.id_vehiculo ?? 0)));
    await moveTyre(
      tx,
      tyre,
      { kind: 'remove', reason: params.reason },
      {
        clientId: params.clientId,
        userId: null,
        fecha: params.fecha,
        km: params.km,
        vehicleId: open.id_vehiculo,
        motivo: params.reason,
      },
    );
  });
}

/** The tyre row's running totals beside the sums of its events (docs/decisions/0025). */
export async function totalsOf(db: Db, tyreId: number) {
  const [tyre] = await db
    .select({
      estado: neumaticos.estado,
      costo_acumulado: sql<number>`${neumaticos.costo_acumulado}::float8`.mapWith(Number),
      km_recorrido: sql<number>`${neumaticos.km_recorrido}::float8`.mapWith(Number),
    })
    .from(neumaticos)
    .where(eq(neumaticos.id, tyreId));
  const [costs] = await db
    .select({
      sum: sql<number>`coalesce(sum(${neumaticoCostos.costo_convertido}), 0)::float8`.mapWith(Number),
    })
    .from(neumaticoCostos)
    .where(eq(neumaticoCostos.id_neumatico, tyreId));
  const [km] = await db
    .select({
      sum: sql<number>`coalesce(sum(${neumaticoHistorial.km_retiro} - ${neumaticoHistorial.km_instalacion})
        filter (where ${neumaticoHistorial.km_retiro} is not null and ${neumaticoHistorial.motivo_retiro}
          is distinct from 6), 0)::float8`.mapWith(Number),
    })
    .from(neumaticoHistorial)
    .where(eq(neumaticoHistorial.id_neumatico, tyreId));
  if (!tyre) throw new Error('tyre missing');
  return { ...tyre, costSum: costs?.sum ?? 0, kmSum: km?.sum ?? 0 };
}
