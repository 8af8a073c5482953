import { z } from 'zod';
import { idSchema, isCalendarDate, whenFieldsValid } from './fields';
import { IMAGE_MSG } from './images';
import { STORED_IMAGE_NAME } from './incidents';
import { MSG } from './messages';
import { pagedQueryWith, pagedResponse } from './paging';
import { optionalId, requiredId, TYRE_MSG, treadDepthWith } from './tyres';

/**
 * Scrap (spec 2 §2 Tyre scrap, Tyres in scrap; §3 Scrap record, Scrap of an installed tyre; §5; domain.md §11),
 * docs/decisions/0027-scrap.md. The required texts are the spec's, one set per form, typos and accents as
 * written there; the rest are ours.
 */
export const SCRAP_MSG = {
  // Direct registration (neumaticos/storescrap).
  serieRequerida: 'Número de serie es requerido',
  dotRequerido: 'DOT es requerido',
  costoRequerido: 'Costo sin IGV es requerido',
  monedaRequerida: 'Tipo de moneda es requerido',
  marcaRequerida: 'Marca es requerido',
  modeloRequerido: 'Modelo es requerido',
  medidaRequerida: 'Medida es requerida',
  motivoScrapRequerido: 'Motivo de scrap es requerido',
  fechaScrapRequerida: 'Fecha de scrap o retiro es requerida',
  disenioRequerido: 'Diseño es requerido',
  empresaRequerida: 'Empresa es requerido',
  profundidadRequerida: 'Profundidad es requerida',
  // Installed-tyre form (scrap/store).
  vehiculoRequerido: 'Vehículo recorrido es requerido',
  kmRequerido: 'Km recorrido es requerido',
  motivoRetiroRequerido: 'Motivo de retiro es requerido',
  neumaticoRequerido: 'Neumático es requerido',
  remanenteFinalRequerido: 'Remanente final es requerido',
  remanenteLimiteRequerido: 'Remanente límite es requerido',
  motivoScrapCortoRequerido: 'Motivo scrap es requerido',
  fechaRetiroRequerida: 'Fecha de retiro es requerido',
  // Tyre scrap screen (scrap/storesimplificado); the spec writes 'limite' without its accent here.
  remanenteLimiteSinTildeRequerido: 'Remanente limite es requerido',
  fechaRequerida: 'La fecha es requerido',
  scrapNoPermitido:
    'Un neumático solo puede enviarse a scrap si se encuentra libre de uso o correctamente desinstalado.',
  // Ours.
  limiteMayorQueOriginal: 'El remanente límite debe ser menor que el remanente original',
  finalMayorQueOriginal: 'El remanente final no puede ser mayor que el remanente original',
  kmFinalMenor: 'El km final no puede ser menor que el km inicial',
  kmMenorQueInstalacion: (km: number) =>
    `El km recorrido no puede ser menor que el km de instalación del neumático (${km})`,
  kmMenorQueVehiculo: (km: number) =>
    `El km recorrido no puede ser menor que el último kilometraje del vehículo (${km})`,
  fechaAntesDeInstalacion: (fecha: string) =>
    `La fecha no puede ser anterior a la instalación del neumático (${fecha})`,
  fechaFutura: 'La fecha no puede ser posterior a hoy',
  noInstaladoEnVehiculo: 'El neumático no está instalado en ese vehículo',
  motivoNoExiste: 'El motivo de scrap no existe',
  exito: MSG.operacionExitosa,
} as const;

/** Removal reasons the installed-tyre form offers (spec 2 §3: 1 to 5; 6 "error de instalación" is not a scrap). */
export const SCRAP_REMOVAL_REASONS: Record<number, string> = {
  1: 'Por reencauche',
  2: 'Por reparación',
  3: 'Por rotación',
  4: 'Por desgaste final',
  5: 'Por falla',
};

/**
 * A required number: blank → `required`, not a number → `invalid`. No union of number and string: the form's
 * resolver reports a failed union by its first branch's generic text, not by this message.
 */
const requiredNumber = (required: string, invalid: string) =>
  z.preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value !== 'string') return value;
      return value.trim() === '' ? undefined : Number(value.trim());
    },
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }),
  );

/** A yyyy-mm-dd day with the form's own "required" text. */
const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.iso.date({ error: MSG.fechaInvalida }).refine(isCalendarDate, MSG.fechaInvalida));

/** The two photos of a record: names answered by imagen/subirimagen ('' or null = none). */
const imageName = z.preprocess(
  (value) => (value === '' ? null : value),
  z.string().regex(STORED_IMAGE_NAME, IMAGE_MSG.imagenNoDisponible).nullish(),
);
const images = { ruta1: imageName, ruta2: imageName };

