import { type SQL, sql } from 'drizzle-orm';

/**
 * The acceptance criterion a report row is painted against (criterios_aceptacion; domain.md §6, spec 3 §2.2
 * and §3 Cost per km), with the spec's names:
 * criterio_superior = criterioobjetivo, criterio_inferior = criteriodeficiente,
 * rango_c_inferior = tolerable_inferior = tolerableminimo, rango_c_superior = tolerable_superior = tolerablemaximo.
 */

/** `costoindicador` of each indicator. The retread index's values are stored as fractions (0.6 = 60 %). */
export const CRITERION_INDICATOR = {
  costoKm: 1,
  costoHora: 2,
  indiceReencauche: 3,
  reencauchabilidad: 4,
} as const;
export type CriterionIndicator = (typeof CRITERION_INDICATOR)[keyof typeof CRITERION_INDICATOR];

/** The cost indicator of a tyre unit: K → cost per km (1), H → cost per hour (2). */
export const costIndicatorOf = (unit: 'K' | 'H'): CriterionIndicator =>
  unit === 'K' ? CRITERION_INDICATOR.costoKm : CRITERION_INDICATOR.costoHora;

/** The criterion's six numbers as one JSON object (the contract's reportCriterion), read from alias `c`. */
const criterionObject = (c: ReturnType<typeof sql.identifier>) => sql`json_build_object(
    'criterio_superior', ${c}.criterioobjetivo::float8,
    'criterio_inferior', ${c}.criteriodeficiente::float8,
    'rango_c_inferior', ${c}.tolerableminimo::float8,
    'rango_c_superior', ${c}.tolerablemaximo::float8,
    'tolerable_inferior', ${c}.tolerableminimo::float8,
    'tolerable_superior', ${c}.tolerablemaximo::float8)`;

/**
 * The criterion (JSON, or null) of a cost row: indicator 1 (K) or 2 (H), the year, and a `modelomedida` that
 * names the row's model and size. **[decision]** The key is free text: the criteria dialog writes
 * 'MODELO - MEDIDA', the demo data (and clients who name the brand) 'MARCA MODELO - MEDIDA'. Both forms match,
 * compared without case and outer spaces; when a client has both, the one with the brand wins (it is the more
 * specific). The client's criteria of a year are a handful of rows, read on (id_cliente, anio).
 */
export function costCriterion(params: {
  clientId: SQL | number;
  indicator: SQL | number;
  year: SQL | number;
  marca: SQL;
  modelo: SQL;
  medida: SQL;
}): SQL {
  const c = sql.identifier('criterio_costo');
  const withBrand = sql`lower(${params.marca} || ' ' || ${params.modelo} || ' - ' || ${params.medida})`;
  const withoutBrand = sql`lower(${params.modelo} || ' - ' || ${params.medida})`;
  return sql`(select ${criterionObject(c)} from criterios_aceptacion ${c}
    where ${c}.id_cliente = ${params.clientId} and ${c}.anio = ${params.year}
      and ${c}.costoindicador = ${params.indicator}
      and lower(btrim(${c}.modelomedida)) in (${withBrand}, ${withoutBrand})
    order by (lower(btrim(${c}.modelomedida)) = ${withBrand}) desc
    limit 1)`;
}

/** The criterion (JSON, or null) of a retread index (3) or retreadability (4): one per year, modelomedida ''. */
export function indexCriterion(params: {
  clientId: SQL | number;
  indicator: SQL | number;
  year: SQL | number;
}): SQL {
  const c = sql.identifier('criterio_indice');
  return sql`(select ${criterionObject(c)} from criterios_aceptacion ${c}
    where ${c}.id_cliente = ${params.clientId} and ${c}.anio = ${params.year}
      and ${c}.costoindicador = ${params.indicator} and ${c}.modelomedida = ''
    limit 1)`;
}
