import { z } from 'zod';
import { idSchema, INT4_MAX, isCalendarDate } from './fields';
import { MSG } from './messages';
import { pagedQueryWith, pagedResponse } from './paging';

/**
 * Tyres (spec 2 §3 Tyre list, Tyre form fields, Cost event, Mileage event; §5 Tyre). Texts are the spec's;
 * where it is silent they are ours (docs/decisions/0011-tyres.md).
 */
export const TYRE_MSG = {
  serieRequerida: 'Serie del cliente es requerido',
  serieDuplicada: 'Serie de neumático duplicada',
  serieRegistrada: (serie: string) => `La serie ${serie} ya se encuentra registrada`,
  agregueSerie: 'Agregue serie del neumático',
  unaSerieAlEditar: 'Al editar se envía una sola serie',
  costoRequerido: 'Costo es requerido',
  costoInvalido: 'El costo debe ser un número mayor o igual a 0',
  monedaRequerida: 'Moneda es requerido',
  condicionRequerida: 'Condición de neumáticos es requerido',
  condicionNoEditable: 'La condición del neumático no se puede cambiar',
  reencauchesRequerido: 'Cantidad de reencauches es requerido',
  disenioRequerido: 'Diseño es requerido',
  empresaRequerida: 'Empresa es requerido',
  marcaRequerida: 'Marca es requerido',
  modeloRequerido: 'Modelo es requerido',
  modeloDeOtraMarca: 'El modelo no pertenece a la marca elegida',
  medidaRequerida: 'Medida es requerido',
  profundidadRequerida: 'Profundidad es requerida',
  profundidadLarga: 'Profundidad debe ser menor a 3 caracteres',
  profundidadMaxima: 'Profundidad recomendada debe ser (rec. <= 125 mm)',
  presionRequerida: 'La presión es requerida',
  presionMaxima: 'La presión recomendada debe ser (rec. <= 160 PSI)',
  unidadRequerida: 'Opciones de instalación es requerido',
  kmInvalido: 'Solo números o números decimales',
  sinTipoCambio:
    'No hay un tipo de cambio registrado para la fecha del costo: registre uno en Configuración > Tipo de cambio',
  registrado: (serie: string) => `Se registro el neumático: ${serie}`,
  actualizado: (serie: string) => `Se actualizó los datos del neumático: ${serie}`,
  costoActualizado: 'El costo del neumatico se actualizo correctamente',
  exportando: 'Exportando Neumaticos...',
  exportado: 'Archivo exportado correctamente',
  // Spec 2 §8: the tyre export reuses the vehicle export's failure text.
  errorExportar: 'Error al exportar vehículos',
  noEsExcel: 'La respuesta no es un archivo Excel',
} as const;

/** Tyre states (domain.md §3); above the known codes no description is shown (spec 2 §3). */
export const TYRE_STATES: Record<number, string> = {
  0: 'Scrap',
  1: 'Listo para instalar',
  2: 'En reparación',
  3: 'Instalado',
  4: 'En reencauche',
  5: 'Listo para instalar',
  6: 'Desinstalado (por evaluar)',
};

/** '' and null count as missing, so a blank input reports "required" and not "not a number". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * A required number: blank → `required`, not a number → `invalid`. One schema, not a union: a form's resolver
 * shows a failed union's first branch message, not the union's own.
 */
const requiredNumber = (required: string, invalid: string = required) =>
  z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' ? Number(present.trim()) : present;
    },
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }),
  );

/** Tread depth in mm: at most 3 digits and 2 decimals, ≤ 125 (spec 2 §5, §9). */
const DEPTH = /^\d{1,3}(\.\d{1,2})?$/;
/** The same rule with another "required" text (the scrap forms name the remanent they ask for). */
export const treadDepthWith = (required: string) =>
  z
    .preprocess(
      (value) => (value === null || value === undefined ? '' : String(value).trim()),
      z
        .string()
        .min(1, required)
        .regex(/^$|^\d{1,3}(\.\d{1,2})?$/, TYRE_MSG.profundidadLarga),
    )
    .refine((value) => !DEPTH.test(value) || Number(value) <= 125, TYRE_MSG.profundidadMaxima)
    .transform(Number);
