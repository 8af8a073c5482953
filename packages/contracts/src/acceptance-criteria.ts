import { z } from 'zod';
import { idSchema, whenObject } from './fields';
import { MSG } from './messages';
import { pagedQuery, pagedResponse } from './paging';

/** Criteria texts of spec 1 §5, trailing spaces included; the ones marked "ours" fill gaps of the spec. */
export const CRITERIA_MSG = {
  indicador: 'Seleccione un indicador', // ours
  anio: 'Seleccione un año', // ours
  objetivoMayorCero: 'Criterio objetivo debe ser mayor a 0',
  objetivoMax5: 'Criterio objetivo debe ser menor o igual a 5',
  objetivoMayorQueDeficiente: 'Criterio objetivo no debe ser mayor que el criterio deficiente',
  objetivoMax10: 'Criterio objetivo debe ser menor o igual a 10',
  deficienteMax10: 'Criterio deficiente debe ser menor o igual a 10',
  noNegativo: 'No se permiten numeros negativos', // ours for the reencauchabilidad index
  porcentaje: 'El Índice de reencauche (%): puede ser cero o mayor que uno y máximo 100.',
  tolerable: 'Revisar los rangos de tolerable con los valores de criterio objetivo y deficiente ',
  modeloMedida: 'Seleccione un Modelo - Medida',
  yaRegistrado: 'Este criterio ya fue registrado ',
  numeroInvalido: 'Ingrese un número válido', // ours
} as const;

/** Spec 1 §9: the four indicators, by the code stored in `costoindicador`. */
export const CRITERIA_INDICATORS = [
  { id: 1, nombre: 'Costo por kilómetro' },
  { id: 2, nombre: 'Costo por hora' },
  { id: 3, nombre: 'Índice de reencauche' },
  { id: 4, nombre: 'Índice de reencauchabilidad' },
] as const;
export const INDICATOR = { costoKm: 1, costoHora: 2, reencauche: 3, reencauchabilidad: 4 } as const;
export const isCostIndicator = (indicator: number) =>
  indicator === INDICATOR.costoKm || indicator === INDICATOR.costoHora;

/** Spec 1 §9: years 2017 to the current year + 2. */
export const CRITERIA_FIRST_YEAR = 2017;
export const criteriaYears = (today: Date = new Date()) => {
  const last = today.getFullYear() + 2;
  return Array.from({ length: last - CRITERIA_FIRST_YEAR + 1 }, (_, index) => CRITERIA_FIRST_YEAR + index);
};

/** A number typed in a text field, or null when blank; whether blank is allowed depends on the indicator. */
const optionalNumber = z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((value, ctx) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return null;
  const number = Number(text);
  if (!Number.isFinite(number) || Math.abs(number) > 99_999_999) {
    ctx.addIssue({ code: 'custom', message: CRITERIA_MSG.numeroInvalido });
    return z.NEVER;
  }
  return number;
});

type NumberField =
  | 'criterioobjetivo'
  | 'criteriodeficiente'
  | 'tolerablemaximo'
  | 'tolerableminimo'
  | 'criterioobjetivo_calculo'
  | 'criteriodeficiente_calculo';

/** Percent inputs of the retread index: 0, or 1 to 100 (a 0.6 is most likely a fraction typed by mistake). */
const isValidPercent = (value: number) => value === 0 || (value >= 1 && value <= 100);
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The criterion dialog and each row of the criteria import (spec 1 §5). The rules depend on the indicator, so
 * they run on the whole object, and also while some fields are still blank (`when`), so the dialog shows each
 * broken rule as soon as its fields are filled. The retread index's criteria are its percent inputs ÷ 100.
 */
