import { z } from 'zod';
import { chartSlice } from '../reports';

/**
 * Sections A of the consolidated report (spec 3 §2.5, §3 Equipment inspected, Bad-condition tyre row, Scrap by
 * reason, Retired tyre): inspected equipment, measure distribution, brands (overall and per axle type),
 * bad-condition tyres, scrap by reason and withdrawn tyres, all over the period's finished inspections (or scrap
 * dates). Percentages come by largest remainder, so each pie adds to exactly 100.
 */

/** Texts of sections A: the spec's empty texts, and ours where the spec gives none. */
export const SECTIONS_A_MSG = {
  /** Spec 3 §2.5. */
  sinEquipos: 'No hay equipos inspeccionados',
  sinMalEstado: 'No hay neumáticos en mal estado',
  sinScrap: 'No hay neumáticos en scrap',
  sinRetiro: 'No hay neumáticos en retiro',
  sinInspeccionados: 'No hay neumáticos inspeccionados',
  /** Ours. */
  limitado: 'Se muestran las primeras 500 filas; los demás neumáticos del periodo no entran en la lista.',
} as const;

/** The titles of sections A, the same on the screen and in the PDF (ours: the spec lists the sections only). */
export const SECTIONS_A_TITLES = {
  equipos: 'Equipos inspeccionados',
  medidas: 'Distribución de medidas',
  marcas: 'Marcas de neumáticos inspeccionados',
  marcasEje: 'Marcas por tipo de eje',
  malEstado: 'Neumáticos en mal estado',
  scrap: 'Scrap por motivo',
  retiro: 'Neumáticos en retiro',
} as const;

/** '¿Cómo se calcula?' of the sections (ours, from domain.md). */
export const SECTIONS_A_HOW = {
  equipos:
    'Vehículos con una inspección terminada en el periodo, por tipo, marca y modelo; las posiciones de neumáticos de su configuración por tipo de eje.',
  medidas:
    'Cada neumático inspeccionado en el periodo cuenta una vez, con su última lectura del periodo. Los porcentajes suman 100 (mayor residuo).',
  marcas:
    'Marca de la última lectura del periodo de cada neumático: las 5 marcas con más neumáticos y el resto en OTROS.',
  marcasEje:
    'Marca de la última lectura del periodo de cada neumático, según el tipo de eje de la posición leída (direccional, tracción, eje libre).',
  scrap: 'Registros de scrap con fecha en el periodo, por motivo. Los porcentajes suman 100 (mayor residuo).',
  malEstado:
    "Neumáticos cuya última lectura del periodo dice 'Lista para Reemplazar' o 'Neumático en Mal estado'.",
  retiro:
    "Neumáticos cuya última lectura del periodo dice retirarlo: 'Lista para Reencauchar' o 'Lista para Reemplazar'.",
} as const;

/** At most this many rows per list (`limitado` says when cut). */
export const SECTIONS_A_LIMIT = 500;

/** The count of tyres of one axle type on the vehicles of a row. */
export const axleCount = z.object({ descripcion: z.string(), cantidad: z.number() });

/** Spec 3 §3 Equipment inspected: vehicles of the period per type, brand and model, with their tyre slots. */
export const inspectedEquipmentRow = z.object({
  nomtipo: z.string(),
  marca: z.string(),
  modelo: z.string(),
  total_vehiculos: z.number(),
  ejes_delanteros: axleCount,
  ejes_posteriores: axleCount,
  ejes_libres: axleCount,
  total_neumaticos: z.number(),
});
export type InspectedEquipmentRow = z.infer<typeof inspectedEquipmentRow>;

/** One axle type's brand bars. */
export const axleBrands = z.object({
  id_ejes: z.number(),
  descripcion: z.string(),
  datos: z.array(chartSlice),
});
export type AxleBrands = z.infer<typeof axleBrands>;

/** Spec 3 §3 Bad-condition tyre row; `ruta1` is the protected URL of the reading's photo. */
export const badConditionRow = z.object({
  id_neumatico: z.number(),
  placa: z.string(),
  neumatico_posicion: z.number(),
  eje: z.string(),
  marca: z.string(),
  medida: z.string(),
  modelo: z.string(),
  estado: z.string(),
  disenio: z.string().nullable(),
  serieneumatico: z.string(),
  nsd: z.number(),
  observaciones: z.string(),
  ruta1: z.string().nullable(),
});
export type BadConditionRow = z.infer<typeof badConditionRow>;

/** Spec 3 §3 Retired tyre; `imagen1` is the protected URL of the reading's photo; `estado` the verdict (ours). */
export const retiredTyreRow = z.object({
  id_neumatico: z.number(),
  placa: z.string(),
  posicion: z.number(),
  marca: z.string(),
  medida: z.string(),
  disenio: z.string().nullable(),
  condicion: z.string(),
  num_serie: z.string(),
  exterior: z.number(),
  interior: z.number(),
  nsd: z.number(),
  estado: z.string(),
  recomendacion: z.string(),
  imagen1: z.string().nullable(),
});
export type RetiredTyreRow = z.infer<typeof retiredTyreRow>;

/** Spec 3 §3 Scrap by reason. */
export const scrapReasonRow = z.object({ motivo: z.string(), cantidad: z.number(), porcentaje: z.number() });
export type ScrapReasonRow = z.infer<typeof scrapReasonRow>;

export const consolidatedSectionsA = z.object({
  equipos_inspeccionados: z.object({ data: z.array(inspectedEquipmentRow), limitado: z.boolean() }),
  distribucion_medidas: z.array(chartSlice),
  marcas_por_posicion: z.array(chartSlice),
  marcas_por_eje: z.array(axleBrands),
  neumaticos_mal_estado: z.object({ data: z.array(badConditionRow), limitado: z.boolean() }),
  scrap_motivos: z.object({ data: z.array(scrapReasonRow), total: z.number() }),
  neumaticos_retiro: z.object({ data: z.array(retiredTyreRow), limitado: z.boolean() }),
});
export type ConsolidatedSectionsA = z.infer<typeof consolidatedSectionsA>;
