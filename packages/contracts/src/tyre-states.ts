import { z } from 'zod';
import { idSchema, isCalendarDate } from './fields';
import { LIFECYCLE_MSG } from './lifecycle';
import { MSG } from './messages';
import { pagedQueryWith, pagedResponse } from './paging';
import { costUpdateForm, requiredId, TYRE_MSG, treadDepth, treadDepthWith } from './tyres';
import { VEHICLE_MSG } from './vehicles';

/**
 * The tyre-state lists of spec 2 §2 ('Neumáticos retirados para reencauche' / '… para reparación',
 * 'Neumáticos en mal estado'), their actions, the tyre km correction and the top bar's retread menus (spec 1
 * §2.1). Texts are the spec's; the ones marked "ours" fill its gaps (docs/decisions/0028-tyre-state-lists.md).
 */
export const TYRE_STATES_MSG = {
  costoRequerido: TYRE_MSG.costoRequerido,
  monedaRequerida: TYRE_MSG.monedaRequerida,
  observacionRequerida: 'Observación es requerido',
  disenioRequerido: TYRE_MSG.disenioRequerido,
  empresaRequerida: TYRE_MSG.empresaRequerida,
  remanenteFinalRequerido: 'Remanente final es requerido',
  aviso: 'AVISO',
  ingreseRemanenteFinal: LIFECYCLE_MSG.remanenteFinalRequerido,
  llenarRemanente: 'Llenar remanente',
  imagenNoDisponible: 'Imagen no disponible',
  cancelado: 'Se cancelo la acción',
  operacionExitosa: 'Operación realizada satisfactoriamente',
  editado: 'Neumático editado satisfactoriamente',
  actualizado: (serie: string) => `Neumático con serie: ${serie} actualizado con éxito`,
  kmInvalido: VEHICLE_MSG.kmInvalido,
  kmActualizado: 'El Kilometraje del neumatico se actualizo correctamente',
  kmConInspeccion:
    'Este vehiculo ya cuenta con una inspeccion y por ese motivo no se puede editar su kilometraje',
  sinProximos: 'No hay neumaticos proximos a reencauchar',
  sinAReencauchar: 'No hay neumaticos a reencauchar',
  exportando: TYRE_MSG.exportando,
  exportado: TYRE_MSG.exportado,
  errorExportar: TYRE_MSG.errorExportar,
  noEsExcel: TYRE_MSG.noEsExcel,
  // ours
  remanenteFinalMayor: (original: number) =>
    `El remanente final no puede ser mayor que el remanente original (${original} mm)`,
  kmMayorQueVehiculo: (km: number) =>
    `El kilometraje no puede ser mayor que el kilometraje actual del vehículo (${km})`,
  noInstaladoEnVehiculo: 'El neumático no está instalado en ese vehículo',
  confirmarReparacion: (serie: string) => `¿Desea enviar el neumático ${serie} a reparación?`,
  confirmarReencauche: (serie: string) => `¿Desea enviar el neumático ${serie} a reencauche?`,
  confirmarScrap: (serie: string) => `¿Desea enviar el neumático ${serie} a scrap?`,
} as const;

/** Menu ids of the three list screens (spec 1 §2.2). */
export const TYRE_STATE_MENUS = { retread: 77, badCondition: 78, repair: 90 } as const;

/** How a bad-condition row came to the list (spec 2 §3, §4): only 'desinstalado' rows can be acted on. */
export const BAD_CONDITION_KIND = { removed: 'desinstalado', installed: 'instalado' } as const;

/** A request that names one tyre of the client (spec 2 §7 enviarAreparar, enviarAreencauchar, enviarAscrap). */
export const tyreMoveRequest = z.object({
  id_cliente: idSchema,
  /** The spec's calls carry it; the server records the signed-in user. */
  id_usuario: idSchema.nullish(),
  id_neumatico: idSchema,
});
export type TyreMoveRequest = z.input<typeof tyreMoveRequest>;

export const tyreMoveResponse = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), num_serie: z.string(), estado: z.number() }),
});

/** The lists page in SQL (architecture §4): newest first by the date the tyre entered the list. */
export const TYRE_STATE_SORTS = [
  'fecha',
  'num_serie',
  'marca',
  'medida',
  'cantidad_reencauche',
  'remanente_final',
] as const;
export const tyreStateListRequest = pagedQueryWith(TYRE_STATE_SORTS).extend({ id_cliente: idSchema });
export type TyreStateListQuery = z.input<typeof tyreStateListRequest>;

/**
 * One tyre of the retread or repair list: what it is, its life, its tread, its running totals, when it was
 * sent (`fecha`: the day it entered the state) and the vehicle it came off (null when sent from stock).
 */