/** Km or hours, ≥ 0 (blank → `required`). */
const distance = (required: string) =>
  requiredNumber(required, TYRE_MSG.kmInvalido).pipe(
    z.number().min(0, TYRE_MSG.kmInvalido).max(99_999_999, TYRE_MSG.kmInvalido),
  );

const REMNANTS = ['remanente_original', 'remanente_final', 'remanente_limite'] as const;

/** domain.md §11: the loss is defined only when limit < original and final ≤ original. */
function checkRemnants(
  value: { remanente_original: number; remanente_final: number; remanente_limite: number },
  ctx: z.RefinementCtx,
) {
  if (value.remanente_limite >= value.remanente_original)
    ctx.addIssue({ code: 'custom', path: ['remanente_limite'], message: SCRAP_MSG.limiteMayorQueOriginal });
  if (value.remanente_final > value.remanente_original)
    ctx.addIssue({ code: 'custom', path: ['remanente_final'], message: SCRAP_MSG.finalMayorQueOriginal });
}

/**
 * Direct registration (neumaticos/storescrap, spec 2 §3 Scrap record): a tyre that never went through the app,
 * registered already scrapped. `dot` is stored as the tyre's serie_cliente.
 */
export const directScrapFields = z.object({
  num_serie: z
    .string({ error: SCRAP_MSG.serieRequerida })
    .trim()
    .min(1, SCRAP_MSG.serieRequerida)
    .max(50)
    .transform((value) => value.toUpperCase()),
  dot: z
    .string({ error: SCRAP_MSG.dotRequerido })
    .trim()
    .min(1, SCRAP_MSG.dotRequerido)
    .max(50)
    .transform((value) => value.toUpperCase()),
  precio: requiredNumber(SCRAP_MSG.costoRequerido, TYRE_MSG.costoInvalido).pipe(
    z.number().min(0, TYRE_MSG.costoInvalido).max(99_999_999, TYRE_MSG.costoInvalido),
  ),
  tipo_moneda: requiredId(SCRAP_MSG.monedaRequerida).pipe(
    z.literal([1, 2], { error: SCRAP_MSG.monedaRequerida }),
  ),
  nuevo: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: TYRE_MSG.condicionRequerida })
      .pipe(z.literal([0, 1], { error: TYRE_MSG.condicionRequerida })),
  ),
  cantidad_reencauche: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : value),
    z.coerce.number().int().min(0).max(6, TYRE_MSG.reencauchesRequerido),
  ),
  id_disenio: optionalId,
  id_empresa: optionalId,
  id_marca: requiredId(SCRAP_MSG.marcaRequerida),
  id_modelo: requiredId(SCRAP_MSG.modeloRequerido),
  id_medida: requiredId(SCRAP_MSG.medidaRequerida),
  remanente_original: treadDepthWith(SCRAP_MSG.profundidadRequerida),
  remanente_final: treadDepthWith(SCRAP_MSG.profundidadRequerida),
  remanente_limite: treadDepthWith(SCRAP_MSG.profundidadRequerida),
  // Spec 2 §9: km_inicial defaults to 0.
  km_inicial: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : value),
    z.coerce.number({ error: TYRE_MSG.kmInvalido }).min(0, TYRE_MSG.kmInvalido).max(99_999_999),
  ),
  km_final: z.preprocess(
    (value) => (value === '' ? null : value),
    z.coerce.number({ error: TYRE_MSG.kmInvalido }).min(0, TYRE_MSG.kmInvalido).max(99_999_999).nullish(),
  ),
  id_motivo_scrap: requiredId(SCRAP_MSG.motivoScrapRequerido),
  fecha_scrap: day(SCRAP_MSG.fechaScrapRequerida),
  ...images,
});

export const directScrapForm = directScrapFields
  .superRefine(
    (tyre, ctx) => {
      if (tyre.nuevo !== 0) return;
      if (tyre.cantidad_reencauche < 1)
        ctx.addIssue({
          code: 'custom',
          path: ['cantidad_reencauche'],
          message: TYRE_MSG.reencauchesRequerido,
        });
      if (!tyre.id_disenio)
        ctx.addIssue({ code: 'custom', path: ['id_disenio'], message: SCRAP_MSG.disenioRequerido });
      if (!tyre.id_empresa)
        ctx.addIssue({ code: 'custom', path: ['id_empresa'], message: SCRAP_MSG.empresaRequerida });
    },
    whenFieldsValid(['nuevo', 'cantidad_reencauche', 'id_disenio', 'id_empresa']),
  )
  .superRefine(checkRemnants, whenFieldsValid(REMNANTS))
  .superRefine(
    (value, ctx) => {
      if (value.km_final !== null && value.km_final !== undefined && value.km_final < value.km_inicial)
        ctx.addIssue({ code: 'custom', path: ['km_final'], message: SCRAP_MSG.kmFinalMenor });
    },
    whenFieldsValid(['km_inicial', 'km_final']),
  );
