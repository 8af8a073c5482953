import { z } from 'zod';
import { chartSlice, reportCriterion } from '../reports';
import { scrapLossResponse } from '../scrap-losses';

/**
 * Sections C of the consolidated report (spec 3 §2.5; domain.md §5–§7, §9, §11): retread index pie,
 * retreadability bar, cost per km, scrap losses and the tyres for the retread service. The answer carries values
 * and criteria, never colours: the screen and the PDF paint them with criterionColour (domain.md §6).
 */

/** Texts of sections C: the spec's empty texts, and ours where the spec gives none. */
export const SECTIONS_C_MSG = {
  /** Spec 3 §2.5. */
  sinServicioReencauche: 'No hay neumáticos para servicio de reencauche',
  /** Ours (the indicators' own texts speak of a year). */
  sinIndiceReencauche: 'No hay neumáticos que iniciaron vida en el periodo',
  /** Ours. */
  sinReencauchabilidad: 'No hay neumáticos reencauchados que iniciaron vida en el periodo',
  /** Ours. */
  sinCostoKm: 'No hay lotes con kilómetros recorridos en el periodo',
  /** Ours: cost per hour tyres are not mixed into a cost per km table. */
  horas: 'Los neumáticos medidos en horas no entran en este cuadro: ver el indicador de costo por hora.',
  /** Ours. */
  limitado: 'La lista se muestra hasta el límite de filas; los totales cubren todo el periodo.',
} as const;

/** The titles of sections C, the same on the screen and in the PDF (ours: the spec lists the sections only). */
export const SECTIONS_C_TITLES = {
  indiceReencauche: 'Índice de reencauche',
  reencauchabilidad: 'Índice de reencauchabilidad',
  costoKm: 'Costo por kilómetro',
  perdidasScrap: 'Pérdidas por scrap',
  servicioReencauche: 'Neumáticos para servicio de reencauche',
} as const;

/** '¿Cómo se calcula?' of each figure, on the screen and under it in the PDF (ours, from domain.md). */
export const SECTIONS_C_HOW = {
  indiceReencauche:
    'Vidas que iniciaron en el periodo (neumático registrado nuevo o reencauchado, o reencauche terminado en esos meses), sin contar los neumáticos en scrap. Índice = vidas reencauchadas ÷ vidas × 100.',
  reencauchabilidad:
    'Promedio del número de reencauche de las vidas reencauchadas que iniciaron en el mes (más de 6 reencauches cuenta 7). El del periodo se calcula con todas sus vidas, no como promedio de los meses.',
  costoKm:
    'Lote del mes: neumáticos de la marca, modelo y medida registrados en ese mes, sin scrap y con kilómetros recorridos. Indicador = Σ costo acumulado ÷ Σ km recorridos; el del periodo, con las sumas de sus meses.',
  perdidasScrap:
    'Costo perdido = costo de la vida × (remanente final − remanente límite) ÷ (remanente original − remanente límite), tal como se registró al pasar el neumático a scrap.',
  servicioReencauche:
    'Neumáticos no en scrap cuya última inspección hasta el fin del periodo tiene un remanente (NSD) igual o menor al remanente de reencauche de la aplicación de su vehículo.',
} as const;

/** At most this many tyres for the retread service are listed (`limitado` says when cut). */
export const RETREAD_SERVICE_LIMIT = 500;

/** The slices of the retread index pie, in this order. */
export const RETREAD_PIE_LABELS = { nuevos: 'Nuevos', reencauchados: 'Reencauchados' } as const;

/** The retread index of the lives started in the period: the pie and the figure. */
export const periodRetreadIndex = z.object({
  /** Nuevos and Reencauchados, porcentaje by largest remainder (adds to 100). */
  datos: z.array(chartSlice),
  vidas: z.number(),
  vidas_reencauchadas: z.number(),
  /** The index as a fraction (as the criterion is stored); null without lives. */
  indicador: z.number().nullable(),
  /** The index × 100 with 2 decimals, as shown. */
  porcentaje: z.number().nullable(),
  /** The criterion of the period's year (fractions). */
  criterio: reportCriterion.nullable(),
});
export type PeriodRetreadIndex = z.infer<typeof periodRetreadIndex>;

