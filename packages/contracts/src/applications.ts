import { checkRemnantThresholds, type ThresholdField, type ThresholdProblem } from '@huella/domain';
import { z } from 'zod';
import { idSchema, requiredText, whenObject } from './fields';
import { MSG } from './messages';
import { pagedQuery, pagedResponse } from './paging';

/** Remnant texts of spec 1 §5; the ones marked "ours" fill rules whose text the spec does not give. */
export const APPLICATION_MSG = {
  nombreRequerido: 'Aplicación es requerida', // ours
  duplicada: 'Aplicacion duplicada',
  seleccione: 'Seleccione una aplicación', // ours
  negativo: 'No se permiten numeros negativos',
  mayorQueInicio: 'Debe ser mayor que el Inicio de reencauche',
  mayorQueReencauche: 'Debe ser mayor que el Reencauche', // ours
  mayorQueInicioProximo: 'Debe ser mayor que el Inicio de próximo reencauche', // ours
  espejo: 'Debe ser el negativo del Desgaste irregular 1', // ours
  numeroInvalido: 'Ingrese un número válido', // ours
  maximo: 'Máximo 999.99', // ours: the columns keep numeric(6,2)
  yaRegistrado: 'La aplicación ya tiene su remanente registrado', // ours
  aviso:
    'Debe ingresar el remanente de una aplicación para que esta aparezca en el registro y la edición de vehículos.',
} as const;

/** A required number typed in a text field ('' is missing); the message of an empty field is only "required". */
export const requiredNumber = (required: string = MSG.campoRequerido) =>
  // Not a union of string | number: a form's resolver would show a failed union's branch text, not `required`.
  z
    .custom<string | number>(() => true)
    .transform((value, ctx) => {
      if (value !== null && value !== undefined && typeof value !== 'string' && typeof value !== 'number') {
        ctx.addIssue({ code: 'custom', message: APPLICATION_MSG.numeroInvalido });
        return z.NEVER;
      }
      const text = String(value ?? '').trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const number = Number(text);
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: APPLICATION_MSG.numeroInvalido });
        return z.NEVER;
      }
      return number;
    });

const threshold = () =>
  requiredNumber().pipe(z.number().max(999.99, APPLICATION_MSG.maximo).min(-999.99, APPLICATION_MSG.maximo));

const PROBLEM_MESSAGE: Record<ThresholdField, Partial<Record<ThresholdProblem['kind'], string>>> = {
  ini_reencauche: { negative: APPLICATION_MSG.negativo },
  reencauche: { negative: APPLICATION_MSG.negativo, notAbovePrevious: APPLICATION_MSG.mayorQueInicio },
  ini_prox_reencauche: {
    negative: APPLICATION_MSG.negativo,
    notAbovePrevious: APPLICATION_MSG.mayorQueReencauche,
  },
  prox_reencauche: {
    negative: APPLICATION_MSG.negativo,
    notAbovePrevious: APPLICATION_MSG.mayorQueInicioProximo,
  },
  desg_irregular_1: { negative: APPLICATION_MSG.negativo },
  desg_irregular_2: { notMirrored: APPLICATION_MSG.espejo },
};

const THRESHOLD_FIELDS = Object.keys(PROBLEM_MESSAGE) as ThresholdField[];

/**
 * The remnant dialog: one application's thresholds (domain.md §9). The ordering rules are the domain's
 * `checkRemnantThresholds`, so the dialog and aplicacion/store refuse exactly the same values.
 */
export const remnantForm = z
  .object({
    id_remanente: idSchema.nullish(),
    // '' or null while nothing is chosen in the select.
    aplicacion: z
      .union([z.string(), z.number(), z.null()], { error: APPLICATION_MSG.seleccione })
      .transform((value) => Number(value ?? 0))
      .pipe(z.number().int(APPLICATION_MSG.seleccione).positive(APPLICATION_MSG.seleccione)),
    ini_reencauche: threshold(),
    reencauche: threshold(),
    ini_prox_reencauche: threshold(),
    prox_reencauche: threshold(),
    desg_irregular_1: threshold(),
    desg_irregular_2: threshold(),
  })
  .superRefine(
    (values, ctx) => {
      // With `when` below this also runs while other fields fail: keep only the thresholds that parsed.
      const parsed = Object.fromEntries(
        THRESHOLD_FIELDS.filter((field) => typeof values[field] === 'number').map((field) => [
          field,
          values[field],
        ]),
      );
      for (const problem of checkRemnantThresholds(parsed)) {
        const message = PROBLEM_MESSAGE[problem.field][problem.kind];
        if (message) ctx.addIssue({ code: 'custom', path: [problem.field], message });
      }
    },
    // The form shows an ordering problem as soon as both of its fields are filled, not only once all are.
    whenObject,
  );
export type RemnantFormInput = z.input<typeof remnantForm>;
export type RemnantForm = z.output<typeof remnantForm>;

export const application = z.object({ id: z.number(), aplicacion: z.string() });
export type Application = z.infer<typeof application>;

/** A row of the remnant table: an application and, when entered, its thresholds (`id_remanente` null if not). */
export const remnantRow = z.object({
  id: z.number(),
  aplicacion: z.number(),
  aplicacion_nom: z.string(),
  id_remanente: z.number().nullable(),
  ini_reencauche: z.number().nullable(),
  reencauche: z.number().nullable(),
  ini_prox_reencauche: z.number().nullable(),
  prox_reencauche: z.number().nullable(),
  desg_irregular_1: z.number().nullable(),
  desg_irregular_2: z.number().nullable(),
});
export type RemnantRow = z.infer<typeof remnantRow>;

/** GET aplicacion: the client's applications with their thresholds, by name, 10 a page (spec 1 §9). */
export const remnantListQuery = pagedQuery.omit({ sortBy: true }).extend({ id_cliente: idSchema });
export const remnantListResponse = pagedResponse(remnantRow);

/** GET aplicacioncmb: applications WITH thresholds, for the vehicle form. GET aplicacion/opciones: all of them. */
export const applicationOptionsQuery = z.object({ id_cliente: idSchema });
export const applicationOptionsResponse = z.object({
  data: z.array(application.extend({ tiene_remanente: z.boolean() })),
});

/** POST aplicacion/store {remanente}: creates (no id_remanente) or edits an application's thresholds. */
export const remnantStoreRequest = z.object({ id_cliente: idSchema, remanente: remnantForm });
export const remnantStoreResponse = z.object({ message: z.string(), remanente: remnantRow });

/** POST aplicacion/storeaplicacion {aplicacion}: a new application name in the client's catalogue. */
export const applicationForm = z.object({ aplicacion: requiredText(100, APPLICATION_MSG.nombreRequerido) });
export const applicationStoreRequest = applicationForm.extend({ id_cliente: idSchema });
export const applicationStoreResponse = z.object({ message: z.string(), aplicacion: application });