export type DirectScrapFormInput = z.input<typeof directScrapForm>;
export type DirectScrapForm = z.output<typeof directScrapForm>;

/** The spec's calls carry `id_cliente`, `id_usuario` and the form as `neumatico` (spec 2 §7). */
const scrapCall = <T extends z.ZodType>(neumatico: T) =>
  z.object({ id_cliente: idSchema, id_usuario: idSchema.nullish(), neumatico });

export const directScrapRequest = scrapCall(directScrapForm);

/**
 * The tyre scrap screen (scrap/storesimplificado) for a tyre that is not installed. The server takes the limit
 * it already knows (the application of the vehicle the tyre last ran on) over the one sent.
 */
export const tyreScrapForm = z.object({
  id_neumatico: idSchema,
  id_motivo_scrap: requiredId(SCRAP_MSG.motivoScrapRequerido),
  remanente_final: treadDepthWith(SCRAP_MSG.remanenteFinalRequerido),
  remanente_limite: treadDepthWith(SCRAP_MSG.remanenteLimiteSinTildeRequerido),
  fecha_scrap: day(SCRAP_MSG.fechaRequerida),
  ...images,
});
export type TyreScrapFormInput = z.input<typeof tyreScrapForm>;
export type TyreScrapForm = z.output<typeof tyreScrapForm>;
export const tyreScrapRequest = scrapCall(tyreScrapForm);

/** Scrap of an installed tyre (scrap/store, spec 2 §3): closes its installation at that km and date. */
export const installedScrapForm = z.object({
  id_vehiculos: requiredId(SCRAP_MSG.vehiculoRequerido),
  km_recorridos: distance(SCRAP_MSG.kmRequerido),
  motivo_retiro: requiredId(SCRAP_MSG.motivoRetiroRequerido).pipe(
    z.number().max(5, SCRAP_MSG.motivoRetiroRequerido),
  ),
  id_neumaticos: requiredId(SCRAP_MSG.neumaticoRequerido),
  remanente_final: treadDepthWith(SCRAP_MSG.remanenteFinalRequerido),
  remanente_limite: treadDepthWith(SCRAP_MSG.remanenteLimiteRequerido),
  motivo_scrap: requiredId(SCRAP_MSG.motivoScrapCortoRequerido),
  fecha: day(SCRAP_MSG.fechaRetiroRequerida),
  /** The serial as the form showed it; the server reads its own. */
  serieneumatico: z.string().trim().max(50).nullish(),
  ...images,
});
export type InstalledScrapFormInput = z.input<typeof installedScrapForm>;
export type InstalledScrapForm = z.output<typeof installedScrapForm>;
export const installedScrapRequest = scrapCall(installedScrapForm);

/** Scrap edit (scrap/update): final tread, reason, date and photos; the limit stays as known. */
export const scrapUpdateForm = z.object({
  id: idSchema,
  remanente_final: treadDepthWith(SCRAP_MSG.remanenteFinalRequerido),
  id_motivo_scrap: requiredId(SCRAP_MSG.motivoScrapRequerido),
  fecha_scrap: day(SCRAP_MSG.fechaRequerida),
  ...images,
});
export type ScrapUpdateFormInput = z.input<typeof scrapUpdateForm>;
export type ScrapUpdateForm = z.output<typeof scrapUpdateForm>;
export const scrapUpdateRequest = scrapCall(scrapUpdateForm);

/**
 * neumaticos/enviarAscrap (bad-condition list, spec 2 §7: id_cliente, id_usuario, id_neumatico). The tyre's
 * 'Llenar remanente' value is its final tread; reason, date and limit may be sent, else the scrap is dated today
 * with reason 'DESGASTE FINAL' and the known limit (docs/decisions/0027-scrap.md).
 */
export const sendToScrapRequest = z.object({
  id_cliente: idSchema,
  id_usuario: idSchema.nullish(),
  id_neumatico: idSchema,
  id_motivo_scrap: optionalId,
  fecha_scrap: z.iso.date().refine(isCalendarDate, MSG.fechaInvalida).nullish(),
  remanente_limite: z.coerce.number().min(0).max(125).nullish(),
});

/** Scrap reason (spec 2 §3): a global catalogue. */
export const scrapReason = z.object({ id: z.number(), motivo: z.string() });
export type ScrapReason = z.infer<typeof scrapReason>;
export const scrapReasonsResponse = z.object({ data: z.array(scrapReason) });