export const treadDepth = treadDepthWith(TYRE_MSG.profundidadRequerida);

/** An id picked in a select; '' or 0 means none. */
export const optionalId = z.preprocess(
  (value) => (value === '' || value === 0 || value === '0' ? null : value),
  idSchema.nullish(),
);
export const requiredId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? 0 : value),
    z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message),
  );

/** One serial of the group: 'Serie Cliente' (num_serie, stored uppercased) and its DOT ('-' or blank = none). */
export const tyreSerial = z.object({
  num_serie: z
    .string({ error: TYRE_MSG.serieRequerida })
    .trim()
    .min(1, TYRE_MSG.serieRequerida)
    .max(50, MSG.demasiadoLargo(50))
    .transform((value) => value.toUpperCase()),
  serie_cliente: z
    .string({ error: MSG.debeSerTexto })
    .trim()
    .max(50, MSG.demasiadoLargo(50))
    .nullish()
    .transform((value) => (!value || value === '-' ? null : value.toUpperCase())),
});
export type TyreSerial = z.input<typeof tyreSerial>;

/** The tyre item of the form (spec 2 §3 Tyre form fields); `id` when editing. */
export const tyreFields = z.object({
  id: idSchema.nullish(),
  precio: requiredNumber(TYRE_MSG.costoRequerido, TYRE_MSG.costoInvalido).pipe(
    z.number().min(0, TYRE_MSG.costoInvalido).max(99_999_999, TYRE_MSG.costoInvalido),
  ),
  tipo_moneda: requiredId(TYRE_MSG.monedaRequerida).pipe(
    z.literal([1, 2], { error: TYRE_MSG.monedaRequerida }),
  ),
  nuevo: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: TYRE_MSG.condicionRequerida })
      .pipe(z.literal([0, 1], { error: TYRE_MSG.condicionRequerida })),
  ),
  cantidad_reencauche: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : value),
    z.coerce
      .number({ error: TYRE_MSG.reencauchesRequerido })
      .int(TYRE_MSG.reencauchesRequerido)
      .min(0, TYRE_MSG.reencauchesRequerido)
      .max(6, TYRE_MSG.reencauchesRequerido),
  ),
  id_disenio: optionalId,
  id_empresa: optionalId,
  id_marca: requiredId(TYRE_MSG.marcaRequerida),
  id_modelo: requiredId(TYRE_MSG.modeloRequerido),
  id_medida: requiredId(TYRE_MSG.medidaRequerida),
  remanente_original: treadDepth,
  remanente_actual: treadDepth,
  presion_recomendada: requiredNumber(TYRE_MSG.presionRequerida, TYRE_MSG.presionMaxima).pipe(
    z.number().min(0, TYRE_MSG.presionMaxima).max(160, TYRE_MSG.presionMaxima),
  ),
  unidad_medida: z.enum(['K', 'H'], { error: TYRE_MSG.unidadRequerida }),
  k_recorridos: z
    .preprocess(
      (value) => blankToUndefined(value) ?? 0,
      z.coerce.number({ error: TYRE_MSG.kmInvalido }).min(0, TYRE_MSG.kmInvalido),
    )
    .pipe(z.number().max(99_999_999, TYRE_MSG.kmInvalido)),
  /** yyyy-mm-dd; the day of registration when absent (the date of the purchase cost and its exchange rate). */
  fecha_registro: z.iso.date().refine(isCalendarDate, MSG.fechaInvalida).nullish(),
});

