import { and, asc, eq, sql } from 'drizzle-orm';
import { COST_REASONS, type CostEvent, type MileageEvent, REMOVAL_REASONS } from '@huella/contracts';
import { CURRENCY, type Currency, spanDistance, totalDistance } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import {
  empresasReencauche,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoHistorial,
  neumaticos,
} from '../../db/schema/index';
import { NotFoundError } from '../../lib/http-errors';
import { convertToUsd, findTyreHeader } from './tyres.service';

const num = (column: Parameters<typeof sql>[1]) => sql<number>`${column}::float8`.mapWith(Number);
const numOrNull = (column: Parameters<typeof sql>[1]) =>
  sql<number | null>`${column}::float8`.mapWith((value) => (value === null ? null : Number(value)));

const costColumns = {
  id: neumaticoCostos.id,
  fecha: neumaticoCostos.fecha,
  disenio: neumaticoDisenios.nombre,
  empresa: empresasReencauche.razon_social,
  costo: num(neumaticoCostos.costo),
  costo_convertido: num(neumaticoCostos.costo_convertido),
  tipo_cambio: numOrNull(neumaticoCostos.tipo_cambio),
  tipo_moneda: neumaticoCostos.tipo_moneda,
  nuevo: neumaticoCostos.nuevo,
  motivo: neumaticoCostos.motivo,
  observacion: neumaticoCostos.observacion,
  id_disenio: neumaticoCostos.id_disenio,
  id_empresa: neumaticoCostos.id_empresa,
  rem_original: numOrNull(neumaticoCostos.rem_original),
  n_reencauche: neumaticoCostos.n_reencauche,
};

function selectCosts(db: Db | Tx) {
  return db
    .select(costColumns)
    .from(neumaticoCostos)
    .leftJoin(neumaticoDisenios, eq(neumaticoDisenios.id, neumaticoCostos.id_disenio))
    .leftJoin(empresasReencauche, eq(empresasReencauche.id, neumaticoCostos.id_empresa))
    .$dynamic();
}

function toCostEvent(row: Awaited<ReturnType<typeof selectCosts>>[number]): CostEvent {
  const { nuevo, ...rest } = row;
  return {
    ...rest,
    fecha_instalacion: null,
    fecha_retiro: null,
    costo_soles: row.tipo_moneda === CURRENCY.soles ? row.costo : null,
    moneda: row.tipo_moneda === CURRENCY.soles ? 'Soles' : 'Dólares',
    nom_condicion: nuevo === 1 ? 'Nuevo' : 'Reencauchado',
    nom_motivo: COST_REASONS[row.motivo] ?? '',
  };
}

/** neumaticos/cost: the tyre's cost events, oldest first, and costo_acumulado = Σ costo_convertido (domain.md §5). */
export async function listTyreCosts(db: Db, params: { clientId: number; tyreId: number }) {
  const tyre = await findTyreHeader(db, params);
  const rows = await selectCosts(db)
    .where(and(eq(neumaticoCostos.id_cliente, params.clientId), eq(neumaticoCostos.id_neumatico, tyre.id)))
    .orderBy(asc(neumaticoCostos.fecha), asc(neumaticoCostos.id));
  const datos = rows.map(toCostEvent);
  const costo_acumulado = datos.reduce((sum, event) => sum + event.costo_convertido, 0);
  return { num_serie: tyre.num_serie, costo_acumulado, datos };
}

/**
 * Cost update: amount, currency, date and observation of one event; `costo_convertido` is recomputed with the
 * rate of the (new) date and that rate stored (domain.md §2). A purchase event also updates the tyre's price.
 */
