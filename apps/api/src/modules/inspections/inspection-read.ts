import { type SQL, sql } from 'drizzle-orm';
import {
  IMAGES_FOLDER,
  type InspectionPosition,
  type PartialReading,
  type TyreAtPosition,
} from '@huella/contracts';
import { AXLE_TYPES, wearProjection } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import { NotFoundError } from '../../lib/http-errors';

/**
 * What the registration screen reads (spec 2 §2, §3, §7 `inspecciones/*`): the vehicle's slots with the tyre on
 * each, the tyre at one slot with its previous reading, and stored readings. Raw statements: each is one query
 * over a handful of rows.
 */

type Handle = Db | Tx;

export async function rowsOf<T>(db: Handle, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The client's vehicle with its layout and its application's thresholds; 404 for another client's id. */
export async function findInspectedVehicle(db: Handle, params: { clientId: number; vehicleId: number }) {
  const [vehicle] = await rowsOf<{
    id: number;
    id_tipo: number;
    id_configuracion: number;
    tipo_costo: number;
    rem_proximo: number | null;
    rem_limite: number | null;
  }>(
    db,
    sql`select v.id, v.id_tipo, v.id_configuracion, v.tipo_costo::int as tipo_costo,
        r.prox_reencauche::float8 as rem_proximo, r.reencauche::float8 as rem_limite
      from vehiculos v
      left join remanentes_aplicacion r on r.id_cliente = v.id_cliente and r.id_aplicacion = v.ruta
      where v.id_cliente = ${params.clientId} and v.id = ${params.vehicleId}`,
  );
  if (!vehicle) throw new NotFoundError();
  return vehicle;
}

/** inspecciones/posiciones: every slot of the vehicle's layout with its open installation record. */
export async function listInspectionPositions(db: Db, params: { clientId: number; vehicleId: number }) {
  const vehicle = await findInspectedVehicle(db, params);
  const slots = await rowsOf<{
    posicion: number;
    ubicacion: number;
    id_ejes: number;
    id_neumatico: number | null;
    num_serie: string | null;
  }>(
    db,
    sql`select p.posicion::int as posicion, p.ubicacion::int as ubicacion, p.id_ejes::int as id_ejes,
        h.id_neumatico, n.num_serie
      from vehiculo_configuracion_posiciones p
      left join neumatico_historial h on h.id_cliente = ${params.clientId} and h.id_vehiculo = ${vehicle.id}
        and h.ubicacion = p.ubicacion and h.km_retiro is null and h.fecha_retiro is null
      left join neumaticos n on n.id_cliente = h.id_cliente and n.id = h.id_neumatico
      where p.id_configuracion = ${vehicle.id_configuracion}
      order by p.posicion`,
  );
  const posicion: InspectionPosition[] = slots.map((slot) => ({
    posicion: slot.posicion,
    ubicacion: slot.ubicacion,
    id_ejes: slot.id_ejes,
    id_neumaticos: slot.id_neumatico ?? '-',
    num_serie: slot.num_serie,
    rem_proximo: vehicle.rem_proximo,
    disabled: slot.id_neumatico === null,
  }));
  return { posicion, id_tipo: vehicle.id_tipo, id_configuracion: vehicle.id_configuracion };
}

/** The tyre open on (vehicle, ubicacion), or undefined. */
export async function openTyreAt(
  db: Handle,
  params: { clientId: number; vehicleId: number; ubicacion: number },
) {
  const [row] = await rowsOf<{ id_neumatico: number; posicion: number; id_ejes: number }>(
    db,
    sql`select h.id_neumatico, h.posicion::int as posicion, h.id_ejes::int as id_ejes
      from neumatico_historial h
      where h.id_cliente = ${params.clientId} and h.id_vehiculo = ${params.vehicleId}
        and h.ubicacion = ${params.ubicacion} and h.km_retiro is null and h.fecha_retiro is null
      limit 1`,
  );
  return row;
}

export interface GrooveReading {
  exterior: number;
  medio: number | null;
  interior: number;
}

/**
 * The tyre's newest finished reading of its life `vida` (domain.md §13 compares a reading with it), leaving
 * out the reading being edited.
 */
export async function previousReading(
  db: Handle,
  params: { clientId: number; tyreId: number; vida: number; exceptReading?: number },
): Promise<GrooveReading | null> {
  const [row] = await rowsOf<GrooveReading>(
    db,
    sql`select d.exterior::float8 as exterior, d.medio::float8 as medio, d.interior::float8 as interior
      from inspeccion_detalles d
      where d.id_cliente = ${params.clientId} and d.id_neumatico = ${params.tyreId}
        and d.vida = ${params.vida} and d.id_inspeccion is not null
        ${params.exceptReading === undefined ? sql`` : sql`and d.id <> ${params.exceptReading}`}
      order by d.id desc limit 1`,
  );
  return row ?? null;
}

/** The client's tyre: what the §13 checks and the finish need; 404 for another client's id. */
export async function findTyre(db: Handle, params: { clientId: number; tyreId: number }) {
  const [tyre] = await rowsOf<{
    id: number;
    num_serie: string;
    cantidad_reencauche: number;
    remanente_original: number;
    id_marca: number;
    id_disenio: number | null;
  }>(
    db,
    sql`select n.id, n.num_serie, n.cantidad_reencauche::int as cantidad_reencauche,
        n.remanente_original::float8 as remanente_original, n.id_marca, n.id_disenio
      from neumaticos n where n.id_cliente = ${params.clientId} and n.id = ${params.tyreId}`,
  );
  if (!tyre) throw new NotFoundError();
  return tyre;
}

/** inspecciones/datneumaticos: the tyre mounted at one slot, for the dialog's read-only block. */
export async function tyreAtPosition(
  db: Db,
  params: { clientId: number; vehicleId: number; ubicacion: number },
): Promise<TyreAtPosition[]> {
  const vehicle = await findInspectedVehicle(db, params);
  const [row] = await rowsOf<
    Omit<
      TyreAtPosition,
      'eje' | 'condicion' | 'km_proyectado' | 'rem_proximo' | 'anterior' | 'tipo_costo'
    > & {
      nuevo: number;
    }
  >(
    db,
    sql`select n.id as id_neumaticos, n.num_serie, h.posicion::int as posicion, h.ubicacion::int as ubicacion,
        h.id_ejes::int as id_ejes, ma.descripcion as marca, mo.descripcion as modelo, me.descripcion as medida,
        di.nombre as disenio, n.nuevo::int as nuevo, n.cantidad_reencauche::int as cantidad_reencauche,
        em.razon_social as empresa_reencauche,
        (select max(e.fecha)::text from neumatico_eventos e
          where e.id_cliente = n.id_cliente and e.id_neumatico = n.id and e.tipo = 'reencauche') as fecha_reencauche,
        h.km_instalacion::float8 as km_instalacion, n.km_recorrido::float8 as km_recorrido,
        n.remanente_original::float8 as remanente_original, n.remanente_actual::float8 as remanente_actual,
        n.presion_recomendada::float8 as presion_recomendada
      from neumatico_historial h
      join neumaticos n on n.id_cliente = h.id_cliente and n.id = h.id_neumatico
      join neumatico_marcas ma on ma.id = n.id_marca
      join neumatico_modelos mo on mo.id = n.id_modelo
      join neumatico_medidas me on me.id = n.id_medida
      left join neumatico_disenios di on di.id = n.id_disenio
      left join empresas_reencauche em on em.id = n.id_empresa
      where h.id_cliente = ${params.clientId} and h.id_vehiculo = ${vehicle.id}
        and h.ubicacion = ${params.ubicacion} and h.km_retiro is null and h.fecha_retiro is null
      limit 1`,
  );
  if (!row) return [];
  const { nuevo, ...tyre } = row;
  const anterior = await previousReading(db, {
    clientId: params.clientId,
    tyreId: tyre.id_neumaticos,
    vida: tyre.cantidad_reencauche,
  });
  const projection =
    vehicle.rem_limite === null
      ? null
      : wearProjection({
          original: tyre.remanente_original,
          nsd: tyre.remanente_actual,
          limit: vehicle.rem_limite,
          km: tyre.km_recorrido,
        }).kmProyectado;
  return [
    {
      ...tyre,
      eje: AXLE_TYPES.find((axle) => axle.id === tyre.id_ejes)?.descripcion ?? '',
      condicion: nuevo === 1 ? 'Nuevo' : 'Reencauchado',
      tipo_costo: vehicle.tipo_costo,
      km_proyectado: projection === null ? null : Math.round(projection),
      rem_proximo: vehicle.rem_proximo,
      anterior,
    },
  ];
}

interface ReadingRow extends Omit<PartialReading, 'd_posicion' | 'ruta'> {
  imagen: string | null;
}

const folderPrefix = `${IMAGES_FOLDER}/`;

/** Stored readings by id, for the client (in id order). */
export async function readReadings(db: Handle, clientId: number, ids: number[]): Promise<PartialReading[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<ReadingRow>(
    db,
    sql`select d.id, d.clave::text as clave, d.id_inspeccion, d.id_vehiculo, d.id_neumatico as id_neumaticos,
        n.num_serie, d.posicion::int as posicion, d.ubicacion::int as ubicacion, d.id_ejes::int as id_ejes,
        d.tipo_presion, d.presion::float8 as presion, d.valvula, d.accesibilidad::int as accesibilidad,
        d.motivo_inaccesibilidad::int as motivo_inaccesibilidad, d.exterior::float8 as exterior,
        d.medio::float8 as medio, d.interior::float8 as interior, d.nsd::float8 as nsd,
        d.resultado::text[] as resultado, d.separaciond, d.otros::text[] as otros,
        d.desgirregular::int[] as desgirregular, d.parareparar::int[] as parareparar,
        d.fallasflanco::int[] as fallasflanco, d.tuercaestado::int as tuercaestado,
        d.tuercacantidad::int as tuercacantidad, d.estado::int as estado, d.recomendacion, d.imagen,
        ma.descripcion as marca, me.descripcion as medida
      from inspeccion_detalles d
      join neumaticos n on n.id_cliente = d.id_cliente and n.id = d.id_neumatico
      join neumatico_marcas ma on ma.id = n.id_marca
      join neumatico_medidas me on me.id = n.id_medida
      where d.id_cliente = ${clientId} and d.id in (${idList(ids)})
      order by d.id`,
  );
  return rows.map(({ imagen, ...row }) => ({
    ...row,
    d_posicion: `P${row.posicion}`,
    ruta:
      imagen === null ? null : imagen.startsWith(folderPrefix) ? imagen.slice(folderPrefix.length) : imagen,
  }));
}

/** One reading of the client (404 for another client's or an unknown id). */
export async function readReading(db: Handle, clientId: number, id: number): Promise<PartialReading> {
  const [reading] = await readReadings(db, clientId, [id]);
  if (!reading) throw new NotFoundError();
  return reading;
}