export const criterionForm = z
  .object({
    id: idSchema.nullish(),
    costoindicador: z
      .union([z.string(), z.number(), z.null()], { error: CRITERIA_MSG.indicador })
      .transform((value) => Number(value ?? 0))
      .pipe(
        z.number().int(CRITERIA_MSG.indicador).min(1, CRITERIA_MSG.indicador).max(4, CRITERIA_MSG.indicador),
      ),
    anio: z
      .union([z.string(), z.number(), z.null()], { error: CRITERIA_MSG.anio })
      .transform((value) => Number(value ?? 0))
      .pipe(
        z
          .number()
          .int(CRITERIA_MSG.anio)
          .min(CRITERIA_FIRST_YEAR, CRITERIA_MSG.anio)
          .refine((year) => year <= new Date().getFullYear() + 2, CRITERIA_MSG.anio),
      ),
    /** Model–size key; free text until the tyre catalogue exists (ADR 0009). */
    modelomedida: z
      .string()
      .trim()
      .max(100, MSG.demasiadoLargo(100))
      .nullish()
      .transform((value) => value ?? ''),
    criterioobjetivo: optionalNumber.optional(),
    criteriodeficiente: optionalNumber.optional(),
    tolerablemaximo: optionalNumber.optional(),
    tolerableminimo: optionalNumber.optional(),
    criterioobjetivo_calculo: optionalNumber.optional(),
    criteriodeficiente_calculo: optionalNumber.optional(),
  })
  .superRefine((raw, ctx) => {
    const issue = (path: NumberField | 'modelomedida', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const num = (field: NumberField) => (typeof raw[field] === 'number' ? raw[field] : undefined);
    const isBlank = (field: NumberField) => raw[field] === null || raw[field] === undefined;
    const indicator = typeof raw.costoindicador === 'number' ? raw.costoindicador : 0;

    for (const field of ['tolerablemaximo', 'tolerableminimo'] as const)
      if (isBlank(field)) issue(field, MSG.campoRequerido);

    let objective = num('criterioobjetivo');
    let deficient = num('criteriodeficiente');
    if (indicator === INDICATOR.reencauche) {
      for (const field of ['criterioobjetivo_calculo', 'criteriodeficiente_calculo'] as const) {
        const value = num(field);
        if (isBlank(field)) issue(field, MSG.campoRequerido);
        else if (value !== undefined && !isValidPercent(value)) issue(field, CRITERIA_MSG.porcentaje);
      }
      const objectivePct = num('criterioobjetivo_calculo');
      const deficientPct = num('criteriodeficiente_calculo');
      objective = objectivePct === undefined ? undefined : objectivePct / 100;
      deficient = deficientPct === undefined ? undefined : deficientPct / 100;
    } else {
      for (const field of ['criterioobjetivo', 'criteriodeficiente'] as const)
        if (isBlank(field)) issue(field, MSG.campoRequerido);
    }

    if (isCostIndicator(indicator)) {
      if (!raw.modelomedida) issue('modelomedida', CRITERIA_MSG.modeloMedida);
      if (objective !== undefined && objective <= 0)
        issue('criterioobjetivo', CRITERIA_MSG.objetivoMayorCero);
      else if (objective !== undefined && objective > 5) issue('criterioobjetivo', CRITERIA_MSG.objetivoMax5);
      if (objective !== undefined && deficient !== undefined && deficient < objective)
        issue('criteriodeficiente', CRITERIA_MSG.objetivoMayorQueDeficiente);
    }
    if (indicator === INDICATOR.reencauchabilidad) {
      if (objective !== undefined && objective < 0) issue('criterioobjetivo', CRITERIA_MSG.noNegativo);
      else if (objective !== undefined && objective > 10)
        issue('criterioobjetivo', CRITERIA_MSG.objetivoMax10);
      if (deficient !== undefined && deficient < 0) issue('criteriodeficiente', CRITERIA_MSG.noNegativo);
      else if (deficient !== undefined && deficient > 10)
        issue('criteriodeficiente', CRITERIA_MSG.deficienteMax10);
    }

    const max = num('tolerablemaximo');
    const min = num('tolerableminimo');
    if (max !== undefined && min !== undefined && deficient !== undefined) {
      if (!(max > min && max >= deficient && min <= deficient))
        issue('tolerablemaximo', CRITERIA_MSG.tolerable);
    }
  }, whenObject)
  .transform((values) => {
    const isIndex = values.costoindicador === INDICATOR.reencauche;
    const fraction = (percent: number | null | undefined) =>
      percent === null || percent === undefined ? 0 : round(percent / 100, 4);
    return {
      id: values.id ?? null,
      costoindicador: values.costoindicador,
      anio: values.anio,
      // The indices are per client and year, not per model–size.
      modelomedida: isCostIndicator(values.costoindicador) ? values.modelomedida : '',
      criterioobjetivo: isIndex ? fraction(values.criterioobjetivo_calculo) : (values.criterioobjetivo ?? 0),
      criteriodeficiente: isIndex
        ? fraction(values.criteriodeficiente_calculo)
        : (values.criteriodeficiente ?? 0),
      tolerablemaximo: values.tolerablemaximo ?? 0,
      tolerableminimo: values.tolerableminimo ?? 0,
      criterioobjetivo_calculo: isIndex ? (values.criterioobjetivo_calculo ?? null) : null,
      criteriodeficiente_calculo: isIndex ? (values.criteriodeficiente_calculo ?? null) : null,
    };
  });
export type CriterionFormInput = z.input<typeof criterionForm>;
export type CriterionForm = z.output<typeof criterionForm>;

/** A row of the criteria table (spec 1 §3: the criterion's wire names plus modelo and medida). */
export const criterion = z.object({
  id: z.number(),
  costoindicador: z.number(),
  indicador: z.string(),
  anio: z.number(),
  modelomedida: z.string(),
  modelo: z.string(),
  medida: z.string(),
  criterio_superior: z.number(),
  criterio_inferior: z.number(),
  rango_c_superior: z.number(),
  rango_c_inferior: z.number(),
  criterioobjetivo_calculo: z.number().nullable(),
  criteriodeficiente_calculo: z.number().nullable(),
});
export type Criterion = z.infer<typeof criterion>;

/** POST criterioaceptacion/index {anio, select_indicador}: 5 a page (spec 1 §9); both filters optional. */
export const criteriaListRequest = pagedQuery.omit({ sortBy: true, search: true }).extend({
  id_cliente: idSchema,
  anio: z.coerce.number().int().min(CRITERIA_FIRST_YEAR).max(9999).nullish(),
  select_indicador: z.coerce.number().int().min(1).max(4).nullish(),
});
export const criteriaListResponse = pagedResponse(criterion);

/** POST criteriosaceptacion/consulta: answers 1 when that criterion is already registered (`id` excluded). */
export const criteriaLookupRequest = z.object({
  id_cliente: idSchema,
  id: idSchema.nullish(),
  indicador: z.coerce.number().int().min(1).max(4),
  anio: z.coerce.number().int().min(CRITERIA_FIRST_YEAR).max(9999),
  modelomedida: z.string().trim().max(100).nullish(),
});
export const criteriaLookupResponse = z.union([z.literal(0), z.literal(1)]);

/** POST criterioaceptacion/store {criterio}: create (no id) or edit (id). */
export const criterionStoreRequest = z.object({ id_cliente: idSchema, criterio: criterionForm });
export const criterionStoreResponse = z.object({ message: z.string(), criterio: criterion });

/** POST criterioaceptacion/delete (path not shown in the spec). */
export const criterionDeleteRequest = z.object({ id_cliente: idSchema, id: idSchema });
export const criterionDeleteResponse = z.object({ message: z.string() });

/** POST importar/criterio: the spec's text answer; errors after '&&&&', one per line. */
export const IMPORT_SEPARATOR = '&&&&';
export const IMPORT_MSG = {
  exito: 'Excel cargado Exitosamente',
  error: 'Error al Cargar Datos',
  archivoRequerido: 'Seleccione un archivo Excel', // ours
  // ours; also what an unchanged template answers: its examples are on a sheet the import does not read (ADR 0030)
  sinFilas:
    'El archivo no tiene filas de datos. Escriba sus datos debajo de los encabezados de la primera hoja; las filas de la hoja "Ejemplos" no se importan.',
  demasiadasFilas: (max: number) => `El archivo supera el máximo de ${max} filas`, // ours
  archivoInvalido: 'El archivo no es un Excel válido', // ours
} as const;