/** Retreaded tyres need retread count, design and company (spec 2 §5); the web form reuses it. */
export function checkRetread(
  tyre: {
    nuevo: number;
    cantidad_reencauche: number;
    id_disenio?: number | null;
    id_empresa?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (tyre.nuevo !== 0) return;
  if (tyre.cantidad_reencauche < 1)
    ctx.addIssue({ code: 'custom', path: ['cantidad_reencauche'], message: TYRE_MSG.reencauchesRequerido });
  if (!tyre.id_disenio)
    ctx.addIssue({ code: 'custom', path: ['id_disenio'], message: TYRE_MSG.disenioRequerido });
  if (!tyre.id_empresa)
    ctx.addIssue({ code: 'custom', path: ['id_empresa'], message: TYRE_MSG.empresaRequerida });
}

export const tyreForm = tyreFields.superRefine(checkRetread);
export type TyreFormInput = z.input<typeof tyreForm>;
export type TyreForm = z.output<typeof tyreForm>;

/**
 * Create and update (spec 2 §7 "tyre create / update: grupo (serials), neumatico"). Creating writes one tyre per
 * serial of the group, all or none; editing (neumatico.id) takes exactly one serial: the tyre's own.
 */
export const tyreStoreRequest = z
  .object({
    id_cliente: idSchema,
    grupo: z.array(tyreSerial).max(200),
    neumatico: tyreForm,
  })
  .superRefine((body, ctx) => {
    if (body.grupo.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['grupo'], message: TYRE_MSG.agregueSerie });
      return;
    }
    if (body.neumatico.id && body.grupo.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['grupo'], message: TYRE_MSG.unaSerieAlEditar });
    const seen = new Set<string>();
    body.grupo.forEach((item, index) => {
      if (seen.has(item.num_serie))
        ctx.addIssue({
          code: 'custom',
          path: ['grupo', index, 'num_serie'],
          message: TYRE_MSG.serieDuplicada,
        });
      seen.add(item.num_serie);
    });
  });
export type TyreStoreRequest = z.input<typeof tyreStoreRequest>;

