/**
 * What the internal reports' bench (`internal-reports.bench.ts`) adds to the data of `generate.ts`: the market
 * the marketing reports read and the action log the user actions report reads. Every step is set-based SQL and
 * skipped when already done, so a kept database is reused as it is.
 *
 * - Sectors: the bench clients have none; each gets one of the demo's six in turn (the reports group by it).
 * - Two years of inspections of the twenty ordinary clients (the big one has its own, `inspection-data.ts`):
 *   every vehicle once a month for 24 months, a reading per configuration slot, as `inspection-data.ts` writes
 *   them but for all of them in two statements.
 * - Each reading reads the tyre's current life (`vida` = its retread count), so the retreaded tyres (a quarter
 *   of them) are the market of 'Reencauchado'; `inspection-data.ts` leaves every reading on life 0.
 * - The technician role may view the actions report and the retreaded tyres report (the technician's scope).
 * - A million logged actions over the two years before ACTIONS_UNTIL, spread over the bench and demo users and
 *   the six modules, in time order (as they are written in use).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { INSPECTION_MONTHS, INSPECTIONS_FROM } from './inspection-data';

export const ACTION_COUNT = 1_000_000;
/** The action log covers the two years before this day (fixed: the data must not depend on the day it is made). */
export const ACTIONS_UNTIL = '2026-11-24';
export const ACTIONS_FROM = '2024-11-24';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface InternalReportsSizes {
  clients: number;
  inspections: number;
  readings: number;
  retreadedReadings: number;
  actions: number;
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0;
}

export async function addInternalReportsData(
  db: Db,
  options: { big: number; log?: (line: string) => void },
): Promise<InternalReportsSizes> {
  const log = options.log ?? (() => {});
  const timed = async (what: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };

  await db.execute(sql`
    update clientes c set id_sectors = s.id
    from (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from sectors) s
    where c.slug like 'bench%' and c.id_sectors is null
      and s.k = (substring(c.slug from 6)::int % s.n)`);

  // The demo technician's role gets no usage or marketing screen by default: the bench grants it the two it
  // measures (actions 14, retreaded tyres 15; view) to time a technician's scope.
  await db.execute(sql`
    insert into permisos (id_rol, id_menu, id_accion)
    select 3, m.id, 1 from menus m
    where m.id in (14, 15)
      and not exists (select 1 from permisos p where p.id_rol = 3 and p.id_menu = m.id and p.id_accion = 1)`);

  const smallHeaders = await count(
    db,
    sql`select count(*)::int as n from inspecciones i join clientes c on c.id = i.id_cliente
        where c.slug like 'bench%' and c.id <> ${options.big}`,
  );
  if (smallHeaders === 0)
    await timed('inspections of the ordinary clients', () => insertHeaders(db, options.big));
  const smallReadings = await count(
    db,
    sql`select count(*)::int as n from inspeccion_detalles d join clientes c on c.id = d.id_cliente
        where c.slug like 'bench%' and c.id <> ${options.big}`,
  );
  if (smallReadings === 0) await timed('their readings', () => insertReadings(db, options.big));

  const bigRetreaded = await count(
    db,
    sql`select count(*)::int as n from (select 1 from inspeccion_detalles
        where id_cliente = ${options.big} and vida > 0 limit 1) x`,
  );
  if (bigRetreaded === 0)
    await timed('the big client’s readings of retreaded tyres on their life', () =>
      db.execute(sql`
        update inspeccion_detalles d set vida = n.cantidad_reencauche, id_disenio = n.id_disenio
        from neumaticos n
        where d.id_cliente = ${options.big} and n.id_cliente = d.id_cliente and n.id = d.id_neumatico
          and n.cantidad_reencauche > 0 and d.vida = 0`),
    );

  const actions = await count(db, sql`select count(*)::int as n from acciones_usuario`);
  if (actions < ACTION_COUNT) await timed('a million logged actions', () => insertActions(db));

  if (smallHeaders === 0 || smallReadings === 0 || bigRetreaded === 0 || actions < ACTION_COUNT)
    await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));

  const [sizes] = rowsOf<InternalReportsSizes>(
    await db.execute(sql`select
      (select count(*)::int from clientes where slug like 'bench%') as clients,
      (select count(*)::int from inspecciones) as inspections,
      (select count(*)::int from inspeccion_detalles where id_inspeccion is not null) as readings,
      (select count(*)::int from inspeccion_detalles where id_inspeccion is not null and vida > 0) as "retreadedReadings",
      (select count(*)::int from acciones_usuario) as actions`),
  );
  return sizes ?? { clients: 0, inspections: 0, readings: 0, retreadedReadings: 0, actions: 0 };
}

/** Every vehicle of the ordinary bench clients once a month, headers in date order (identificador grows with it). */
async function insertHeaders(db: Db, big: number) {
  await db.execute(sql`
    insert into inspecciones (id_cliente, id_vehiculo, codigo, fecha_inspeccion, km_inspeccion, id_planta,
      repuesto, portallantas, created_at, updated_at)
    select v.id_cliente, v.id,
      'M' || lpad((row_number() over (order by s.fecha, v.id))::text, 8, '0'),
      s.fecha, v.kilometraje + s.n * 6000 + (v.id % 97) * 10, v.id_planta,
      ((v.id + s.n) % 3 = 0)::int, ((v.id + s.n) % 4 = 0)::int, s.fecha::timestamptz, s.fecha::timestamptz
    from vehiculos v
    join clientes c on c.id = v.id_cliente and c.slug like 'bench%' and c.id <> ${big}
    cross join lateral (
      select m.n, (${INSPECTIONS_FROM}::date + make_interval(months => m.n) + (v.id % 27) * interval '1 day')::date as fecha
      from generate_series(0, ${INSPECTION_MONTHS - 1}) m(n)
    ) s
    order by s.fecha, v.id`);
}