export const stateTyre = z.object({
  id: z.number(),
  num_serie: z.string(),
  serie_cliente: z.string().nullable(),
  estado: z.number(),
  estado_descripcion: z.string(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  disenio: z.string().nullable(),
  empresa: z.string().nullable(),
  id_disenio: z.number().nullable(),
  id_empresa: z.number().nullable(),
  nuevo: z.number(),
  condicion: z.string(),
  nuevo_reenc: z.string(),
  cantidad_reencauche: z.number(),
  unidad_medida: z.string(),
  remanente_original: z.number(),
  remanente_actual: z.number(),
  remanente_final: z.number().nullable(),
  costo: z.number(),
  km_recorrido: z.number(),
  fecha: z.string().nullable(),
  id_vehiculo: z.number().nullable(),
  placa: z.string().nullable(),
  motivo_retiro: z.string().nullable(),
});
export type StateTyre = z.infer<typeof stateTyre>;

/** neumaticos/enreencauche, neumaticos/enreparacion: `success.resultado` is the page. */
export const stateTyreListResponse = z.object({ success: z.object({ resultado: pagedResponse(stateTyre) }) });

/**
 * A row of 'Neumáticos en mal estado' (spec 2 §3 Bad-condition tyre). `costo` is the USD cost of the current
 * life and `costo_perdido` what scrapping it now would throw away (domain.md §11, null while the final or the
 * limit tread is unknown); `motivo_scrap` / `fecha_scrap` say why and when it came to the list (the removal
 * reason and date, or the inspection's verdict); `ruta1` the protected address of its photo.
 */
export const badConditionTyre = z.object({
  id: z.number(),
  num_serie: z.string(),
  serie_cliente: z.string().nullable(),
  estado: z.number(),
  estado_descripcion: z.enum([BAD_CONDITION_KIND.removed, BAD_CONDITION_KIND.installed]),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  disenio: z.string().nullable(),
  condicion: z.string(),
  nuevo_reenc: z.string(),
  cantidad_reencauche: z.number(),
  remanente_original: z.number(),
  remanente_actual: z.number(),
  remanente_final: z.number().nullable(),
  remanente_limite: z.number().nullable(),
  costo: z.number(),
  costo_perdido: z.number().nullable(),
  motivo_scrap: z.string().nullable(),
  fecha_scrap: z.string().nullable(),
  id_vehiculo: z.number().nullable(),
  placa: z.string().nullable(),
  imagen: z.string().nullable(),
  ruta1: z.string().nullable(),
});
export type BadConditionTyre = z.infer<typeof badConditionTyre>;

export const BAD_CONDITION_SORTS = ['fecha_scrap', 'num_serie', 'marca', 'remanente_final'] as const;
export const badConditionListRequest = pagedQueryWith(BAD_CONDITION_SORTS).extend({ id_cliente: idSchema });
export const badConditionListResponse = z.object({
  success: z.object({ resultado: pagedResponse(badConditionTyre) }),
});

/** GET excel/reporteneumaticosenmalestado?id_cliente&extension (spec 2 §7). */
export const badConditionExportQuery = z.object({
  id_cliente: idSchema,
  extension: z.enum(['.xlsx', '.csv']).default('.xlsx'),
});

/**
 * The bad-condition edit ('Llenar remanente'): the final tread depth and, optionally, the photo uploaded through
 * imagen/subirimagen (`imagen`: its `nombre`; null removes it; absent keeps it). Path ours:
 * neumaticos/updatemalestado.
 */
export const badConditionEditForm = z.object({
  remanente_final: treadDepthWith(TYRE_STATES_MSG.remanenteFinalRequerido),
  imagen: z.string().max(255).nullish(),
});
export type BadConditionEditFormInput = z.input<typeof badConditionEditForm>;
export const badConditionEditRequest = badConditionEditForm.extend({
  id_cliente: idSchema,
  id_usuario: idSchema.nullish(),
  id_neumatico: idSchema,
});
export const badConditionEditResponse = z.object({ message: z.string(), data: badConditionTyre.nullable() });

const eventDate = z.iso
  .date({ error: 'La fecha es requerida' })
  .refine(isCalendarDate, MSG.fechaInvalida)
  .nullish();

/** Repair cost (path ours: neumaticos/actualizarNeumaticosReparados): cost, currency and observation. */
export const repairForm = z.object({
  costo: costUpdateForm.shape.costo,
  tipo_moneda: costUpdateForm.shape.tipo_moneda,
  observacion: z
    .string({ error: TYRE_STATES_MSG.observacionRequerida })
    .trim()
    .min(1, TYRE_STATES_MSG.observacionRequerida)
    .max(255, MSG.demasiadoLargo(255)),
  /** Day of the repair (its exchange rate); today in Lima when absent. */
  fecha: eventDate,
});
export type RepairFormInput = z.input<typeof repairForm>;
export const repairRequest = repairForm.extend({
  id_cliente: idSchema,
  id_usuario: idSchema.nullish(),
  id_neumatico: idSchema,
});

/**
 * Retread data (spec 2 §5 cost edit for retreads): cost, currency, design, retreader and the new tread depth,
 * which becomes the original and current tread of the new life.
 */
export const retreadForm = z.object({
  costo: costUpdateForm.shape.costo,
  tipo_moneda: costUpdateForm.shape.tipo_moneda,
  id_disenio: requiredId(TYRE_STATES_MSG.disenioRequerido),
  id_empresa: requiredId(TYRE_STATES_MSG.empresaRequerida),
  remanente_original: treadDepth,
  observacion: z.string().trim().max(255, MSG.demasiadoLargo(255)).nullish(),
  fecha: eventDate,
});
export type RetreadFormInput = z.input<typeof retreadForm>;
/** neumaticos/actualizarNeumaticosReencauchados: id_cliente, id_usuario, neumatico (spec 2 §7). */
export const retreadRequest = z.object({
  id_cliente: idSchema,
  id_usuario: idSchema.nullish(),
  neumatico: retreadForm.extend({ id: idSchema }),
});

/** The tyre's open installation as the km correction shows it (path ours: neumatico/show/kilometraje). */
export const tyreKmRequest = z.object({ id_cliente: idSchema, id_neumatico: idSchema });
export const tyreKmResponse = z.object({
  success: z.object({
    num_serie: z.string(),
    unidad_medida: z.string(),
    instalacion: z
      .object({
        id_vehiculo: z.number(),
        placa: z.string().nullable(),
        ubicacion: z.number().nullable(),
        posicion: z.number().nullable(),
        fecha_instalacion: z.string(),
        km_instalacion: z.number(),
        kilometraje_vehiculo: z.number(),
      })
      .nullable(),
    /** Null while the correction is allowed; otherwise why not (the vehicle already has an inspection). */
    bloqueo: z.string().nullable(),
  }),
});
export type TyreKm = z.infer<typeof tyreKmResponse>['success'];

/** A km/hours reading: a number above 0 (spec 2 §5 "The tyre-detail km edit uses the same check and message"). */
export const kmCorrectionForm = z.object({
  kilometraje: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value),
    z
      .union([z.number(), z.string().regex(/^\d+(\.\d+)?$/, TYRE_STATES_MSG.kmInvalido)], {
        error: TYRE_STATES_MSG.kmInvalido,
      })
      .pipe(z.coerce.number({ error: TYRE_STATES_MSG.kmInvalido }))
      .pipe(z.number().gt(0, TYRE_STATES_MSG.kmInvalido).max(99_999_999, TYRE_STATES_MSG.kmInvalido)),
  ),
});
export type KmCorrectionFormInput = z.input<typeof kmCorrectionForm>;
/** neumatico/edit/kilometraje (spec 2 §7). */
export const kmCorrectionRequest = kmCorrectionForm.extend({
  id_neumatico: idSchema,
  id_vehiculo: idSchema,
  id_cliente: idSchema,
  id_usuario: idSchema.nullish(),
});
export const kmCorrectionResponse = z.object({
  message: z.string(),
  data: z.object({ id_neumatico: z.number(), id_vehiculo: z.number(), km_instalacion: z.number() }),
});

