import { sql } from 'drizzle-orm';
import {
  AXLE_NAMES,
  type BadConditionRow,
  type ConsolidatedSectionsA,
  protectedFileUrl,
  type RetiredTyreRow,
  SECTIONS_A_LIMIT,
  TYRE_VERDICTS,
  VERDICTS_WITH_PHOTO,
} from '@huella/contracts';
import type { Db } from '../../../../db/client';
import { queryRows } from '../../../../db/prepared';
import type { ConsolidatedQuery } from '../period';
import { lastReadingsOfPeriod } from './readings';

/** The bad-condition list's verdicts (lifecycle/tyre-states: 'Lista para Reemplazar', 'Neumático en Mal estado'). */
const BAD_VERDICTS = VERDICTS_WITH_PHOTO;
/** The verdicts that take the tyre off the vehicle: to retread it (2) or to replace it (3). */
const WITHDRAW_VERDICTS: readonly number[] = [2, 3];

interface TyreRow {
  id_neumatico: number;
  placa: string;
  posicion: number;
  id_ejes: number;
  marca: string;
  medida: string;
  modelo: string;
  estado: number;
  disenio: string | null;
  num_serie: string;
  reencauchado: boolean;
  exterior: number;
  interior: number;
  nsd: number;
  recomendacion: string;
  imagen: string | null;
}

const codes = (verdicts: readonly number[]) =>
  sql.join(
    verdicts.map((code) => sql`${code}`),
    sql`, `,
  );

/**
 * The period's tyres whose last reading has a bad or a withdraw verdict, by plate and position, in one statement:
 * `mal` / `retiro` say which list a row is in (a 'Lista para Reemplazar' is in both), each list cut one row over
 * the cap by its own running count.
 */
function tyresWithVerdict(db: Db, query: ConsolidatedQuery) {
  return queryRows<TyreRow & { mal: boolean; retiro: boolean }>(
    db,
    sql`with ${lastReadingsOfPeriod(query)}, filas as (
        select u.id_neumatico, v.placa::text as placa, u.posicion::int as posicion, u.id_ejes::int as id_ejes,
          ma.descripcion::text as marca, me.descripcion::text as medida, mo.descripcion::text as modelo,
          u.estado::int as estado, di.nombre::text as disenio, n.num_serie::text as num_serie,
          (u.vida > 0 or n.nuevo = 0) as reencauchado,
          u.exterior::float8 as exterior, u.interior::float8 as interior, u.nsd::float8 as nsd,
          u.recomendacion::text as recomendacion, u.imagen::text as imagen,
          u.estado in (${codes(BAD_VERDICTS)}) as mal, u.estado in (${codes(WITHDRAW_VERDICTS)}) as retiro
        from ultima u
          join neumaticos n on n.id_cliente = ${query.clientId} and n.id = u.id_neumatico
          join vehiculos v on v.id_cliente = ${query.clientId} and v.id = u.id_vehiculo
          join neumatico_marcas ma on ma.id = coalesce(u.id_marca, n.id_marca)
          join neumatico_medidas me on me.id = n.id_medida
          join neumatico_modelos mo on mo.id = n.id_modelo
          left join neumatico_disenios di on di.id = coalesce(u.id_disenio, n.id_disenio)
        where u.estado in (${codes([...BAD_VERDICTS, ...WITHDRAW_VERDICTS])})
      ), contadas as (
        select f.*,
          count(*) filter (where f.mal) over orden as n_mal,
          count(*) filter (where f.retiro) over orden as n_retiro
        from filas f
        window orden as (order by f.placa, f.posicion, f.id_neumatico rows unbounded preceding)
      )
      select * from contadas
      where (mal and n_mal <= ${SECTIONS_A_LIMIT + 1}) or (retiro and n_retiro <= ${SECTIONS_A_LIMIT + 1})
      order by placa, posicion, id_neumatico`,
  );
}

const verdictLabel = (code: number) => TYRE_VERDICTS[code as keyof typeof TYRE_VERDICTS] ?? String(code);
const photoUrl = (imagen: string | null) => (imagen ? protectedFileUrl(imagen) : null);

/** Neumáticos en mal estado: the last reading of the period says replace it or it is in bad condition. */
function badConditionList(all: TyreRow[]): ConsolidatedSectionsA['neumaticos_mal_estado'] {
  const rows = all;
  const data: BadConditionRow[] = rows.slice(0, SECTIONS_A_LIMIT).map((row) => ({
    id_neumatico: row.id_neumatico,
    placa: row.placa,
    neumatico_posicion: row.posicion,
    eje: AXLE_NAMES[row.id_ejes] ?? String(row.id_ejes),
    marca: row.marca,
    medida: row.medida,
    modelo: row.modelo,
    estado: verdictLabel(row.estado),
    disenio: row.disenio,
    serieneumatico: row.num_serie,
    nsd: row.nsd,
    observaciones: row.recomendacion,
    ruta1: photoUrl(row.imagen),
  }));
  return { data, limitado: rows.length > SECTIONS_A_LIMIT };
}

/** Neumáticos en retiro: the last reading of the period says take it off (to retread or to replace). */
function withdrawnList(all: TyreRow[]): ConsolidatedSectionsA['neumaticos_retiro'] {
  const rows = all;
  const data: RetiredTyreRow[] = rows.slice(0, SECTIONS_A_LIMIT).map((row) => ({
    id_neumatico: row.id_neumatico,
    placa: row.placa,
    posicion: row.posicion,
    marca: row.marca,
    medida: row.medida,
    disenio: row.disenio,
    condicion: row.reencauchado ? 'Reencauchado' : 'Nuevo',
    num_serie: row.num_serie,
    exterior: row.exterior,
    interior: row.interior,
    nsd: row.nsd,
    estado: verdictLabel(row.estado),
    recomendacion: row.recomendacion,
    imagen1: photoUrl(row.imagen),
  }));
  return { data, limitado: rows.length > SECTIONS_A_LIMIT };
}

/** Neumáticos en mal estado and neumáticos en retiro, from one statement. */
export async function getVerdictLists(
  db: Db,
  query: ConsolidatedQuery,
): Promise<Pick<ConsolidatedSectionsA, 'neumaticos_mal_estado' | 'neumaticos_retiro'>> {
  const rows = await tyresWithVerdict(db, query);
  return {
    neumaticos_mal_estado: badConditionList(rows.filter((row) => row.mal)),
    neumaticos_retiro: withdrawnList(rows.filter((row) => row.retiro)),
  };
}
