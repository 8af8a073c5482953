import { z } from 'zod';
import { idSchema, INT4_MAX } from './fields';
import { MSG } from './messages';
import { pagedQueryWith, pagedResponse } from './paging';

/**
 * Vehicle texts of spec 2 §4, §5 and §8. The texts marked "ours" are not in the spec (docs/decisions/0010).
 */
export const VEHICLE_MSG = {
  tipoRequerido: 'Tipo de vehículo es requerido',
  placaRequerida: 'Placa de vehículo es requerido',
  aplicacionRequerida: 'Aplicación es requerida',
  marcaRequerida: 'Marca es requerida',
  modeloRequerido: 'Modelo es requerido',
  tipoCostoRequerido: 'Tipo de costo es requerido',
  configuracionRequerida: 'Configuración es requerida',
  placaDuplicada: 'El número de placa ya se encuentra registrada',
  kmSoloNumeros: 'Solo números o números decimales',
  kmMayorIgualCero: 'Debe ser mayor o igual a 0',
  kmInvalido: 'El kilometraje ingresado debe ser un numero mayor a 0',
  kmBloqueado: 'El kilometraje no se puede modificar.',
  kmSeModifica: 'El kilometraje se va a modificar',
  registrado: (placa: string) => `Se registro el vehículo de placa: ${placa}`,
  actualizado: (placa: string) => `Se actualizó el vehículo de placa: ${placa}`,
  exportando: 'Exportando Vehiculos...',
  exportado: 'Archivo exportado correctamente',
  errorExportar: 'Error al exportar vehículos',
  noEsExcel: 'La respuesta no es un archivo Excel',
  sinNeumatico: 'Sin neumático instalado',
  // ours
  anioInvalido: 'Ingrese un año de 4 dígitos',
  modeloDeOtraMarca: 'El modelo no pertenece a la marca elegida',
  aplicacionSinRemanentes: 'La aplicación no tiene remanentes configurados',
  configuracionDeOtroTipo: 'La configuración no corresponde al tipo de vehículo',
  plantaInvalida: 'La planta no existe',
} as const;

export const VEHICLE_ESTADOS = { 0: 'No Activo', 1: 'Activo' } as const;
export const COST_TYPES = { 1: 'Kilómetros', 2: 'Horas' } as const;

/** A required selector: null/absent reports the field's own message (react-hook-form keeps null for "none"). */
const requiredId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** Optional text where the list's '-' means empty (spec 2 §3). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.demasiadoLargo(max))
    .transform((value) => (value === '-' ? '' : value))
    .nullish();

/** Km/hours as typed: digits or a decimal, not negative (spec 2 §5). Empty passes (only the lock needs it). */
export const KM_PATTERN = /^-?\d{1,10}(\.\d{1,2})?$/;
const kmText = z
  .string()
  .trim()
  .max(14, MSG.demasiadoLargo(14))
  .refine((value) => value === '' || KM_PATTERN.test(value), VEHICLE_MSG.kmSoloNumeros)
  .refine((value) => !KM_PATTERN.test(value) || Number(value) >= 0, VEHICLE_MSG.kmMayorIgualCero);

/**
 * The vehicle form ('Registro de Vehículo' / 'Editar Vehículo'). `id` when editing; `estado` only counts when
 * editing (a new vehicle is Activo); `kilometraje` is the initial reading on create and, when editing, is saved
 * only with `edit_kilometraje` (the unlocked field).
 */
export const vehicleForm = z
  .object({
    id: idSchema.nullish(),
    id_planta: idSchema.nullish(),
    placa: z
      .string({ error: VEHICLE_MSG.placaRequerida })
      .trim()
      .min(1, VEHICLE_MSG.placaRequerida)
      .max(20, MSG.demasiadoLargo(20))
      .transform((value) => value.toUpperCase()),
    codigo: optionalText(50),
    id_tipo: requiredId(VEHICLE_MSG.tipoRequerido),
    id_marca: requiredId(VEHICLE_MSG.marcaRequerida),
    id_modelo: requiredId(VEHICLE_MSG.modeloRequerido),
    /** Application id (the spec's `ruta`). */
    ruta: requiredId(VEHICLE_MSG.aplicacionRequerida),
    // 1 kilómetros, 2 horas (spec 2 §9); a number check, so null reports the spec's text.
    tipo_costo: z
      .number({ error: VEHICLE_MSG.tipoCostoRequerido })
      .int(VEHICLE_MSG.tipoCostoRequerido)
      .min(1, VEHICLE_MSG.tipoCostoRequerido)
      .max(2, VEHICLE_MSG.tipoCostoRequerido),
    id_configuracion: requiredId(VEHICLE_MSG.configuracionRequerida),
    fecha_fabricacion: z
      .string()
      .trim()
      .regex(/^$|^(19|20)\d{2}$/, VEHICLE_MSG.anioInvalido)
      .nullish(),
    estado: z.union([z.literal(0), z.literal(1)]).nullish(),
    kilometraje: kmText.nullish(),
    edit_kilometraje: z.boolean().nullish(),
  })
  .superRefine((value, ctx) => {
    // Spec 2 §5: unlocked and not a valid number ≥ 0 refuses the save with this text.
    const km = value.kilometraje ?? '';
    if (value.id && value.edit_kilometraje && (!KM_PATTERN.test(km) || Number(km) < 0))
      ctx.addIssue({ code: 'custom', path: ['kilometraje'], message: VEHICLE_MSG.kmInvalido });
  });
