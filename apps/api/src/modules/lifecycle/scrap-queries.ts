import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  type Paged,
  protectedFileUrl,
  REMOVAL_REASONS,
  type SCRAP_SORTS,
  type ScrapFind,
  type ScrapRecord,
  type ScrapReason,
  type ScrapVehicle,
  TYRE_STATES,
  type VehicleTyre,
} from '@huella/contracts';
import type { Db, Tx } from '../../db/client';
import {
  motivosScrap,
  neumaticoHistorial,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  neumaticoScrap,
  remanentesAplicacion,
  vehiculos,
} from '../../db/schema/index';
import { NotFoundError } from '../../lib/http-errors';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { storedImagePath } from '../images/images.service';

/**
 * What the scrap screens read (docs/decisions/0027-scrap.md): the records, the tyre scrap screen's data, the
 * tyres on a vehicle, and the two figures a scrap needs from the tyre's past (the cost of its life and the
 * limit of the application it last ran on). The writes are in scrap.service.ts.
 */

type Reader = Db | Tx;

const num = (column: Parameters<typeof sql>[1]) => sql<number>`${column}::float8`.mapWith(Number);
const numOrNull = (column: Parameters<typeof sql>[1]) =>
  sql<number | null>`${column}::float8`.mapWith((value) => (value === null ? null : Number(value)));

/** The image name the web sends back (`imagenes/…` without its folder), or null. */
const imageName = (stored: string | null) => (stored ? stored.slice(storedImagePath('').length) : null);

const recordColumns = {
  id: neumaticoScrap.id,
  id_neumatico: neumaticoScrap.id_neumatico,
  num_serie: neumaticos.num_serie,
  dot: neumaticos.serie_cliente,
  precio: num(neumaticos.precio),
  tipo_moneda: neumaticos.tipo_moneda,
  nuevo: neumaticos.nuevo,
  cantidad_reencauche: neumaticos.cantidad_reencauche,
  id_disenio: neumaticos.id_disenio,
  id_empresa: neumaticos.id_empresa,
  id_marca: neumaticos.id_marca,
  id_modelo: neumaticos.id_modelo,
  id_medida: neumaticos.id_medida,
  marca: neumaticoMarcas.descripcion,
  modelo: neumaticoModelos.descripcion,
  medida: neumaticoMedidas.descripcion,
  remanente_original: num(neumaticoScrap.remanente_original),
  remanente_final: num(neumaticoScrap.remanente_final),
  remanente_limite: num(neumaticoScrap.remanente_limite),
  km_inicial: num(neumaticoScrap.km_inicial),
  km_final: numOrNull(neumaticoScrap.km_final),
  id_motivo_scrap: neumaticoScrap.id_motivo_scrap,
  motivo: motivosScrap.motivo,
  fecha_scrap: neumaticoScrap.fecha_scrap,
  id_vehiculo: neumaticoScrap.id_vehiculo,
  placa: vehiculos.placa,
  motivo_retiro: neumaticoScrap.motivo_retiro,
  imagen1: neumaticoScrap.imagen1,
  imagen2: neumaticoScrap.imagen2,
  costo_vida: num(neumaticoScrap.costo_vida),
  costo_perdido: num(neumaticoScrap.costo_perdido),
  estado: neumaticos.estado,
};

function selectRecords(db: Reader) {
  return db
    .select(recordColumns)
    .from(neumaticoScrap)
    .innerJoin(
      neumaticos,
      and(
        eq(neumaticos.id_cliente, neumaticoScrap.id_cliente),
        eq(neumaticos.id, neumaticoScrap.id_neumatico),
      ),
    )
    .innerJoin(neumaticoMarcas, eq(neumaticoMarcas.id, neumaticos.id_marca))
    .innerJoin(neumaticoModelos, eq(neumaticoModelos.id, neumaticos.id_modelo))
    .innerJoin(neumaticoMedidas, eq(neumaticoMedidas.id, neumaticos.id_medida))
    .innerJoin(motivosScrap, eq(motivosScrap.id, neumaticoScrap.id_motivo_scrap))
    .leftJoin(
      vehiculos,
      and(eq(vehiculos.id_cliente, neumaticoScrap.id_cliente), eq(vehiculos.id, neumaticoScrap.id_vehiculo)),
    )
    .$dynamic();
}

function toRecord(row: Awaited<ReturnType<typeof selectRecords>>[number]): ScrapRecord {
  const { imagen1, imagen2, ...rest } = row;
  return {
    ...rest,
    nom_motivo: row.motivo_retiro ? (REMOVAL_REASONS[row.motivo_retiro] ?? null) : null,
    ruta1: imageName(imagen1),
    ruta2: imageName(imagen2),
    neumaticoimgruta1: imagen1 ? protectedFileUrl(imagen1) : null,
    neumaticoimgruta2: imagen2 ? protectedFileUrl(imagen2) : null,
  };
}