/**
 * One reading per slot: the mounted tyre, else one of the client's tyres by number; the reading is of the
 * tyre's current life, with that life's design.
 */
async function insertReadings(db: Db, big: number) {
  await db.execute(sql`
    with clients as (select id from clientes where slug like 'bench%' and id <> ${big}),
    tyres as (
      select id_cliente, id, (row_number() over (partition by id_cliente order by id) - 1)::int as k
      from neumaticos where id_cliente in (select id from clients)
    ),
    tyre_count as (select id_cliente, count(*)::int as n from tyres group by id_cliente),
    mounted as (
      select h.id_vehiculo, h.ubicacion, max(h.id_neumatico) as id_neumatico
      from neumatico_historial h
      where h.id_cliente in (select id from clients) and h.fecha_retiro is null
      group by h.id_vehiculo, h.ubicacion
    )
    insert into inspeccion_detalles (id_cliente, clave, id_inspeccion, id_vehiculo, id_neumatico, posicion,
      ubicacion, id_ejes, km_inspeccion_parcial, presion, valvula, accesibilidad, motivo_inaccesibilidad,
      exterior, medio, interior, resultado, separaciond, otros, desgirregular, tuercaestado, tuercacantidad,
      estado, recomendacion, vida, id_marca, id_disenio, fecha_inspeccion, created_at, updated_at)
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
      n.cantidad_reencauche, n.id_marca, n.id_disenio, r.fecha_inspeccion,
      r.fecha_inspeccion::timestamptz, r.fecha_inspeccion::timestamptz
    from (
      select i.id_cliente, i.id, i.id_vehiculo, i.km_inspeccion, i.fecha_inspeccion, p.posicion, p.ubicacion,
        p.id_ejes, abs(hashint4(i.id * 31 + p.ubicacion)::bigint) as h,
        coalesce(m.id_neumatico, t.id) as id_neumatico
      from inspecciones i
      join vehiculos v on v.id = i.id_vehiculo
      join vehiculo_configuracion_posiciones p on p.id_configuracion = v.id_configuracion
      join tyre_count c on c.id_cliente = i.id_cliente
      left join mounted m on m.id_vehiculo = i.id_vehiculo and m.ubicacion = p.ubicacion
      left join tyres t on m.id_neumatico is null and t.id_cliente = i.id_cliente
        and t.k = (i.id_vehiculo * 23 + p.ubicacion) % c.n
      where i.id_cliente in (select id from clients)
    ) r
    join neumaticos n on n.id = r.id_neumatico`);
}

/**
 * A million actions, one every ~63 s over two years, in time order: each from one of the users (bench
 * administrators on their client, demo users on theirs, the superadmin now and then on the platform), one of
 * ten kinds of change with a detail naming a tyre, plate or inspection.
 */
async function insertActions(db: Db) {
  await db.execute(sql`
    with actors as (
      select u.id, u.email, (select min(uc.id_cliente) from usuario_clientes uc where uc.id_usuario = u.id) as id_cliente,
        (row_number() over (order by u.id) - 1)::int as k, count(*) over ()::int as n
      from usuarios u
    ),
    kinds(k, modulo, accion, vista, detalle) as (values
      (0, 'neumaticos', 'Instalar', 'Instalación de neumáticos', 'Neumático BN%s instalado en P%p de ABC-%v'),
      (1, 'neumaticos', 'Retirar', 'Instalación de neumáticos', 'Neumático BN%s retirado de P%p de ABC-%v por reencauche'),
      (2, 'neumaticos', 'Rotar', 'Instalación de neumáticos', 'Neumático BN%s rotado de P%p a P1 de ABC-%v'),
      (3, 'neumaticos', 'Editar', 'Reporte de neumáticos', 'Neumático BN%s editado'),
      (4, 'vehiculos', 'Editar', 'Vehículos', 'Vehículo ABC-%v editado'),
      (5, 'inspecciones', 'Registrar', 'Registrar inspección', 'Inspección %s de ABC-%v registrada (10 lecturas)'),
      (6, 'inspecciones', 'Registrar lectura', 'Registrar inspección', 'Lectura de P%p del neumático BN%s registrada'),
      (7, 'reportes', 'Descargar', 'Reporte consolidado', 'PDF del reporte consolidado de ABC-%v generado'),
      (8, 'catalogos', 'Editar', 'Criterios de aceptación', 'Criterio de aceptación %p editado'),
      (9, 'administracion', 'Editar', 'Usuarios', 'Usuario usuario%p@bench.huella.pe editado')
    )
    insert into acciones_usuario (id_usuario, email, id_cliente, modulo, accion, vista, detalle, created_at)
    select a.id, a.email, a.id_cliente, k.modulo, k.accion, k.vista,
      replace(replace(replace(k.detalle, '%s', lpad((g.h % 50000)::text, 6, '0')), '%p', (1 + g.h % 10)::text),
        '%v', lpad((g.h % 5000)::text, 4, '0')),
      ${ACTIONS_FROM}::timestamptz + (g.n::float8 / ${ACTION_COUNT}) * (${ACTIONS_UNTIL}::date - ${ACTIONS_FROM}::date)
        * interval '1 day'
    from (select n, abs(hashint4(n)::bigint) as h from generate_series(1, ${ACTION_COUNT}) n) g
    join actors a on a.k = g.h % a.n
    join kinds k on k.k = (g.h / 7) % 10
    order by g.n`);
}