export type VehicleFormInput = z.input<typeof vehicleForm>;
export type VehicleForm = z.output<typeof vehicleForm>;

/** POST vehiculos/store (create) and vehiculos/update (edit, with `vehiculo.id`). */
export const vehicleStoreRequest = z.object({
  id_cliente: idSchema,
  id_usuario: idSchema.nullish(),
  vehiculo: vehicleForm,
});

/** One row of the vehicle report (spec 2 §2–§3). */
export const vehicleListItem = z.object({
  id: z.number(),
  placa: z.string(),
  codigo: z.string(),
  id_tipo: z.number(),
  tipo: z.string(),
  id_marca: z.number(),
  marca: z.string(),
  id_modelo: z.number(),
  modelo: z.string(),
  ruta: z.number(),
  aplicacion: z.string(),
  id_planta: z.number().nullable(),
  nomplanta: z.string(),
  id_configuracion: z.number(),
  configuracion: z.string(),
  nroneumaticos: z.number(),
  tipo_costo: z.number(),
  fecha_fabricacion: z.string(),
  estado: z.number(),
  nomestado: z.string(),
  kilometraje: z.number(),
  flag_id: z.number().nullable(),
  /** ISO 8601. */
  fecha_registro: z.string(),
});
export type VehicleListItem = z.infer<typeof vehicleListItem>;

/** One vehicle for the edit dialog: the row plus whether its km may still be changed (spec 2 §4 `editkm`). */
export const vehicleDetail = vehicleListItem.extend({ editkm: z.union([z.literal(0), z.literal(1)]) });
export type VehicleDetail = z.infer<typeof vehicleDetail>;
export const vehicleStoreResponse = z.object({ message: z.string(), vehiculo: vehicleDetail });

/** POST vehiculos/list: the report, and the plate find (`placa`: exact, case-insensitive; uses total). */
export const VEHICLE_SORTS = [
  'id',
  'placa',
  'codigo',
  'tipo',
  'marca',
  'modelo',
  'configuracion',
  'aplicacion',
  'fecha_registro',
  'nomplanta',
  'nomestado',
] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];
export const vehicleListRequest = pagedQueryWith(VEHICLE_SORTS).extend({
  id_cliente: idSchema,
  placa: z.string().trim().max(20).optional(),
});
export const vehicleListResponse = pagedResponse(vehicleListItem);

export const vehicleIdRequest = z.object({ id_cliente: idSchema, id: idSchema });
export const vehicleShowResponse = z.object({ vehiculo: vehicleDetail });

/** POST vehiculos/showminified: id, placa, codigo of every vehicle of the client. */
export const vehicleMinifiedRequest = z.object({ id_cliente: idSchema });
export const vehicleMinifiedResponse = z.object({
  data: z.array(z.object({ id: z.number(), placa: z.string(), codigo: z.string() })),
});

/** POST vehiculos/export: '.xlsx' or '.csv' (spec 2 §7); answers the file. */
export const vehicleExportRequest = z.object({ id_cliente: idSchema, tipo: z.enum(['.xlsx', '.csv']) });

/** GET vehiculos/datosadicionales: the dialog's client section and the applications that have thresholds. */
export const vehicleExtraDataQuery = z.object({ id_cliente: idSchema });
export const vehicleExtraDataResponse = z.object({
  cliente: z.object({ razon_social: z.string(), ruc: z.string() }),
  aplicaciones: z.array(z.object({ id: z.number(), aplicacion: z.string() })),
});

/** POST vehiculos/neumaticoposicion: the tyre installed on a position, for the read-only detail dialog. */
export const vehiclePositionTyreRequest = z.object({
  id_cliente: idSchema,
  id_vehiculo: idSchema,
  ubicacion: z.coerce.number().int().min(1).max(22),
});
export const vehiclePositionTyre = z.object({
  num_serie: z.string(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  condicion: z.string(),
  disenio: z.string(),
  presion: z.number().nullable(),
  fecha_instalacion: z.string(),
  remanente_actual: z.number().nullable(),
  kilometraje: z.number().nullable(),
});
export const vehiclePositionTyreResponse = z.object({
  neumatico: vehiclePositionTyre.nullable(),
  message: z.string(),
});
