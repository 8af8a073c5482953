import { sql } from 'drizzle-orm';
import { CURRENCY } from '@huella/domain';
import { type Tyre, TYRE_STATES } from '@huella/contracts';

/**
 * The report's row of a tyre (spec 2 §3 Tyre list) over alias `n`, one shape for the list, one tyre and the
 * export. Catalogue names are scalar subqueries by primary key rather than joins: the list reads them for one
 * page only, and PostgreSQL plans a subquery per name instead of weighing every order of six joined tables.
 * Numbers are cast to float8 and dates read as text, so both drivers give the answer's types without mapping.
 * `costo` is the accumulated USD cost kept on the tyre by the database (migration 0013, domain.md §5).
 */
export const TYRE_COLUMNS = sql.raw(`n.id, n.num_serie, n.serie_cliente, n.estado,
  (select m.descripcion from neumatico_marcas m where m.id = n.id_marca) as marca,
  (select m.descripcion from neumatico_modelos m where m.id = n.id_modelo) as modelo,
  (select m.descripcion from neumatico_medidas m where m.id = n.id_medida) as medida,
  (select d.nombre from neumatico_disenios d where d.id = n.id_disenio) as disenio,
  (select e.razon_social from empresas_reencauche e where e.id = n.id_empresa) as empresa,
  n.nuevo, case when n.nuevo = 1 then 'Nuevo' else 'Reencauchado' end as condicion,
  n.precio::float8 as precio, n.tipo_moneda, n.unidad_medida, n.cantidad_reencauche,
  n.presion_recomendada::float8 as presion_recomendada,
  n.id_marca, n.id_modelo, n.id_medida, n.id_disenio, n.id_empresa,
  n.k_recorridos::float8 as k_recorridos, n.remanente_actual::float8 as remanente_actual,
  n.remanente_original::float8 as remanente_original, n.has_inspeccion,
  n.costo_acumulado::float8 as costo,
  (select h.placa from neumatico_historial h
    where h.id_neumatico = n.id and h.km_retiro is null and h.fecha_retiro is null
    order by h.fecha_instalacion desc, h.id desc limit 1) as placa,
  n.fecha_registro::text as fecha_registro,
  to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`);

/** A row of TYRE_COLUMNS as the drivers give it. */
export interface TyreRow {
  id: number;
  num_serie: string;
  serie_cliente: string | null;
  estado: number;
  marca: string;
  modelo: string;
  medida: string;
  disenio: string | null;
  empresa: string | null;
  nuevo: number;
  condicion: string;
  precio: number;
  tipo_moneda: number;
  unidad_medida: string;
  cantidad_reencauche: number;
  presion_recomendada: number;
  id_marca: number;
  id_modelo: number;
  id_medida: number;
  id_disenio: number | null;
  id_empresa: number | null;
  k_recorridos: number;
  remanente_actual: number;
  remanente_original: number;
  has_inspeccion: boolean;
  costo: number;
  placa: string | null;
  fecha_registro: string;
  created_at: string;
}

/** 'N' for a new tyre, 'R1'…'R6', 'R' beyond six retreads (domain.md §1 lives). */
const lifeLabel = (nuevo: number, retreads: number) =>
  nuevo === 1 && retreads === 0 ? 'N' : retreads > 6 ? 'R' : `R${retreads}`;

export function toTyre(row: TyreRow): Tyre {
  return {
    id: row.id,
    num_serie: row.num_serie,
    serie_cliente: row.serie_cliente,
    estado: row.estado,
    estado_descripcion: TYRE_STATES[row.estado] ?? '',
    // Scrap is terminal: the list shows the row but offers no edit.
    disabled: row.estado === 0,
    marca: row.marca,
    modelo: row.modelo,
    medida: row.medida,
    disenio: row.disenio,
    empresa: row.empresa,
    nuevo: row.nuevo,
    nuevo_reenc: lifeLabel(row.nuevo, row.cantidad_reencauche),
    condicion: row.condicion,
    flag_id: null,
    precio: row.precio,
    precio_soles: row.tipo_moneda === CURRENCY.soles ? row.precio : null,
    tipo_moneda: row.tipo_moneda,
    unidad_medida: row.unidad_medida,
    cantidad_reencauche: row.cantidad_reencauche,
    presion_recomendada: row.presion_recomendada,
    id_marca: row.id_marca,
    id_modelo: row.id_modelo,
    id_medida: row.id_medida,
    id_disenio: row.id_disenio,
    id_empresa: row.id_empresa,
    k_recorridos: row.k_recorridos,
    remanente_actual: row.remanente_actual,
    remanente_original: row.remanente_original,
    has_inspeccion: row.has_inspeccion,
    costo: row.costo,
    placa: row.placa,
    fecha_registro: row.fecha_registro,
    created_at: row.created_at,
  };
}
