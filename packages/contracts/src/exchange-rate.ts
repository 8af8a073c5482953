import { z } from 'zod';
import { idSchema, isCalendarDate } from './fields';
import { pagedQuery, pagedResponse } from './paging';

/** Exchange-rate texts of spec 1 §5 (typo included); the rest are ours (spec silent). */
export const EXCHANGE_RATE_MSG = {
  valorRequerido: 'Valor es requerido',
  valorLargo: 'Cantidad de carcateres máximos es 5',
  valorInvalido: 'El valor debe ser un número mayor a 0',
  fechaRequerida: 'Fecha es requerida',
  fechaInvalida: 'La fecha debe tener el formato aaaa-mm-dd',
  fechaDuplicada: 'Ya existe un tipo de cambio para esa fecha',
} as const;

const DATE_OR_EMPTY = /^$|^\d{4}-\d{2}-\d{2}$/;
/** True for '' (reported as required instead) and for real calendar days (no 2026-02-30). */
export const isCalendarDateOrEmpty = (value: string) => value === '' || isCalendarDate(value);

/** A required yyyy-mm-dd date (spec 1 §5: "Dates YYYY-MM-DD"). */
export const isoDateSchema = (required: string, invalid: string) =>
  // No length rule: the pattern bounds it, and a half-typed day must read `invalid`, not 'Máximo 10 caracteres'.
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(DATE_OR_EMPTY, invalid)
    .refine((value) => !DATE_OR_EMPTY.test(value) || isCalendarDateOrEmpty(value), invalid);

/**
 * 'Nuevo' tipo de cambio: soles per dollar. The spec counts the value's characters ("length under 7") and its
 * message says 5; we keep both as written, so '3.7512' (6 characters) is the longest value accepted.
 */
export const exchangeRateForm = z.object({
  valor: z
    .union([z.string(), z.number()], { error: EXCHANGE_RATE_MSG.valorRequerido })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, EXCHANGE_RATE_MSG.valorRequerido)
        .max(6, EXCHANGE_RATE_MSG.valorLargo)
        .regex(/^$|^\d*\.?\d+$/, EXCHANGE_RATE_MSG.valorInvalido)
        .refine((value) => value === '' || Number(value) > 0, EXCHANGE_RATE_MSG.valorInvalido),
    )
    .transform(Number),
  fecha: isoDateSchema(EXCHANGE_RATE_MSG.fechaRequerida, EXCHANGE_RATE_MSG.fechaInvalida),
});
export type ExchangeRateFormInput = z.input<typeof exchangeRateForm>;
export type ExchangeRateForm = z.output<typeof exchangeRateForm>;

export const exchangeRate = z.object({
  id: z.number(),
  valor: z.number(),
  fecha: z.string(),
  /** 1 Activo, otherwise Inactivo: the newest rate entered is the active one. */
  estado: z.number(),
});
export type ExchangeRateRow = z.infer<typeof exchangeRate>;

/** GET tipocambio: the client's rates, newest date first, 10 a page (spec 1 §9). */
export const exchangeRateListQuery = pagedQuery
  .omit({ sortBy: true, search: true })
  .extend({ id_cliente: idSchema });
export const exchangeRateListResponse = pagedResponse(exchangeRate);

/** POST tipocambio/store {tipocambio}: a new rate, which becomes the active one. */
export const exchangeRateStoreRequest = z.object({ id_cliente: idSchema, tipocambio: exchangeRateForm });
export const exchangeRateStoreResponse = z.object({ message: z.string(), tipocambio: exchangeRate });