/** One scrap record of the client; another client's id is not found. */
export async function getScrapRecord(
  db: Reader,
  params: { clientId: number; scrapId: number },
): Promise<ScrapRecord> {
  const [row] = await selectRecords(db).where(
    and(eq(neumaticoScrap.id_cliente, params.clientId), eq(neumaticoScrap.id, params.scrapId)),
  );
  if (!row) throw new NotFoundError();
  return toRecord(row);
}

const SORT_COLUMNS: Record<(typeof SCRAP_SORTS)[number], SQL> = {
  fecha_scrap: sql`${neumaticoScrap.fecha_scrap}`,
  num_serie: sql`${neumaticos.num_serie}`,
  dot: sql`${neumaticos.serie_cliente}`,
  marca: sql`${neumaticoMarcas.descripcion}`,
  motivo: sql`${motivosScrap.motivo}`,
  remanente_final: sql`${neumaticoScrap.remanente_final}`,
  costo_vida: sql`${neumaticoScrap.costo_vida}`,
  costo_perdido: sql`${neumaticoScrap.costo_perdido}`,
};

/**
 * 'Neumáticos en SCRAP' (scrap/list): the client's scrap records, newest scrap first by default (then the
 * latest saved), searched by serial, DOT, brand or scrap reason.
 */
export async function listScrapRecords(
  db: Db,
  params: {
    clientId: number;
    page: number;
    per_page: number;
    search?: string;
    sortBy?: (typeof SCRAP_SORTS)[number];
    sortDirection: 'asc' | 'desc';
  },
): Promise<Paged<ScrapRecord>> {
  const pattern = params.search ? likePattern(params.search) : undefined;
  const where = and(
    eq(neumaticoScrap.id_cliente, params.clientId),
    pattern
      ? or(
          ilike(neumaticos.num_serie, pattern),
          ilike(neumaticos.serie_cliente, pattern),
          ilike(neumaticoMarcas.descripcion, pattern),
          ilike(motivosScrap.motivo, pattern),
        )
      : undefined,
  );
  const sortBy = params.sortBy ?? 'fecha_scrap';
  const sortColumn = SORT_COLUMNS[sortBy];
  const direction = params.sortBy ? params.sortDirection : 'desc';
  const tieBreak = direction === 'asc' ? asc(neumaticoScrap.id) : desc(neumaticoScrap.id);
  if (!pattern && sortBy === 'fecha_scrap') {
    // The default list: fecha_scrap is not null, so (fecha_scrap, id) in either direction is the index
    // neumatico_scrap_cliente_fecha read forwards or backwards; the page's ids come from it, then the
    // tyres and catalogues are joined for those rows only.
    const byDate = direction === 'asc' ? asc(neumaticoScrap.fecha_scrap) : desc(neumaticoScrap.fecha_scrap);
    const [page, [total]] = await Promise.all([
      db
        .select({ id: neumaticoScrap.id })
        .from(neumaticoScrap)
        .where(where)
        .orderBy(byDate, tieBreak)
        .limit(params.per_page)
        .offset(offsetOf(params)),
      db.select({ total: count() }).from(neumaticoScrap).where(where),
    ]);
    const ids = page.map((row) => row.id);
    const rows =
      ids.length > 0
        ? await selectRecords(db).where(
            and(eq(neumaticoScrap.id_cliente, params.clientId), inArray(neumaticoScrap.id, ids)),
          )
        : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return toPage(
      ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toRecord(row)] : [];
      }),
      Number(total?.total ?? 0),
      params,
    );
  }
  const order = direction === 'asc' ? sql`${sortColumn} asc nulls first` : sql`${sortColumn} desc nulls last`;
  const [rows, [total]] = await Promise.all([
    selectRecords(db).where(where).orderBy(order, tieBreak).limit(params.per_page).offset(offsetOf(params)),
    pattern
      ? db
          .select({ total: count() })
          .from(neumaticoScrap)
          .innerJoin(
            neumaticos,
            and(
              eq(neumaticos.id_cliente, neumaticoScrap.id_cliente),
              eq(neumaticos.id, neumaticoScrap.id_neumatico),
            ),
          )
          .innerJoin(neumaticoMarcas, eq(neumaticoMarcas.id, neumaticos.id_marca))
          .innerJoin(motivosScrap, eq(motivosScrap.id, neumaticoScrap.id_motivo_scrap))
          .where(where)
      : db.select({ total: count() }).from(neumaticoScrap).where(where),
  ]);
  return toPage(rows.map(toRecord), Number(total?.total ?? 0), params);
}

