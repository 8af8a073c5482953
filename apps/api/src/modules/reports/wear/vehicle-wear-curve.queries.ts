import { sql } from 'drizzle-orm';
import type { VehicleWearCurveResponse, WearCurveVehicle, WearCurveVehicleTyre } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import { NotFoundError } from '../../../lib/http-errors';

/**
 * Vehicle wear curve (spec 3 §2.8; domain.md §4, §5, §8), in two statements: the vehicle, then every tyre life
 * that ran on it with its points and figures. No per-tyre query: the largest vehicle (22 positions, two years of
 * monthly readings, a few hundred points) is one index range of its history records and, per tyre, one of its
 * readings.
 *
 * A row is a tyre in one life (N, R1…) on this vehicle: its records here that were not voided as installation
 * errors (motivo_retiro 6 counts 0 km, domain.md §3). `activo` 1 when one of them is still open. The wear figures
 * are those of domain.md §8 for that life: its km on every vehicle it ran on (records of the life, the open one up
 * to its vehicle's latest reading), its original tread (the tyre's own for the current life, else the one the
 * purchase or retread event gave it), the NSD of its last accepted reading, the retread limit of this vehicle's
 * application and the cost of the life (opening event and repairs, domain.md §5). A point is [km of the life
 * when read, NSD] of an accepted reading taken on this vehicle: km of the earlier records of the life plus the
 * reading's km minus the km at which the record it falls in started.
 *
 * K and H never mix: only tyres of the vehicle's unit (K on tipo_costo 1, H on 2) are read.
 */

type Params = { clientId: number; vehicleId: number };
const p = {
  clientId: sql`${sql.placeholder('clientId')}::int`,
  vehicleId: sql`${sql.placeholder('vehicleId')}::int`,
  history: sql`${sql.placeholder('history')}::boolean`,
};

const vehicleStatement = preparedStatement<WearCurveVehicle, Params>(
  'vehicle_wear_curve_vehicle',
  sql`
  select v.id, v.placa, v.codigo, vm.descripcion as marca, vt.descripcion as tipo, a.aplicacion,
    case when v.tipo_costo = 2 then 'Horas' else 'Kilómetros' end as descripcion_tipocosto,
    v.tipo_costo::int as tipo_costo,
    f.km_inicial::float8 as km_inicial, v.kilometraje::float8 as km_actual,
    (v.kilometraje - f.km_inicial)::float8 as km_recorrido,
    to_char(f.fecha_instalacion, 'YYYY-MM-DD') as fecha_instalacion,
    r.reencauche::float8 as remanente_reencauche
  from vehiculos v
  join vehiculo_marcas vm on vm.id = v.id_marca
  join vehiculo_tipos vt on vt.id = v.id_tipo
  join aplicaciones a on a.id_cliente = v.id_cliente and a.id = v.ruta
  left join remanentes_aplicacion r on r.id_cliente = v.id_cliente and r.id_aplicacion = v.ruta
  cross join lateral (
    select min(h.km_instalacion) as km_inicial, min(h.fecha_instalacion) as fecha_instalacion
    from neumatico_historial h
    where h.id_cliente = v.id_cliente and h.id_vehiculo = v.id and h.motivo_retiro is distinct from 6
  ) f
  where v.id_cliente = ${p.clientId} and v.id = ${p.vehicleId}`,
);

type TyreRow = WearCurveVehicleTyre;

