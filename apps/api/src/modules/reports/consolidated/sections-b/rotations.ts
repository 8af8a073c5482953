import { sql } from 'drizzle-orm';
import { type ConsolidatedSectionsB, ROTATIONS_LIMIT, type RotationRow } from '@huella/contracts';
import { IRREGULAR_WEAR_CODES } from '@huella/domain';
import type { Db } from '../../../../db/client';
import { queryRows } from '../../../../db/prepared';
import type { ConsolidatedQuery } from '../period';
import { readingsOfPeriod } from './readings';

/** Ours: which shoulder the difference points at (domain.md §10). */
export const TD_NOTES = {
  interior: 'Desgaste irregular en hombro interior',
  exterior: 'Desgaste irregular en hombro exterior',
} as const;

type Row = Omit<RotationRow, 'desgaste_irregular'> & { codigos: number[] };

/**
 * Rotaciones: each tyre's last reading of the period (inspection date, then reading id) when it is irregular per
 * domain.md §10 — td = exterior − interior ≥ desg_irregular_1 or ≤ desg_irregular_2 of the application of the
 * reading's vehicle (remanentes_aplicacion by vehiculos.ruta). One statement, one row over the cap.
 */
export async function getRotations(
  db: Db,
  query: ConsolidatedQuery,
): Promise<ConsolidatedSectionsB['rotaciones']> {
  const rows = await queryRows<Row>(
    db,
    sql`with ${readingsOfPeriod(query)},
      ultima as (
        select distinct on (l.id_neumatico) l.id, l.id_neumatico, l.id_vehiculo, l.posicion, l.vida, l.exterior,
          l.interior, l.nsd, l.desgirregular, l.id_marca,
          (l.exterior - l.interior) as td
        from lecturas l
        order by l.id_neumatico, l.fecha desc, l.id desc
      )
      select u.id_neumatico, v.placa::text as placa, u.posicion::int as posicion,
        ma.descripcion::text as marca, me.descripcion::text as medida, mo.descripcion::text as modelo,
        case when u.vida > 0 or n.nuevo = 0 then 'Reencauchado' else 'Nuevo' end as condicion,
        n.num_serie::text as num_serie, u.exterior::float8 as exterior, u.interior::float8 as interior,
        u.nsd::float8 as nsd, u.td::float8 as td,
        case when u.td >= r.desg_irregular_1 then ${TD_NOTES.interior} else ${TD_NOTES.exterior} end as td_adicional,
        u.desgirregular::int[] as codigos
      from ultima u
        join vehiculos v on v.id_cliente = ${query.clientId} and v.id = u.id_vehiculo
        join remanentes_aplicacion r on r.id_cliente = ${query.clientId} and r.id_aplicacion = v.ruta
        join neumaticos n on n.id_cliente = ${query.clientId} and n.id = u.id_neumatico
        join neumatico_marcas ma on ma.id = coalesce(u.id_marca, n.id_marca)
        join neumatico_medidas me on me.id = n.id_medida
        join neumatico_modelos mo on mo.id = n.id_modelo
      where u.td >= r.desg_irregular_1 or u.td <= r.desg_irregular_2
      order by v.placa, u.posicion, u.id_neumatico
      limit ${ROTATIONS_LIMIT + 1}`,
  );
  const data = rows.slice(0, ROTATIONS_LIMIT).map(({ codigos, ...row }) => ({
    ...row,
    desgaste_irregular: (codigos ?? []).map((code) => IRREGULAR_WEAR_CODES[code - 1] ?? String(code)),
  }));
  return { data, limitado: rows.length > ROTATIONS_LIMIT };
}
