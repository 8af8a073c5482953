import { sql } from 'drizzle-orm';

/**
 * The tyre lives a brand (or retread design) comparison counts (spec 3 §2.13; domain.md §4, §5, §8, §12), as
 * CTEs ending in `counted`: one row per life that counts, with its group, km, cost, original tread and the
 * application of the vehicle it last ran on.
 *
 * Precisely:
 * - A life is (tyre, n_reencauche) opened by a purchase (motivo 0) or retread (motivo 1) cost event (one per
 *   life); the event's `nuevo` says whether the life is new (1) or retreaded (0, also a tyre registered already
 *   retreaded).
 * - Cost type: tyres of unit K for tipo_costo 1, H for 2, so km and hours never meet in one figure.
 * - Condition 1 New → the new lives, grouped by the tyre's brand; 2 Retreaded → the retreaded lives, grouped by
 *   the life's retread design; 3 All → every life, grouped by brand.
 * - Model and size filter the tyres when the condition is not retreaded; design and retread level (1–6, 7 for
 *   more than six) filter the lives when it is (spec 3 §4: only those filters show).
 * - km of a life = Σ its installation records (a voided one, motivo 6, counts 0; an open one runs to its
 *   vehicle's latest reading), plus the distance entered at registration for the life the purchase opened.
 *   Cost of a life = Σ costo_convertido of its events (purchase or retread, plus repairs), USD.
 * - Axle and application: the life counts when one of its records was on that axle type or on a vehicle of that
 *   application (its whole km and cost then count).
 * - Only lives that have run (km > 0) count: a tyre in stock has a cost and no yield.
 *
 * Parameters (placeholders): clientId, unit ('K'|'H'), condition (1|2|3), axle, application (null = any),
 * models, sizes, designs, levels, groups (int[]; empty = no filter).
 */
const p = {
  clientId: sql`${sql.placeholder('clientId')}::int`,
  unit: sql`${sql.placeholder('unit')}::text`,
  condition: sql`${sql.placeholder('condition')}::int`,
  axle: sql`${sql.placeholder('axle')}::int`,
  application: sql`${sql.placeholder('application')}::int`,
  models: sql`${sql.placeholder('models')}::int[]`,
  sizes: sql`${sql.placeholder('sizes')}::int[]`,
  designs: sql`${sql.placeholder('designs')}::int[]`,
  levels: sql`${sql.placeholder('levels')}::int[]`,
  groups: sql`${sql.placeholder('groups')}::int[]`,
};

/** The design of a life: its event's, else (the current life) the tyre's. */
const lifeDesign = sql`coalesce(c.id_disenio, case when c.n_reencauche = n.cantidad_reencauche then n.id_disenio end)`;

export type BrandLivesParams = {
  clientId: number;
  unit: 'K' | 'H';
  condition: number;
  axle: number | null;
  application: number | null;
  models: number[];
  sizes: number[];
  designs: number[];
  levels: number[];
  groups: number[];
};

/** One row per life the filters keep (see above): tyre, vida, the opening event, original tread, group. */
const livesCte = sql`
  lives as (
    -- One row per life: the event that opened it (one purchase or retread event per life).
    select n.id as tyre, c.n_reencauche as vida, c.motivo, n.k_recorridos,
      -- The current life's original tread is the tyre's; an earlier one's is on the event that opened it.
      case when c.n_reencauche = n.cantidad_reencauche then n.remanente_original else c.rem_original end
        as original,
      case when ${p.condition} = 2 then ${lifeDesign} else n.id_marca end as grupo
    from neumaticos n
    join neumatico_costos c on c.id_cliente = n.id_cliente and c.id_neumatico = n.id and c.motivo in (0, 1)
    where n.id_cliente = ${p.clientId} and n.unidad_medida = ${p.unit}
      and case ${p.condition} when 1 then c.nuevo = 1 when 2 then c.nuevo = 0 else true end
      and (${p.condition} = 2 or cardinality(${p.models}) = 0 or n.id_modelo = any(${p.models}))
      and (${p.condition} = 2 or cardinality(${p.sizes}) = 0 or n.id_medida = any(${p.sizes}))
      and (${p.condition} <> 2 or cardinality(${p.designs}) = 0 or ${lifeDesign} = any(${p.designs}))
      and (${p.condition} <> 2 or cardinality(${p.levels}) = 0
        or least(greatest(c.n_reencauche, 1), 7) = any(${p.levels}))
      and (cardinality(${p.groups}) = 0
        or (case when ${p.condition} = 2 then ${lifeDesign} else n.id_marca end) = any(${p.groups}))
  )`;

