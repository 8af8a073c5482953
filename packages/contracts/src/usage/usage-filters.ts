import { todayInLima } from '@huella/domain';
import { z } from 'zod';
import { whenFieldsValid } from '../fields';
import { isoDateSchema } from '../exchange-rate';
import { addMonths } from '../inspection-report';
import { MSG } from '../messages';
import { pickedIdSchema, REPORT_FIRST_YEAR, REPORT_MSG, reportMonthSchema } from '../reports';

/**
 * What the usage reports share (spec 3 §2.14–§2.16, §3 Report filters): the period of every form, the client
 * and year pickers, and the texts of §5. Days are Lima's calendar days (a login at 23:30 in Lima on the 1st is
 * the 1st), as every other report.
 */

/** Spec 3 §5 texts; `rango` is the spec's date-order text of the other reports, `rangoMaximo` is ours. */
export const USAGE_MSG = {
  fechaInicial: 'La fecha inicial es requerida',
  fechaFinal: 'La fecha final es requerida',
  rango: 'Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada',
  rangoMaximo: 'El periodo no puede ser mayor a 12 meses',
  cliente: 'Seleccione un cliente',
  anio: REPORT_MSG.anio,
  mes: REPORT_MSG.mes,
  serie: 'Seleccione una serie', // ours: the operations export's series
} as const;

/** Rows per page of the sessions and actions tables (spec 3 §9). */
export const USAGE_PER_PAGE = 10;

/** The chart that plots a point per day (operations per day) covers at most this many months. */
export const USAGE_DAILY_RANGE_MONTHS = 12;

export const usagePeriodFields = z.object({
  fecha_inicial: isoDateSchema(USAGE_MSG.fechaInicial, MSG.fechaInvalida),
  fecha_final: isoDateSchema(USAGE_MSG.fechaFinal, MSG.fechaInvalida),
});

type Period = { fecha_inicial: string; fecha_final: string };
// Compared only once both are real days (yyyy-mm-dd compares as text).
const bothValid = whenFieldsValid(['fecha_inicial', 'fecha_final']);

/** fecha_final not before fecha_inicial, on fecha_final. */
export const withUsagePeriod = <T extends z.ZodType<Period>>(schema: T) =>
  schema.refine((form) => form.fecha_final >= form.fecha_inicial, {
    path: ['fecha_final'],
    message: USAGE_MSG.rango,
    ...bothValid,
  });

/** As withUsagePeriod, and at most 12 months long (a series with a point per day). */
export const withDailyUsagePeriod = <T extends z.ZodType<Period>>(schema: T) =>
  withUsagePeriod(schema).refine(
    (form) =>
      form.fecha_final < form.fecha_inicial ||
      form.fecha_final <= addMonths(form.fecha_inicial, USAGE_DAILY_RANGE_MONTHS),
    { path: ['fecha_final'], message: USAGE_MSG.rangoMaximo, ...bothValid },
  );

/** The period form alone (sessions and actions screens). */
export const usagePeriodForm = withUsagePeriod(usagePeriodFields);
export type UsagePeriodInput = z.input<typeof usagePeriodForm>;
export type UsagePeriod = z.output<typeof usagePeriodForm>;

/** Page and rows per page of the sessions and actions tables. */
export const usagePaging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(USAGE_PER_PAGE),
};

/** The client a productivity or operations form must pick: 'Seleccione un cliente' when missing. */
export const usageClientSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  pickedIdSchema(USAGE_MSG.cliente),
);

/** An optional client or user filter: '' / null / absent = every one the session may see. */
export const usageOptionalIdSchema = z.preprocess(
  (value) => (value === '' || value === 0 || value === '0' ? null : value),
  pickedIdSchema(MSG.solicitudInvalida).nullish(),
);

/** A year of the usage charts: 2018 up to the current one (spec 3 §9), else 'Seleccione un año'. */
export const usageYearSchema = z.coerce
  .number({ error: USAGE_MSG.anio })
  .int(USAGE_MSG.anio)
  .min(REPORT_FIRST_YEAR, USAGE_MSG.anio)
  // The current year (Lima's) is read when the request is checked, not when the module loads.
  .refine((year) => year <= Number(todayInLima().slice(0, 4)), USAGE_MSG.anio);

/** An optional month 1..12 ('' / null / absent = the whole year). */
export const usageMonthSchema = z.preprocess(
  (value) => (value === '' || value === 0 || value === '0' ? null : value),
  reportMonthSchema.nullish(),
);

/** A whole-number count or seconds figure. */
export const countSchema = z.number().int().min(0);