/** motivosscrap/index: the global scrap reasons, by name. */
export function listScrapReasons(db: Db): Promise<ScrapReason[]> {
  return db
    .select({ id: motivosScrap.id, motivo: motivosScrap.motivo })
    .from(motivosScrap)
    .orderBy(asc(motivosScrap.motivo));
}

/**
 * Remanente límite of a tyre (domain.md §8, §11): `reencauche` of the application of the vehicle it runs or
 * last ran on (its latest installation not voided as an installation error). Null when it never ran or that
 * application has no thresholds: then the user enters it.
 */
export async function findKnownLimit(
  db: Reader,
  params: { clientId: number; tyreId: number },
): Promise<number | null> {
  const [row] = await db
    .select({ reencauche: num(remanentesAplicacion.reencauche) })
    .from(neumaticoHistorial)
    .innerJoin(
      vehiculos,
      and(
        eq(vehiculos.id_cliente, neumaticoHistorial.id_cliente),
        eq(vehiculos.id, neumaticoHistorial.id_vehiculo),
      ),
    )
    .innerJoin(
      remanentesAplicacion,
      and(
        eq(remanentesAplicacion.id_cliente, vehiculos.id_cliente),
        eq(remanentesAplicacion.id_aplicacion, vehiculos.ruta),
      ),
    )
    .where(
      and(
        eq(neumaticoHistorial.id_cliente, params.clientId),
        eq(neumaticoHistorial.id_neumatico, params.tyreId),
        sql`${neumaticoHistorial.motivo_retiro} is distinct from 6`,
      ),
    )
    .orderBy(desc(neumaticoHistorial.fecha_instalacion), desc(neumaticoHistorial.id))
    .limit(1);
  return row?.reencauche ?? null;
}

/** `reencauche` of a vehicle's application, or null when that application has no thresholds. */
export async function findVehicleLimit(
  db: Reader,
  params: { clientId: number; vehicleId: number },
): Promise<number | null> {
  const [row] = await db
    .select({ reencauche: num(remanentesAplicacion.reencauche) })
    .from(vehiculos)
    .innerJoin(
      remanentesAplicacion,
      and(
        eq(remanentesAplicacion.id_cliente, vehiculos.id_cliente),
        eq(remanentesAplicacion.id_aplicacion, vehiculos.ruta),
      ),
    )
    .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId)));
  return row?.reencauche ?? null;
}

/**
 * Cost of the tyre's current life in USD (domain.md §5): the event that opened it (the purchase for N, the
 * latest retread for Rk; the newest cost event of motivo 0 or 1) plus the repairs (motivo 2) recorded after it.
 * "After" is by id, the order the app recorded them in: a cost edit may move an event's date, never its place.
 */
export async function lifeCost(db: Reader, params: { clientId: number; tyreId: number }): Promise<number> {
  const result = await db.execute(sql`
    with costos as (
      select id, motivo, costo_convertido from neumatico_costos
      where id_cliente = ${params.clientId} and id_neumatico = ${params.tyreId}
    ), apertura as (
      select id, costo_convertido from costos where motivo in (0, 1) order by id desc limit 1
    )
    select (
      coalesce((select costo_convertido from apertura), 0)
      + coalesce((select sum(costo_convertido) from costos
          where motivo = 2 and id > coalesce((select id from apertura), 0)), 0)
    )::float8 as costo`);
  // pg and PGlite both answer { rows }; float8 comes back as a number from both.
  const { rows } = result as unknown as { rows: { costo: number }[] };
  return Number(rows[0]?.costo ?? 0);
}

/** km_total of the tyre (domain.md §4): the distance before registration plus its closed records (running total). */
export async function findTyreKm(db: Reader, params: { clientId: number; tyreId: number }): Promise<number> {
  const [row] = await db
    .select({ km: num(sql`${neumaticos.k_recorridos} + ${neumaticos.km_recorrido}`) })
    .from(neumaticos)
    .where(and(eq(neumaticos.id_cliente, params.clientId), eq(neumaticos.id, params.tyreId)));
  return row?.km ?? 0;
}

/**
 * The date of the tyre's latest movement on a vehicle (installation or removal), or null: a scrap is not dated
 * before it. `exceptLastRemoval` leaves out the removal of its latest record (the one a scrap of an installed
 * tyre closed), for editing that scrap's date.
 */
