import { z } from 'zod';
import { chartSlice } from '../reports';
import { REMNANT_BY_UNIT_MSG, remnantByUnitResponse } from '../remnant-by-unit';

/**
 * Sections B of the consolidated report (spec 3 §2.5, §3; domain.md §9, §10): remnant by unit, irregular-wear
 * rotations, inflation and pressure pies, and the inspection detail of each vehicle's last inspection.
 */

/** Texts of sections B: the spec's empty texts, and ours where the spec gives none. */
export const SECTIONS_B_MSG = {
  /** Spec 3 §8. */
  sinRemanentes: REMNANT_BY_UNIT_MSG.sinDatos,
  /** Spec 3 §2.5. */
  sinRotaciones: 'No hay neumáticos con desgaste irregular',
  /** Spec 3 §2.5. */
  sinInspecciones: 'No hay neumáticos inspeccionados',
  /** Ours. */
  sinInflado: 'No hay lecturas de inflado en el periodo',
  /** Ours. */
  sinPresion: 'No hay lecturas de presión con presión recomendada en el periodo',
  /** Ours. */
  limitado: 'La lista se muestra hasta el límite de filas; los totales cubren todo el periodo.',
} as const;

/** The titles of sections B, the same on the screen and in the PDF (ours: the spec lists the sections only). */
export const SECTIONS_B_TITLES = {
  remanenteUnidad: 'Niveles de remanente por unidad',
  rotaciones: 'Rotaciones por desgaste irregular',
  inflado: 'Inflado',
  presion: 'Presión',
  detalleInspecciones: 'Detalle de inspecciones',
} as const;

/** '¿Cómo se calcula?' of each section, on the screen (ours, from domain.md §9 and §10). */
export const SECTIONS_B_HOW = {
  remanenteUnidad:
    'Cada unidad inspeccionada en el periodo, según su última inspección del periodo: el NSD mínimo de cada posición. Amarillo: NSD ≤ remanente de reencauche de su aplicación; azul: NSD ≤ remanente próximo a reencauchar.',
  rotaciones:
    'Última lectura del periodo de cada neumático. TD = exterior − interior (mm). Desgaste irregular cuando TD ≥ desgaste irregular 1 o TD ≤ desgaste irregular 2 de la aplicación del vehículo.',
  inflado:
    'Todas las lecturas de inspecciones del periodo: medidas (accesibles) y no medidas por motivo de inaccesibilidad.',
  presion:
    'Lecturas accesibles de neumáticos con presión recomendada. Desvío = (presión − recomendada) ÷ recomendada: menor a −20 % crítica, −20 % a −10 % baja, hasta ±10 % normal, mayor a +10 % alta.',
  detalleInspecciones:
    'La última inspección del periodo de cada vehículo, con la lectura de cada posición. El detalle completo por inspección está en el reporte detallado.',
} as const;

/** The slices of the inflation pie (ours): the measured readings, then one per inaccessibility reason. */
export const INFLATION_MEASURED = 'Medidos';
/** The pressure bands (domain.md §10), in this order. */
export const PRESSURE_BANDS = {
  critica: 'Crítica',
  baja: 'Baja',
  normal: 'Normal',
  alta: 'Alta',
} as const;

/** At most this many units in the remnant-by-unit table. */
export const REMNANT_UNITS_LIMIT = 200;
/** At most this many rotation rows. */
export const ROTATIONS_LIMIT = 500;
/** At most this many vehicles in the inspection detail. */
export const INSPECTION_DETAIL_LIMIT = 200;

/** A tyre whose last reading of the period has irregular wear (spec 3 §3 'Rotation row'; domain.md §10). */
export const rotationRow = z.object({
  id_neumatico: z.number(),
  placa: z.string(),
  posicion: z.number(),
  marca: z.string(),
  medida: z.string(),
  modelo: z.string(),
  condicion: z.string(),
  num_serie: z.string(),
  exterior: z.number(),
  interior: z.number(),
  nsd: z.number(),
  /** exterior − interior, signed mm. */
  td: z.number(),
  td_adicional: z.string(),
  /** The names of the manual irregular-wear codes of the reading. */
  desgaste_irregular: z.array(z.string()),
});
export type RotationRow = z.infer<typeof rotationRow>;

/** One tyre of an inspection (spec 3 §3 'Inspection detail'). */
export const inspectionDetailTyre = z.object({
  posicion: z.number(),
  marcaneumatico: z.string(),
  medidaneumatico: z.string(),
  modeloneumatico: z.string(),
  condicion: z.string(),
  disenioneumatico: z.string().nullable(),
  num_serie: z.string(),
  valvula: z.string(),
  accesibilidad: z.string(),
  malogrado: z.string(),
  presionactual: z.number().nullable(),
  presion_recomendada: z.number().nullable(),
  estadopresion: z.string().nullable(),
  remanente_original: z.number(),
  exterior: z.number(),
  medio: z.number().nullable(),
  interior: z.number(),
  nsk_minimo: z.number(),
  recomendacion: z.string(),
});
export type InspectionDetailTyre = z.infer<typeof inspectionDetailTyre>;

/** The last finished inspection of a vehicle in the period, with its readings by position. */
export const inspectionDetail = z.object({
  id_inspeccion: z.number(),
  fecha_inspeccion: z.string(),
  km_inspeccion: z.number(),
  tipovehiculo: z.string(),
  marcavehiculo: z.string(),
  placa: z.string(),
  detalle: z.array(inspectionDetailTyre),
});
export type InspectionDetail = z.infer<typeof inspectionDetail>;

export const consolidatedSectionsB = z.object({
  /** The remnant-by-unit report over the period (units capped at REMNANT_UNITS_LIMIT; summaries cover all). */
  remanente_unidad: remnantByUnitResponse.extend({ limitado: z.boolean() }),
  rotaciones: z.object({ data: z.array(rotationRow), limitado: z.boolean() }),
  /** Readings of the period: measured vs not measured by reason; porcentaje adds to 100. */
  inflado: z.object({ datos: z.array(chartSlice), total: z.number() }),
  /** Accessible readings with a recommended pressure, by band; porcentaje adds to 100. */
  presion: z.object({ datos: z.array(chartSlice), total: z.number() }),
  detalle_inspecciones: z.object({ data: z.array(inspectionDetail), limitado: z.boolean() }),
});
export type ConsolidatedSectionsB = z.infer<typeof consolidatedSectionsB>;