/**
 * A scrap record as the list, the tyre screen and the edit read it (spec 2 §3 Scrap record). `motivo` is the
 * scrap reason's name, `nom_motivo` the removal reason of an installed tyre; `ruta1`/`ruta2` the image names and
 * `neumaticoimgruta1`/`2` their protected addresses. Money in USD: `costo_vida` the cost of the scrapped life,
 * `costo_perdido` the tread thrown away with it (domain.md §11).
 */
export const scrapRecord = z.object({
  id: z.number(),
  id_neumatico: z.number(),
  num_serie: z.string(),
  dot: z.string().nullable(),
  precio: z.number(),
  tipo_moneda: z.number(),
  nuevo: z.number(),
  cantidad_reencauche: z.number(),
  id_disenio: z.number().nullable(),
  id_empresa: z.number().nullable(),
  id_marca: z.number(),
  id_modelo: z.number(),
  id_medida: z.number(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  remanente_original: z.number(),
  remanente_final: z.number(),
  remanente_limite: z.number(),
  km_inicial: z.number(),
  km_final: z.number().nullable(),
  id_motivo_scrap: z.number(),
  motivo: z.string(),
  fecha_scrap: z.string(),
  id_vehiculo: z.number().nullable(),
  placa: z.string().nullable(),
  motivo_retiro: z.number().nullable(),
  nom_motivo: z.string().nullable(),
  ruta1: z.string().nullable(),
  ruta2: z.string().nullable(),
  neumaticoimgruta1: z.string().nullable(),
  neumaticoimgruta2: z.string().nullable(),
  costo_vida: z.number(),
  costo_perdido: z.number(),
  estado: z.number(),
});
export type ScrapRecord = z.infer<typeof scrapRecord>;

export const scrapStoreResponse = z.object({ message: z.string(), data: scrapRecord });

/** scrap/find (spec 2 §7): the tyre scrap screen's data. `id` is the scrap record's, null while there is none. */
export const scrapFindRequest = z.object({ id_cliente: idSchema, id_neumatico: idSchema });
export const scrapFindResponse = z.object({
  success: z.object({
    datos: z.object({
      id: z.number().nullable(),
      estado: z.number(),
      estado_descripcion: z.string(),
      /** Known limit: the record's, else `reencauche` of the application the tyre last ran on; null = ask. */
      remanente_limite: z.number().nullable(),
      fecha_scrap: z.string().nullable(),
      id_neumatico: z.number(),
      num_serie: z.string(),
      remanente_original: z.number(),
      remanente_actual: z.number(),
      remanente_final: z.number().nullable(),
    }),
    registros: z.array(scrapRecord),
  }),
});
export type ScrapFind = z.infer<typeof scrapFindResponse>['success'];

/** 'Neumáticos en SCRAP' (scrap/list): paged, newest scrap first; search by serial, DOT, brand or reason. */
export const SCRAP_SORTS = [
  'fecha_scrap',
  'num_serie',
  'dot',
  'marca',
  'motivo',
  'remanente_final',
  'costo_vida',
  'costo_perdido',
] as const;
export const scrapListRequest = pagedQueryWith(SCRAP_SORTS).extend({ id_cliente: idSchema });
export const scrapListResponse = pagedResponse(scrapRecord);

/** Vehicles with tyres on them, for the installed-tyre form (path ours: scrap/vehiculos). */
export const scrapVehiclesRequest = z.object({ id_cliente: idSchema });
export const scrapVehicle = z.object({
  id: z.number(),
  placa: z.string(),
  codigo: z.string().nullable(),
  kilometraje: z.number(),
  tipo_costo: z.number(),
});
export type ScrapVehicle = z.infer<typeof scrapVehicle>;
export const scrapVehiclesResponse = z.object({ data: z.array(scrapVehicle) });

/** scrap/neumaticosxvehiculo (spec 2 §7): the tyres installed on a vehicle now, with the vehicle's limit. */
export const vehicleTyresRequest = z.object({ id_cliente: idSchema, id_vehiculo: idSchema });
export const vehicleTyre = z.object({
  id: z.number(),
  num_serie: z.string(),
  id_historial: z.number(),
  posicion: z.number().nullable(),
  ubicacion: z.number().nullable(),
  fecha_instalacion: z.string(),
  km_instalacion: z.number(),
  remanente_original: z.number(),
  remanente_actual: z.number(),
});
export type VehicleTyre = z.infer<typeof vehicleTyre>;
export const vehicleTyresResponse = z.object({
  data: z.array(vehicleTyre),
  /** `reencauche` of the vehicle's application, the limit the form shows read-only; null = the user types it. */
  remanente_limite: z.number().nullable(),
  kilometraje: z.number(),
});