const tyreStatement = preparedStatement<TyreRow, Params & { history: boolean }>(
  'vehicle_wear_curve_tyres',
  sql`
  with vehicle as (
    select v.id, v.id_cliente, case when v.tipo_costo = 2 then 'H' else 'K' end as unidad,
      r.reencauche as limite
    from vehiculos v
    left join remanentes_aplicacion r on r.id_cliente = v.id_cliente and r.id_aplicacion = v.ruta
    where v.id_cliente = ${p.clientId} and v.id = ${p.vehicleId}
  ),
  -- The tyre lives that ran here (installed-only: those with a record still open here).
  here as (
    select h.id_neumatico, h.n_reencauche as vida,
      max(case when h.km_retiro is null then 1 else 0 end) as activo,
      (array_agg(coalesce(h.posicion, h.ubicacion)
        order by h.km_retiro is null desc, h.fecha_instalacion desc, h.id desc))[1] as posicion
    from vehicle
    join neumatico_historial h on h.id_cliente = vehicle.id_cliente and h.id_vehiculo = vehicle.id
    join neumaticos n on n.id_cliente = h.id_cliente and n.id = h.id_neumatico and n.unidad_medida = vehicle.unidad
    where h.motivo_retiro is distinct from 6
    group by h.id_neumatico, h.n_reencauche
    having ${p.history} or bool_or(h.km_retiro is null)
  ),
  -- Every record of those lives, on any vehicle, with its span and the km of the life before it.
  records as (
    select h.id, h.id_neumatico, h.n_reencauche as vida, h.id_vehiculo, h.fecha_instalacion, h.km_instalacion,
      s.span, sum(s.span) over (partition by h.id_neumatico, h.n_reencauche
        order by h.fecha_instalacion, h.id) - s.span as antes
    from here
    join neumatico_historial h on h.id_cliente = ${p.clientId} and h.id_neumatico = here.id_neumatico
      and h.n_reencauche = here.vida and h.motivo_retiro is distinct from 6
    left join vehiculos ov on h.km_retiro is null and ov.id_cliente = h.id_cliente and ov.id = h.id_vehiculo
    cross join lateral (
      select coalesce(h.km_retiro, greatest(ov.kilometraje, h.km_instalacion), h.km_instalacion)
        - h.km_instalacion as span
    ) s
  ),
  -- Accepted readings taken on this vehicle in those lives, placed on the life's km.
  points as (
    select d.id_neumatico, d.vida, d.nsd, d.fecha_inspeccion, d.id,
      rec.antes + least(greatest(k.km - rec.km_instalacion, 0), rec.span) as km
    from here
    join inspeccion_detalles d on d.id_cliente = ${p.clientId} and d.id_neumatico = here.id_neumatico
      and d.vida = here.vida and d.id_vehiculo = ${p.vehicleId} and d.id_inspeccion is not null
    join inspecciones i on i.id_cliente = d.id_cliente and i.id = d.id_inspeccion
    cross join lateral (select coalesce(d.km_inspeccion_parcial, i.km_inspeccion) as km) k
    join lateral (
      select r.antes, r.km_instalacion, r.span from records r
      where r.id_neumatico = d.id_neumatico and r.vida = d.vida and r.id_vehiculo = d.id_vehiculo
        and r.fecha_instalacion <= d.fecha_inspeccion
      order by r.fecha_instalacion desc, r.id desc limit 1
    ) rec on true
  ),
  lives as (
    select here.*, n.num_serie, n.id_marca, n.id_medida, n.cantidad_reencauche, n.id_disenio as disenio_actual,
      (select sum(r.span) from records r where r.id_neumatico = here.id_neumatico and r.vida = here.vida) as km_vida,
      (select sum(r.span) from records r
        where r.id_neumatico = here.id_neumatico and r.vida = here.vida and r.id_vehiculo = ${p.vehicleId}) as km_aqui,
      case when here.vida = n.cantidad_reencauche then n.remanente_original else o.rem_original end as original,
      o.id_disenio as disenio_vida,
      coalesce((select sum(c.costo_convertido) from neumatico_costos c
        where c.id_cliente = n.id_cliente and c.id_neumatico = n.id and c.n_reencauche = here.vida), 0) as costo,
      (select l.nsd from inspeccion_detalles l
        where l.id_cliente = n.id_cliente and l.id_neumatico = n.id and l.vida = here.vida
          and l.id_inspeccion is not null
        order by l.fecha_inspeccion desc, l.id desc limit 1) as nsd
    from here
    join neumaticos n on n.id_cliente = ${p.clientId} and n.id = here.id_neumatico
    left join lateral (
      select c.rem_original, c.id_disenio from neumatico_costos c
      where c.id_cliente = n.id_cliente and c.id_neumatico = n.id and c.n_reencauche = here.vida
        and c.motivo in (0, 1)
      order by c.id desc limit 1
    ) o on true
  ),
  figures as (
    select lives.*, vehicle.limite,
      -- No distance yet (a tyre read at its installation) gives no rate, as no wear does: "-", not 0.
      case when lives.original - lives.nsd > 0 and lives.km_vida > 0
        then lives.km_vida / (lives.original - lives.nsd) end as por_mm
    from lives cross join vehicle
  )
  select f.id_neumatico, f.posicion::int as posicion, ma.descripcion as marca_neumatico,
    me.descripcion as medida_neumatico, di.nombre as disenio_neumatico, f.num_serie,
    case when f.vida = 0 then 'N' else 'R' || f.vida end as vida,
    round(f.costo, 2)::float8 as precio_neumatico_dolares, f.activo::int as activo,
    f.original::float8 as remanente_original_neumatico,
    (select min(pt.nsd) from points pt where pt.id_neumatico = f.id_neumatico and pt.vida = f.vida)::float8
      as min_remanente,
    round(f.km_aqui, 1)::float8 as km_recorrido, round(f.km_vida, 1)::float8 as km_vida,
    (select to_char(max(pt.fecha_inspeccion), 'YYYY-MM-DD') from points pt
      where pt.id_neumatico = f.id_neumatico and pt.vida = f.vida) as ultima_inspeccion,
    coalesce((select json_agg(json_build_array(pt.km::float8, pt.nsd::float8) order by pt.km, pt.fecha_inspeccion, pt.id)
      from points pt where pt.id_neumatico = f.id_neumatico and pt.vida = f.vida), '[]'::json) as array_remanente,
    round(f.por_mm, 1)::float8 as desgaste_km_mm,
    round(f.por_mm * (f.original - f.limite), 1)::float8 as km_proyectado,
    round(f.por_mm * greatest(0, f.nsd - f.limite), 1)::float8 as km_restante,
    case when f.nsd is null or f.limite is null then null
      when f.original - f.limite <= 0 then 0
      else round(least(100, greatest(0, (f.nsd - f.limite) / (f.original - f.limite) * 100)), 2)
    end::float8 as porcentaje,
    case when f.por_mm * (f.original - f.limite) > 0
      then round(f.costo / (f.por_mm * (f.original - f.limite)), 4) end::float8 as costo_proyectado
  from figures f
  join neumatico_marcas ma on ma.id = f.id_marca
  join neumatico_medidas me on me.id = f.id_medida
  left join neumatico_disenios di on di.id = case when f.vida = f.cantidad_reencauche
    then f.disenio_actual else f.disenio_vida end
  order by f.posicion, f.activo desc, f.vida desc, f.num_serie`,
);

export async function getVehicleWearCurve(
  db: Db,
  query: { clientId: number; vehicleId: number; history: boolean },
): Promise<VehicleWearCurveResponse> {
  const [vehiculo] = await vehicleStatement.execute(db, query);
  if (!vehiculo) throw new NotFoundError();
  const neumaticos = await tyreStatement.execute(db, query);
  return { vehiculo, neumaticos };
}