export async function updateTyreCost(
  db: Db,
  params: {
    clientId: number;
    costId: number;
    costo: number;
    tipo_moneda: Currency;
    fecha: string;
    observacion?: string | null;
  },
): Promise<CostEvent> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: neumaticoCostos.id,
        id_neumatico: neumaticoCostos.id_neumatico,
        motivo: neumaticoCostos.motivo,
      })
      .from(neumaticoCostos)
      .where(and(eq(neumaticoCostos.id_cliente, params.clientId), eq(neumaticoCostos.id, params.costId)))
      .for('update');
    if (!event) throw new NotFoundError();
    const { usd, rate } = await convertToUsd(tx, {
      clientId: params.clientId,
      date: params.fecha,
      amount: params.costo,
      currency: params.tipo_moneda,
      field: 'costo',
    });
    await tx
      .update(neumaticoCostos)
      .set({
        costo: String(params.costo),
        tipo_moneda: params.tipo_moneda,
        fecha: params.fecha,
        tipo_cambio: rate === undefined ? null : String(rate),
        costo_convertido: String(usd),
        observacion: params.observacion ?? null,
        updated_at: new Date(),
      })
      .where(eq(neumaticoCostos.id, event.id));
    if (event.motivo === 0) {
      await tx
        .update(neumaticos)
        .set({ precio: String(params.costo), tipo_moneda: params.tipo_moneda, updated_at: new Date() })
        .where(and(eq(neumaticos.id_cliente, params.clientId), eq(neumaticos.id, event.id_neumatico)));
    }
    const [row] = await selectCosts(tx).where(eq(neumaticoCostos.id, event.id));
    if (!row) throw new NotFoundError();
    return toCostEvent(row);
  });
}

/**
 * neumaticos/kilometers: installation records and the total km (unit K) or hours (unit H), domain.md §4:
 * k_recorridos at registration + Σ km_rendimiento; a record voided by an installation error counts 0. An open
 * record counts 0 here until the installation issue records the vehicle's latest reading on it
 * (docs/decisions/0011-tyres.md).
 */
export async function listTyreMileage(db: Db, params: { clientId: number; tyreId: number }) {
  const tyre = await findTyreHeader(db, params);
  const rows = await db
    .select({
      id: neumaticoHistorial.id,
      fecha_instalacion: neumaticoHistorial.fecha_instalacion,
      fecha_retiro: neumaticoHistorial.fecha_retiro,
      km_instalacion: num(neumaticoHistorial.km_instalacion),
      km_retiro: numOrNull(neumaticoHistorial.km_retiro),
      placa: neumaticoHistorial.placa,
      nuevo: neumaticoHistorial.nuevo,
      n_reencauche: neumaticoHistorial.n_reencauche,
      motivo_retiro: neumaticoHistorial.motivo_retiro,
    })
    .from(neumaticoHistorial)
    .where(
      and(eq(neumaticoHistorial.id_cliente, params.clientId), eq(neumaticoHistorial.id_neumatico, tyre.id)),
    )
    .orderBy(asc(neumaticoHistorial.fecha_instalacion), asc(neumaticoHistorial.id));
  const spans = rows.map((row) => ({
    km_instalacion: row.km_instalacion,
    km_retiro: row.km_retiro ?? row.km_instalacion,
    anulado: row.motivo_retiro === 6,
  }));
  const datos: MileageEvent[] = rows.map((row, index) => ({
    id: row.id,
    fecha_instalacion: row.fecha_instalacion,
    fecha_retiro: row.fecha_retiro,
    km_instalacion: row.km_instalacion,
    km_retiro: row.km_retiro,
    placa: row.placa,
    km_rendimiento: spanDistance(spans[index] ?? { km_instalacion: 0, km_retiro: 0 }),
    nom_condicion: row.nuevo === 1 && row.n_reencauche === 0 ? 'Nuevo' : `Reencauche ${row.n_reencauche}`,
    nom_motivo_retiro: row.motivo_retiro ? (REMOVAL_REASONS[row.motivo_retiro] ?? null) : null,
  }));
  return {
    num_serie: tyre.num_serie,
    unidad_medida: tyre.unidad_medida,
    kilometraje: totalDistance(tyre.k_recorridos, spans),
    datos,
  };
}
