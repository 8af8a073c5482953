import { z } from 'zod';
import { idSchema, INT4_MAX, isCalendarDate } from './fields';
import { MSG } from './messages';
import { pagedQueryWith, pagedResponse } from './paging';

export const TRIAL_PERIODS = ['ACTIVO', 'VENCIDO', 'NO APLICA'] as const;
export const trialPeriod = z.enum(TRIAL_PERIODS);
export type TrialPeriod = z.infer<typeof trialPeriod>;

export const SUBSCRIPTION_MSG = {
  clienteRequerido: 'Cliente es requerido',
  agregado: 'Agregado',
  actualizado: 'Actualizado',
  // Our texts (spec silent on these rules).
  fechaFinal: 'La fecha final debe ser posterior a la fecha de inicio',
  duplicada: 'El cliente ya tiene una suscripción',
  noVencida: 'La suscripción aún no vence o no fue respondida',
  vencePronto: (days: number) => `Su periodo de prueba vence en ${days} ${days === 1 ? 'día' : 'días'}`,
  venceHoy: 'Su periodo de prueba vence hoy. Desea continuar ?',
} as const;

/** Dates travel as YYYY-MM-DD (spec 1 §5). */
const dateSchema = z
  .string({ error: MSG.campoRequerido })
  .trim()
  .min(1, MSG.campoRequerido)
  .regex(/^$|^\d{4}-\d{2}-\d{2}$/, MSG.datosInvalidos)
  .refine((value) => value === '' || isCalendarDate(value), MSG.datosInvalidos);

/** The subscription object of POST clientesuscripcion/store; on edit the client and start date stay as stored. */
export const subscriptionForm = z
  .object({
    id: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
    id_cliente: z.coerce
      .number({ error: SUBSCRIPTION_MSG.clienteRequerido })
      .int()
      .positive(SUBSCRIPTION_MSG.clienteRequerido)
      .max(INT4_MAX, SUBSCRIPTION_MSG.clienteRequerido),
    date_start: dateSchema,
    date_end: dateSchema,
    trial_period: trialPeriod.optional(),
  })
  .refine((form) => !form.date_start || !form.date_end || form.date_end > form.date_start, {
    message: SUBSCRIPTION_MSG.fechaFinal,
    path: ['date_end'],
  });
export type SubscriptionForm = z.input<typeof subscriptionForm>;
export const subscriptionStoreRequest = z.object({
  suscripcion: subscriptionForm,
  id_usuario: idSchema.nullish(),
});
export const subscriptionStoreResponse = z.object({ message: z.string(), id: z.number() });

export const subscriptionItem = z.object({
  id: z.number(),
  id_cliente: z.number(),
  razon_social: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  trial_period: trialPeriod,
  /** Today is on or after date_end (spec 1 §4): the row is styled as expired. */
  vencida: z.boolean(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;
export const subscriptionListQuery = pagedQueryWith(['id', 'razon_social', 'date_start', 'date_end']);
export const subscriptionListResponse = pagedResponse(subscriptionItem);

/** GET clientesuscripcion/clientes (our path): the client choices of the subscription dialog. */
export const subscriptionClientsResponse = z.object({
  success: z.object({ resultado: z.array(z.object({ id: z.number(), razon_social: z.string() })) }),
});

/** POST /clientesuscripcion/trialperiod every 100 s: the client's subscription as the trial dialog needs it. */
export const trialRequest = z.object({ id_cliente: idSchema, time: z.coerce.number().min(0).optional() });
export const trialData = z.object({
  id: z.number(),
  trial_period: trialPeriod,
  restart: z.boolean(),
  date_end: z.string(),
  /** 'SI' / 'NO' once the client answered the expiry question. */
  answer: z.enum(['SI', 'NO']).nullable(),
  /** The latest notification date reached (the dialog shows from it on), or null. */
  suscripcionfechas_id: z.number().nullable(),
  suscripcionfechas_date: z.string().nullable(),
  /** Today on the server, so that the browser counts days from the same calendar. */
  today: z.string(),
});
export type TrialData = z.infer<typeof trialData>;
export const trialResponse = z.object({ data: trialData.nullable() });

export const trialAnswerRequest = z.object({
  id: idSchema,
  id_cliente: idSchema,
  rpta: z.enum(['SI', 'NO'], { error: MSG.campoRequerido }),
});
export const subscriptionIdRequest = z.object({ id: idSchema });
export const subscriptionMessageResponse = z.object({ message: z.string() });