/**
 * The top bar's retread menus (spec 1 §2.1; path ours: neumaticos/alertasreencauche), from the bands of
 * domain.md §9 with the thresholds of the application of the vehicle each installed tyre runs on. Each list
 * holds the most urgent tyres first, at most `ALERT_LIMIT`, with the full count.
 */
export const ALERT_LIMIT = 50;
export const retreadAlertsRequest = z.object({ id_cliente: idSchema });
export const nextToRetreadTyre = z.object({
  id: z.number(),
  num_serie: z.string(),
  marca: z.string(),
  id_vehiculo: z.number(),
  placa: z.string(),
  remanente_actual: z.number(),
  remanente_limite: z.number(),
  /** Remaining usable tread and wear, domain.md §8 (null when the original is not above the limit). */
  porcentaje: z.number().nullable(),
  desgaste: z.number().nullable(),
});
export const toRetreadTyre = z.object({
  id: z.number(),
  num_serie: z.string(),
  marca: z.string(),
  id_vehiculo: z.number(),
  placa: z.string(),
  remanente_limite: z.number(),
  remanente_actual: z.number(),
  /** Below ini_reencauche (domain.md §9 "critical"). */
  critico: z.boolean(),
});
export type NextToRetreadTyre = z.infer<typeof nextToRetreadTyre>;
export type ToRetreadTyre = z.infer<typeof toRetreadTyre>;
export const retreadAlertsResponse = z.object({
  success: z.object({
    proximos: z.object({ total: z.number(), data: z.array(nextToRetreadTyre) }),
    reencauchar: z.object({ total: z.number(), data: z.array(toRetreadTyre) }),
  }),
});
export type RetreadAlerts = z.infer<typeof retreadAlertsResponse>['success'];