/**
 * The lives that count, without their figures (the pick list only counts tyres per group): semi-joins ask
 * "has a record with distance", "was on that axle", "ran on that application" instead of summing every record of
 * the client. Same rules as `counted`: a record's distance is never negative, so Σ > 0 ⇔ one record > 0.
 */
export const countedLivesWithoutFigures = sql`
  ${livesCte},
  counted as (
    select l.tyre, l.vida, l.grupo
    from lives l
    where l.grupo is not null
      and ((l.motivo = 0 and l.k_recorridos > 0) or exists (
        select 1 from neumatico_historial h
        left join vehiculos v on v.id_cliente = h.id_cliente and v.id = h.id_vehiculo
        where h.id_cliente = ${p.clientId} and h.id_neumatico = l.tyre and h.n_reencauche = l.vida
          and h.motivo_retiro is distinct from 6
          and coalesce(h.km_retiro, greatest(v.kilometraje, h.km_instalacion)) > h.km_instalacion))
      and (${p.axle} is null or exists (
        select 1 from neumatico_historial h
        where h.id_cliente = ${p.clientId} and h.id_neumatico = l.tyre and h.n_reencauche = l.vida
          and h.motivo_retiro is distinct from 6 and h.id_ejes = ${p.axle}))
      and (${p.application} is null or exists (
        select 1 from neumatico_historial h
        join vehiculos v on v.id_cliente = h.id_cliente and v.id = h.id_vehiculo
        where h.id_cliente = ${p.clientId} and h.id_neumatico = l.tyre and h.n_reencauche = l.vida
          and h.motivo_retiro is distinct from 6 and v.ruta = ${p.application}))
  )`;

/**
 * `probeChosen`: read the records and costs of the chosen lives' tyres by index (the columns: a few thousand
 * tyres) instead of hashing all the client's (the list of every brand).
 */
export const countedLives = ({ probeChosen }: { probeChosen: boolean }) => sql`
  ${livesCte},
  -- The client's records by life, hashed once (a probe per tyre costs more at 50 000 tyres). The latest
  -- record's vehicle application: the greatest (days, id, application) triple.
  runs as (
    select h.id_neumatico as tyre, h.n_reencauche as vida,
      sum(coalesce(h.km_retiro, greatest(v.kilometraje, h.km_instalacion)) - h.km_instalacion) as km,
      coalesce(bool_or(h.id_ejes = ${p.axle}), false) as en_eje,
      coalesce(bool_or(v.ruta = ${p.application}), false) as en_aplicacion,
      (max(array[h.fecha_instalacion - date '2000-01-01', h.id, v.ruta]))[3] as ruta
    from neumatico_historial h
    left join vehiculos v on v.id_cliente = h.id_cliente and v.id = h.id_vehiculo
    where h.id_cliente = ${p.clientId} and h.motivo_retiro is distinct from 6
      ${probeChosen ? sql`and h.id_neumatico in (select tyre from lives)` : sql``}
    group by h.id_neumatico, h.n_reencauche
  ),
  costs as (
    select c.id_neumatico as tyre, c.n_reencauche as vida, sum(c.costo_convertido) as costo
    from neumatico_costos c
    where c.id_cliente = ${p.clientId}
      ${probeChosen ? sql`and c.id_neumatico in (select tyre from lives)` : sql``}
    group by c.id_neumatico, c.n_reencauche
  ),
  counted as (
    select l.tyre, l.vida, l.grupo, l.original, r.ruta,
      coalesce(r.km, 0) + case when l.motivo = 0 then l.k_recorridos else 0 end as km,
      coalesce(k.costo, 0) as costo
    from lives l
    left join runs r on r.tyre = l.tyre and r.vida = l.vida
    left join costs k on k.tyre = l.tyre and k.vida = l.vida
    where l.grupo is not null
      and (${p.axle} is null or coalesce(r.en_eje, false))
      and (${p.application} is null or coalesce(r.en_aplicacion, false))
      and coalesce(r.km, 0) + case when l.motivo = 0 then l.k_recorridos else 0 end > 0
  )`;
