import { and, eq, sql } from 'drizzle-orm';
import { COST_REASONS, type CostEvent, type MileageEvent, REMOVAL_REASONS } from '@huella/contracts';
import { CURRENCY, type Currency, spanDistance, totalDistance } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { empresasReencauche, neumaticoCostos, neumaticoDisenios, neumaticos } from '../../db/schema/index';
import { NotFoundError } from '../../lib/http-errors';
import { convertToUsd } from './tyres.service';

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

/** A cost event as the screen's statement gives it (numbers as float8, the date as text). */
type CostRow = Awaited<ReturnType<typeof selectCosts>>[number];

const client = sql.placeholder('clientId');
const tyre = sql.placeholder('tyreId');

/**
 * neumaticos/cost in one prepared statement (db/prepared.ts): the tyre (another client's id gives no row), its
 * accumulated USD cost as the database keeps it on the tyre (Σ costo_convertido of its events, migration 0013,
 * domain.md §5) and its cost events oldest first, one row each (one row of nulls when it has none).
 */
const costScreen = preparedStatement<
  { num_serie: string; costo_acumulado: number } & { [K in keyof CostRow]: CostRow[K] | null },
  { clientId: number; tyreId: number }
>(
  'tyre_cost_screen',
  sql`select t.num_serie, t.costo_acumulado::float8 as costo_acumulado,
      c.id, c.fecha::text as fecha,
      (select d.nombre from neumatico_disenios d where d.id = c.id_disenio) as disenio,
      (select e.razon_social from empresas_reencauche e where e.id = c.id_empresa) as empresa,
      c.costo::float8 as costo, c.costo_convertido::float8 as costo_convertido,
      c.tipo_cambio::float8 as tipo_cambio, c.tipo_moneda, c.nuevo, c.motivo, c.observacion,
      c.id_disenio, c.id_empresa, c.rem_original::float8 as rem_original, c.n_reencauche
    from neumaticos t
    left join neumatico_costos c on c.id_cliente = t.id_cliente and c.id_neumatico = t.id
    where t.id_cliente = ${client} and t.id = ${tyre}
    order by c.fecha, c.id`,
);

/** neumaticos/cost: the tyre's cost events, oldest first, and its accumulated cost (domain.md §5). */
export async function listTyreCosts(db: Db, params: { clientId: number; tyreId: number }) {
  const rows = await costScreen.execute(db, params);
  const first = rows[0];
  if (!first) throw new NotFoundError();
  const datos = rows.flatMap(({ num_serie: _serial, costo_acumulado: _total, ...event }) =>
    event.id === null ? [] : [toCostEvent(event as CostRow)],
  );
  return { num_serie: first.num_serie, costo_acumulado: first.costo_acumulado, datos };
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

interface MileageRow {
  num_serie: string;
  unidad_medida: string;
  k_recorridos: number;
  id: number | null;
  fecha_instalacion: string | null;
  fecha_retiro: string | null;
  km_instalacion: number | null;
  km_retiro: number | null;
  placa: string | null;
  nuevo: number | null;
  n_reencauche: number | null;
  motivo_retiro: number | null;
}

/**
 * neumaticos/kilometers in one prepared statement: the tyre (another client's id gives no row) and its
 * installation records in order, one row each (one row of nulls when it has none).
 */
const mileageScreen = preparedStatement<MileageRow, { clientId: number; tyreId: number }>(
  'tyre_mileage_screen',
  sql`select t.num_serie, t.unidad_medida, t.k_recorridos::float8 as k_recorridos,
      h.id, h.fecha_instalacion::text as fecha_instalacion, h.fecha_retiro::text as fecha_retiro,
      h.km_instalacion::float8 as km_instalacion, h.km_retiro::float8 as km_retiro, h.placa, h.nuevo,
      h.n_reencauche, h.motivo_retiro
    from neumaticos t
    left join neumatico_historial h on h.id_cliente = t.id_cliente and h.id_neumatico = t.id
    where t.id_cliente = ${client} and t.id = ${tyre}
    order by h.fecha_instalacion, h.id`,
);

/**
 * neumaticos/kilometers: installation records and the total km (unit K) or hours (unit H), domain.md §4:
 * k_recorridos at registration + Σ km_rendimiento; a record voided by an installation error counts 0. An open
 * record counts 0 here until the installation issue records the vehicle's latest reading on it
 * (docs/decisions/0011-tyres.md).
 */
export async function listTyreMileage(db: Db, params: { clientId: number; tyreId: number }) {
  const all = await mileageScreen.execute(db, params);
  const tyre = all[0];
  if (!tyre) throw new NotFoundError();
  const rows = all.flatMap((row) =>
    row.id === null || row.fecha_instalacion === null || row.km_instalacion === null
      ? []
      : [
          {
            ...row,
            id: row.id,
            fecha_instalacion: row.fecha_instalacion,
            km_instalacion: row.km_instalacion,
          },
        ],
  );
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