export async function findLastMovementDate(
  db: Reader,
  params: { clientId: number; tyreId: number; exceptLastRemoval?: boolean },
): Promise<string | null> {
  const [last] = await db
    .select({
      fecha_instalacion: neumaticoHistorial.fecha_instalacion,
      fecha_retiro: neumaticoHistorial.fecha_retiro,
    })
    .from(neumaticoHistorial)
    .where(
      and(
        eq(neumaticoHistorial.id_cliente, params.clientId),
        eq(neumaticoHistorial.id_neumatico, params.tyreId),
      ),
    )
    .orderBy(desc(neumaticoHistorial.id))
    .limit(1);
  if (!last) return null;
  if (params.exceptLastRemoval || !last.fecha_retiro) return last.fecha_instalacion;
  return last.fecha_retiro > last.fecha_instalacion ? last.fecha_retiro : last.fecha_instalacion;
}

/**
 * scrap/find: the tyre scrap screen's data (its state, the known limit, its record when scrapped). Another
 * client's tyre is not found.
 */
export async function findTyreScrap(
  db: Db,
  params: { clientId: number; tyreId: number },
): Promise<ScrapFind> {
  const [tyre] = await db
    .select({
      id: neumaticos.id,
      num_serie: neumaticos.num_serie,
      estado: neumaticos.estado,
      remanente_original: num(neumaticos.remanente_original),
      remanente_actual: num(neumaticos.remanente_actual),
      remanente_final: numOrNull(neumaticos.remanente_final),
    })
    .from(neumaticos)
    .where(and(eq(neumaticos.id_cliente, params.clientId), eq(neumaticos.id, params.tyreId)));
  if (!tyre) throw new NotFoundError();
  const rows = await selectRecords(db)
    .where(and(eq(neumaticoScrap.id_cliente, params.clientId), eq(neumaticoScrap.id_neumatico, tyre.id)))
    .orderBy(desc(neumaticoScrap.id));
  const registros = rows.map(toRecord);
  const [record] = registros;
  const limit = record?.remanente_limite ?? (await findKnownLimit(db, params));
  return {
    datos: {
      id: record?.id ?? null,
      estado: tyre.estado,
      estado_descripcion: TYRE_STATES[tyre.estado] ?? '',
      remanente_limite: limit,
      fecha_scrap: record?.fecha_scrap ?? null,
      id_neumatico: tyre.id,
      num_serie: tyre.num_serie,
      remanente_original: tyre.remanente_original,
      remanente_actual: tyre.remanente_actual,
      remanente_final: tyre.remanente_final,
    },
    registros,
  };
}

/** scrap/vehiculos (ours): the client's vehicles with at least one tyre on them, by plate. */
export function listVehiclesWithTyres(db: Db, params: { clientId: number }): Promise<ScrapVehicle[]> {
  return db
    .select({
      id: vehiculos.id,
      placa: vehiculos.placa,
      codigo: vehiculos.codigo,
      kilometraje: num(vehiculos.kilometraje),
      tipo_costo: vehiculos.tipo_costo,
    })
    .from(vehiculos)
    .where(
      and(
        eq(vehiculos.id_cliente, params.clientId),
        sql`exists (select 1 from ${neumaticoHistorial} h where h.id_cliente = ${vehiculos.id_cliente}
          and h.id_vehiculo = ${vehiculos.id} and h.km_retiro is null)`,
      ),
    )
    .orderBy(asc(vehiculos.placa));
}

/**
 * scrap/neumaticosxvehiculo: the tyres on the vehicle now (its open installation records), by position, with
 * the vehicle's limit and km for the form. Another client's vehicle is not found.
 */
export async function listVehicleTyres(
  db: Db,
  params: { clientId: number; vehicleId: number },
): Promise<{ data: VehicleTyre[]; remanente_limite: number | null; kilometraje: number }> {
  const [vehicle] = await db
    .select({ id: vehiculos.id, kilometraje: num(vehiculos.kilometraje) })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, params.clientId), eq(vehiculos.id, params.vehicleId)));
  if (!vehicle) throw new NotFoundError();
  const data = await db
    .select({
      id: neumaticos.id,
      num_serie: neumaticos.num_serie,
      id_historial: neumaticoHistorial.id,
      posicion: neumaticoHistorial.posicion,
      ubicacion: neumaticoHistorial.ubicacion,
      fecha_instalacion: neumaticoHistorial.fecha_instalacion,
      km_instalacion: num(neumaticoHistorial.km_instalacion),
      remanente_original: num(neumaticos.remanente_original),
      remanente_actual: num(neumaticos.remanente_actual),
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
        eq(neumaticoHistorial.id_vehiculo, vehicle.id),
        isNull(neumaticoHistorial.km_retiro),
        inArray(neumaticos.estado, [3]),
      ),
    )
    .orderBy(asc(neumaticoHistorial.ubicacion), asc(neumaticoHistorial.id));
  const remanente_limite = await findVehicleLimit(db, params);
  return { data, remanente_limite, kilometraje: vehicle.kilometraje };
}