/** Retreadability per month of the period and the period's figure (ratio of the period's sums). */
export const periodRetreadability = z.object({
  meses: z.array(
    z.object({
      mes: z.number(),
      nombre: z.string(),
      vidas_reencauchadas: z.number(),
      suma_reencauches: z.number(),
      /** 2 decimals; null without retreaded lives. */
      indicador: z.number().nullable(),
    }),
  ),
  periodo: z.object({
    vidas_reencauchadas: z.number(),
    suma_reencauches: z.number(),
    indicador: z.number().nullable(),
  }),
  criterio: reportCriterion.nullable(),
});
export type PeriodRetreadability = z.infer<typeof periodRetreadability>;

const monthIndicators = Object.fromEntries(
  Array.from({ length: 12 }, (_, index) => [`indicador_mes_${index + 1}`, z.number().nullable().optional()]),
) as Record<`indicador_mes_${number}`, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>;

/**
 * Spec 3 §3 Cost per km row, over the months of the period: the criterion's four numbers (null without one),
 * indicador_mes_{n} only for the period's months (null when that month has no lot), and the period's figure as
 * the ratio of its sums.
 */
export const periodCostRow = z
  .object({
    marca: z.string(),
    modelo: z.string(),
    medida: z.string(),
    rango_c_inferior: z.number().nullable(),
    rango_c_superior: z.number().nullable(),
    criterio_superior: z.number().nullable(),
    criterio_inferior: z.number().nullable(),
    criterio: reportCriterion.nullable(),
    total_lote: z.number(),
    suma_precio: z.number(),
    suma_km_recorrido: z.number(),
    indicador: z.number().nullable(),
  })
  .extend(monthIndicators);
export type PeriodCostRow = z.infer<typeof periodCostRow>;

export const periodCostPerKm = z.object({
  /** The months of the period, in order (the table's columns). */
  meses: z.array(z.object({ mes: z.number(), nombre: z.string() })),
  datos: z.array(periodCostRow),
  /** Every row together: ratio of the period's sums. */
  kpi: z.object({
    total_lote: z.number(),
    suma_precio: z.number(),
    suma_km_recorrido: z.number(),
    indicador: z.number().nullable(),
  }),
  /** The client has tyres measured in hours registered in the period (not in this table). */
  hay_horas: z.boolean(),
});
export type PeriodCostPerKm = z.infer<typeof periodCostPerKm>;

/** A tyre for the retread service: NSD at or under the retread limit of its (last) vehicle's application. */
export const retreadServiceRow = z.object({
  id: z.number(),
  /** Plate and position when installed at the end of the period, else null. */
  placa: z.string().nullable(),
  posicion: z.number().nullable(),
  num_serie: z.string(),
  marca: z.string(),
  medida: z.string(),
  disenio: z.string().nullable(),
  /** N, 1..6, R (more than six retreads). */
  condicion: z.string(),
  nsd: z.number(),
  remanente_limite: z.number(),
});
export type RetreadServiceRow = z.infer<typeof retreadServiceRow>;

export const retreadService = z.object({
  data: z.array(retreadServiceRow),
  total: z.number(),
  limitado: z.boolean(),
});
export type RetreadService = z.infer<typeof retreadService>;

/** Sections C of the consolidated report's answer (see consolidated/report.ts for which sections these are). */
export const consolidatedSectionsC = z.object({
  indice_reencauche: periodRetreadIndex,
  reencauchabilidad: periodRetreadability,
  costo_por_km: periodCostPerKm,
  perdidas_scrap: scrapLossResponse,
  servicio_reencauche: retreadService,
});
export type ConsolidatedSectionsC = z.infer<typeof consolidatedSectionsC>;
