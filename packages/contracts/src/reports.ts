import type { CriterionColour } from '@huella/domain';
import type { AcceptanceCriterion } from '@huella/domain';
import { z } from 'zod';
import { idSchema, INT4_MAX } from './fields';

/**
 * What every report screen shares (spec 3 §3–§9; issue 13's report layer): years, months, the acceptance
 * criteria a figure is painted against, the texts of empty answers and the failures of Excel exports.
 */

export const REPORT_FIRST_YEAR = 2018;

/** An optional id as screens send it: '' (an empty select or query string value), null or absent = none. */
export const optionalIdSchema = z.preprocess((value) => (value === '' ? null : value), idSchema.nullish());

/** An id the screen picks from a list (a tyre, a vehicle): missing or malformed, the message asks for it. */
export const pickedIdSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** 'Mostrar Inspecciones Anteriores' of the wear curves: a boolean, or 0/1 as the legacy screens send it. */
export const WEAR_HISTORY_MSG = 'Indique si se muestran las inspecciones anteriores';
export const wearHistorySchema = z.preprocess(
  (value) =>
    value === 1 || value === '1' || value === 'true'
      ? true
      : value === 0 || value === '0' || value === 'false'
        ? false
        : value,
  z.boolean({ error: WEAR_HISTORY_MSG }).default(false),
);

/** Months Enero to Diciembre (spec 3 §9); month n is MONTH_NAMES[n - 1]. */
export const MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

export const REPORT_MSG = {
  sinCriterio: 'No cuenta con un criterio de Aceptacion',
  sinCostoKm: 'No se registraron los Indicadores del Costo x Kilometro',
  sinReencauche: 'No se registraron los Indicadores del Índice de Reencauche', // ours, after the spec's two
  sinReencauchabilidad: 'No se registraron los Indicadores de Reencauchabilidad',
  sinDatos: 'No se encontraron datos',
  sinDatosTabla: 'No hay datos disponibles',
  anio: 'Seleccione un año', // ours
  mes: 'Seleccione un mes', // spec 3 §5 "month required"; the text is ours
  excelError: 'Sucedió un error, intentelo nuevamente',
  excelGeneracion: 'Ocurrió un error al generar el archivo.',
  noEsExcel: 'La respuesta no es un archivo Excel',
  exportado: 'Archivo exportado correctamente',
} as const;

/** A report year: 2018 up to next year (criteria may be set ahead), else 'Seleccione un año'. */
export const reportYearSchema = z.coerce
  .number({ error: REPORT_MSG.anio })
  .int(REPORT_MSG.anio)
  .min(REPORT_FIRST_YEAR, REPORT_MSG.anio)
  .max(9999, REPORT_MSG.anio);

export const reportMonthSchema = z.coerce
  .number({ error: REPORT_MSG.mes })
  .int(REPORT_MSG.mes)
  .min(1, REPORT_MSG.mes)
  .max(12, REPORT_MSG.mes);

/** POST reporte/anios {id_usuario}: the years a report can ask for, newest first. */
export const reportYearsRequest = z.object({ id_cliente: idSchema, id_usuario: optionalIdSchema });
export const reportYearsResponse = z.object({ anios: z.array(z.number()) });

/** POST reporte/meses {year}: the months of that year a report can ask for (up to the current one). */
export const reportMonthsRequest = z.object({ id_cliente: idSchema, year: reportYearSchema });
export const reportMonthsResponse = z.object({
  meses: z.array(z.object({ id: z.number(), nombre: z.string() })),
});

/**
 * The criterion a row is painted against, with the spec's names (spec 3 §2.2 and §3 Cost per km):
 * criterio_superior = objective, criterio_inferior = deficient, rango_c_inferior/superior (also sent as
 * tolerable_inferior/superior) = tolerable range. Null when the client set none for that year and row.
 */
export const reportCriterion = z.object({
  criterio_superior: z.number(),
  criterio_inferior: z.number(),
  rango_c_inferior: z.number(),
  rango_c_superior: z.number(),
  tolerable_inferior: z.number(),
  tolerable_superior: z.number(),
});
export type ReportCriterion = z.infer<typeof reportCriterion>;

/** A report row's criterion (spec names) as the domain's colour rule takes it: objective, deficient, tolerable. */
export function toAcceptance(criterion: ReportCriterion | null | undefined): AcceptanceCriterion | null {
  if (!criterion) return null;
  return {
    objetivo: criterion.criterio_superior,
    deficiente: criterion.criterio_inferior,
    tolerableMinimo: criterion.rango_c_inferior,
    tolerableMaximo: criterion.rango_c_superior,
  };
}

/**
 * How each band of criterionColour (domain.md §6) is painted, the same on screen and in the Excel exports:
 * `cell` a light background behind dark `text` (null: unpainted), `solid` for bars and legend swatches.
 */
export const CRITERION_COLOURS: Record<
  CriterionColour,
  { cell: string | null; text: string | null; solid: string }
> = {
  verde: { cell: '#c8e6c9', text: '#1b5e20', solid: '#2e7d32' },
  amarillo: { cell: '#fff3b0', text: '#5d4300', solid: '#f9a825' },
  rojo: { cell: '#ffcdd2', text: '#8e0000', solid: '#c62828' },
  gris: { cell: '#eeeeee', text: '#616161', solid: '#9e9e9e' },
  'sin-criterio': { cell: null, text: null, solid: '#1565c0' },
};

/** One bar or pie slice (spec 3 §3 Chart slice); porcentaje by largest remainder so a pie adds to 100. */
export const chartSlice = z.object({
  descripcion: z.string(),
  cantidad: z.number(),
  porcentaje: z.number(),
});
export type ChartSlice = z.infer<typeof chartSlice>;

/** The query of the GET exports of the indicators and home (spec 3 §7 Exports). */
export const reportExportQuery = z.object({ id_cliente: idSchema, id_usuario: optionalIdSchema });
