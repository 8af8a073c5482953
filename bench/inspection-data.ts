/**
 * Two years of inspections for the big benchmark client (issue 12 item 6): every vehicle inspected once a month
 * for 24 months and every fifth one twice, a reading per slot of its configuration (its mounted tyre where it has
 * one, otherwise one of the client's tyres): about 1.2 million readings at scale 1. Written by two set-based
 * statements (generate_series), not row by row; the values are derived from the ids, so they are the same on
 * every machine. Readings carry what the report and the exports show: depths, pressures, now and then an
 * inaccessible tyre, irregular wear, a tyre to retread.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';

export const INSPECTION_MONTHS = 24;
/** The first inspected month; fixed so the data does not depend on the day it is generated. */
export const INSPECTIONS_FROM = '2024-01-01';

export interface InspectionSizes {
  inspections: number;
  readings: number;
}

const countsOf = async (db: Db, clientId: number): Promise<InspectionSizes> => {
  const result = (await db.execute(sql`select
      (select count(*)::int from inspecciones where id_cliente = ${clientId}) as inspections,
      (select count(*)::int from inspeccion_detalles where id_cliente = ${clientId}) as readings`)) as unknown as {
    rows: InspectionSizes[];
  };
  return result.rows[0] ?? { inspections: 0, readings: 0 };
};

/**
 * Adds the inspections once (a client that already has readings is left as it is; headers left by an
 * interrupted load get their readings); answers the counts.
 */
export async function generateInspections(db: Db, clientId: number): Promise<InspectionSizes> {
  const existing = await countsOf(db, clientId);
  if (existing.readings > 0) return existing;
  if (existing.inspections === 0) await insertHeaders(db, clientId);
  await insertReadings(db, clientId);
  await db.execute(sql`vacuum analyze inspecciones`);
  await db.execute(sql`vacuum analyze inspeccion_detalles`);
  return countsOf(db, clientId);
}

async function insertHeaders(db: Db, clientId: number) {
  // Headers in date order, so identificador grows with the date as it does in use. Km climb ~6 000 a month.
  await db.execute(sql`
    insert into inspecciones (id_cliente, id_vehiculo, codigo, fecha_inspeccion, km_inspeccion, id_planta,
      repuesto, portallantas, created_at, updated_at)
    select v.id_cliente, v.id,
      case when (v.id + s.n) % 7 = 0 then null else 'B' || lpad((row_number() over (order by s.fecha, v.id))::text, 8, '0') end,
      s.fecha, v.kilometraje + s.n * 6000 + (v.id % 97) * 10, v.id_planta,
      ((v.id + s.n) % 3 = 0)::int, ((v.id + s.n) % 4 = 0)::int, s.fecha::timestamptz, s.fecha::timestamptz
    from vehiculos v
    cross join lateral (
      select m.n, (${INSPECTIONS_FROM}::date + make_interval(months => m.n / 2) + ((v.id % 13) + 15 * (m.n % 2)) * interval '1 day')::date as fecha
      from generate_series(0, ${INSPECTION_MONTHS * 2 - 1}) m(n)
      where m.n % 2 = 0 or v.id % 5 = 0
    ) s
    where v.id_cliente = ${clientId}
    order by s.fecha, v.id`);
}

/**
 * One reading per configuration slot; tread and pressure from the ids (3–18 mm, 85–124 PSI). A slot without a
 * mounted tyre takes one of the client's tyres by number (a join: indexing one big array per row would copy it
 * whole every time).
 */
async function insertReadings(db: Db, clientId: number) {
  await db.execute(sql`
    with tyres as (
      select id, (row_number() over (order by id) - 1)::int as k from neumaticos where id_cliente = ${clientId}
    ),
    tyre_count as (select count(*)::int as n from tyres),
    mounted as (
      select h.id_vehiculo, h.ubicacion, max(h.id_neumatico) as id_neumatico
      from neumatico_historial h
      where h.id_cliente = ${clientId} and h.fecha_retiro is null
      group by h.id_vehiculo, h.ubicacion
    )
    insert into inspeccion_detalles (id_cliente, clave, id_inspeccion, id_vehiculo, id_neumatico, posicion,
      ubicacion, id_ejes, km_inspeccion_parcial, presion, valvula, accesibilidad, motivo_inaccesibilidad,
      exterior, medio, interior, resultado, separaciond, otros, desgirregular, tuercaestado, tuercacantidad,
      estado, recomendacion, id_marca, id_disenio, fecha_inspeccion, created_at, updated_at)
    select r.id_cliente, gen_random_uuid(), r.id, r.id_vehiculo, r.id_neumatico, r.posicion, r.ubicacion, r.id_ejes,
      r.km_inspeccion, case when r.h % 40 = 0 then 0 else 85 + r.h % 40 end, 'CT',
      case when r.h % 40 = 0 then 0 else 1 end, case when r.h % 40 = 0 then 1 end,
      3 + (r.h % 150) / 10.0, 3 + ((r.h / 3) % 150) / 10.0, 3 + ((r.h / 7) % 150) / 10.0,
      '{}', case when r.id_ejes = 1 then 'Sep. Entre Duales-No Aplica' else 'Sep. Entre Duales- Ok' end,
      case when r.h % 25 = 0 then '{Desg. Irregular}'::varchar[] else '{}' end,
      case when r.h % 25 = 0 then array[1 + r.h % 18]::smallint[] else '{}' end,
      case when r.h % 50 = 0 then 3 else 1 end, case when r.h % 50 = 0 then 2 end,
      case when r.h % 30 = 0 then 2 else 1 end,
      case when r.h % 30 = 0 then 'Programar reencauche' else '' end,
      n.id_marca, n.id_disenio, r.fecha_inspeccion,
      r.fecha_inspeccion::timestamptz, r.fecha_inspeccion::timestamptz
    from (
      select i.id_cliente, i.id, i.id_vehiculo, i.km_inspeccion, i.fecha_inspeccion, p.posicion, p.ubicacion,
        p.id_ejes, abs(hashint4(i.id * 31 + p.ubicacion)::bigint) as h,
        coalesce(m.id_neumatico, t.id) as id_neumatico
      from inspecciones i
      join vehiculos v on v.id = i.id_vehiculo
      join vehiculo_configuracion_posiciones p on p.id_configuracion = v.id_configuracion
      cross join tyre_count c
      left join mounted m on m.id_vehiculo = i.id_vehiculo and m.ubicacion = p.ubicacion
      left join tyres t on m.id_neumatico is null and t.k = (i.id_vehiculo * 23 + p.ubicacion) % c.n
      where i.id_cliente = ${clientId}
    ) r
    join neumaticos n on n.id = r.id_neumatico`);
}