/** One row of the tyre report (spec 2 §3 Tyre list). Numbers as numbers; `costo` is the accumulated USD cost. */
export const tyre = z.object({
  id: z.number(),
  num_serie: z.string(),
  serie_cliente: z.string().nullable(),
  estado: z.number(),
  estado_descripcion: z.string(),
  disabled: z.boolean(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  disenio: z.string().nullable(),
  empresa: z.string().nullable(),
  nuevo: z.number(),
  nuevo_reenc: z.string(),
  condicion: z.string(),
  flag_id: z.number().nullable(),
  precio: z.number(),
  precio_soles: z.number().nullable(),
  tipo_moneda: z.number(),
  unidad_medida: z.string(),
  cantidad_reencauche: z.number(),
  presion_recomendada: z.number(),
  id_marca: z.number(),
  id_modelo: z.number(),
  id_medida: z.number(),
  id_disenio: z.number().nullable(),
  id_empresa: z.number().nullable(),
  k_recorridos: z.number(),
  remanente_actual: z.number(),
  remanente_original: z.number(),
  has_inspeccion: z.boolean(),
  costo: z.number(),
  placa: z.string().nullable(),
  fecha_registro: z.string(),
  created_at: z.string(),
});
export type Tyre = z.infer<typeof tyre>;

export const tyreStoreResponse = z.object({ message: z.string(), data: z.array(tyre) });

/** The paged tyre report (path ours: POST neumaticos/index); default sort created_at desc (spec 2 §9). */
export const TYRE_SORTS = [
  'id',
  'num_serie',
  'serie_cliente',
  'estado',
  'marca',
  'modelo',
  'medida',
  'disenio',
  'condicion',
  'cantidad_reencauche',
  'remanente_original',
  'remanente_actual',
  'presion_recomendada',
  'unidad_medida',
  'k_recorridos',
  'precio',
  'costo',
  'fecha_registro',
  'created_at',
] as const;
export const tyreListRequest = pagedQueryWith(TYRE_SORTS).extend({ id_cliente: idSchema });
export const tyreListResponse = pagedResponse(tyre);

/** POST neumaticos/validateserialnumber: an empty `data` means the serial is free (spec 2 §7). */
export const tyreSerialCheckRequest = z.object({
  id_cliente: idSchema,
  num_serie: z.string().trim().min(1, TYRE_MSG.serieRequerida).max(50),
  /** When editing, the tyre's own serial is not a duplicate. */
  id_neumatico: idSchema.nullish(),
});
export const tyreSerialCheckResponse = z.object({
  data: z.array(z.object({ id: z.number(), num_serie: z.string() })),
});

export const tyreByIdRequest = z.object({ id_cliente: idSchema, id_neumatico: idSchema });

/** Cost event (spec 2 §3): purchase, retread (motivo 1) or repair, as entered plus its USD value. */
export const COST_REASONS: Record<number, string> = { 0: 'Compra', 1: 'Reencauche', 2: 'Reparación' };
export const costEvent = z.object({
  id: z.number(),
  fecha: z.string(),
  fecha_instalacion: z.string().nullable(),
  fecha_retiro: z.string().nullable(),
  disenio: z.string().nullable(),
  empresa: z.string().nullable(),
  costo: z.number(),
  costo_soles: z.number().nullable(),
  costo_convertido: z.number(),
  tipo_cambio: z.number().nullable(),
  tipo_moneda: z.number(),
  moneda: z.string(),
  nom_condicion: z.string(),
  nom_motivo: z.string(),
  motivo: z.number(),
  observacion: z.string().nullable(),
  id_disenio: z.number().nullable(),
  id_empresa: z.number().nullable(),
  rem_original: z.number().nullable(),
  n_reencauche: z.number(),
});
export type CostEvent = z.infer<typeof costEvent>;

/** POST neumaticos/cost: the events and their accumulated USD cost without IGV (domain.md §5). */
export const tyreCostResponse = z.object({
  success: z.object({
    num_serie: z.string(),
    costo_acumulado: z.number(),
    datos: z.array(costEvent),
  }),
});

/** Cost update (path ours: POST neumaticos/cost/update): amount, currency, date; USD recomputed at that date's rate. */
export const costUpdateForm = z.object({
  costo: requiredNumber(TYRE_MSG.costoRequerido, TYRE_MSG.costoInvalido).pipe(
    z.number().min(0, TYRE_MSG.costoInvalido).max(99_999_999, TYRE_MSG.costoInvalido),
  ),
  tipo_moneda: requiredId(TYRE_MSG.monedaRequerida).pipe(
    z.literal([1, 2], { error: TYRE_MSG.monedaRequerida }),
  ),
  fecha: z.iso.date({ error: 'La fecha es requerida' }).refine(isCalendarDate, MSG.fechaInvalida),
  observacion: z.string().trim().max(255).nullish(),
});
export type CostUpdateFormInput = z.input<typeof costUpdateForm>;
export const costUpdateRequest = costUpdateForm.extend({ id_cliente: idSchema, id: idSchema });
export const costUpdateResponse = z.object({ message: z.string(), data: costEvent });

/** Mileage event (spec 2 §3); `km_rendimiento` per domain.md §4 (an open record runs to the vehicle's km). */
export const REMOVAL_REASONS: Record<number, string> = {
  1: 'Por reencauche',
  2: 'Por reparación',
  3: 'Por rotación',
  4: 'Por desgaste final',
  5: 'Por falla',
  6: 'Por error de instalación',
};
export const mileageEvent = z.object({
  id: z.number(),
  fecha_instalacion: z.string(),
  fecha_retiro: z.string().nullable(),
  km_instalacion: z.number(),
  km_retiro: z.number().nullable(),
  placa: z.string().nullable(),
  km_rendimiento: z.number(),
  nom_condicion: z.string(),
  nom_motivo_retiro: z.string().nullable(),
});
export type MileageEvent = z.infer<typeof mileageEvent>;
/** POST neumaticos/kilometers: records plus total km (unit K) or hours (unit H). */
export const tyreMileageResponse = z.object({
  success: z.object({
    num_serie: z.string(),
    unidad_medida: z.string(),
    kilometraje: z.number(),
    datos: z.array(mileageEvent),
  }),
});

/** POST neumaticos/export: the client's tyres as Excel or CSV, default name Neumaticos (spec 2 §7). */
export const tyreExportRequest = z.object({ id_cliente: idSchema, tipo: z.enum(['.xlsx', '.csv']) });
