import { z } from 'zod';
import { idSchema, INT4_MAX, requiredText } from './fields';
import { pagedQueryWith, pagedResponse } from './paging';

/**
 * Global vehicle catalogues (architecture §6): vehicle types (with image), brands, models by brand and the
 * vehicle configurations. Texts of spec 2 §5; where the spec is silent the text is ours (docs/decisions/0008-fleet-catalogues.md).
 */
export const VEHICLE_CATALOG_MSG = {
  descripcionRequerida: 'Descripción es requerido',
  sinEspeciales: 'No se permiten caracteres especiales',
  tipoDuplicado: 'Tipo de Vehiculo duplicada',
  tipoAgregado: 'Se agrego correctamente el tipo de vehiculo',
  tipoEditado: 'Se edito correctamente el tipo de vehiculo',
  marcaRequerida: 'Marca es requerido',
  marcaDuplicada: 'Marca duplicada',
  modeloDuplicado: 'Modelo duplicado',
  agregado: 'Agregado',
} as const;

/** Letters (with accents), digits and spaces: the spec's "letters and digits only", spaces kept for 'VOLQUETE MINERO'. */
const LETTERS_DIGITS = /^[\p{L}\p{N} ]*$/u;

const catalogName = (max: number) =>
  requiredText(max, VEHICLE_CATALOG_MSG.descripcionRequerida).transform((value) =>
    value.replace(/\s+/g, ' ').toUpperCase(),
  );

// ---- Vehicle types -------------------------------------------------------------------------------------

/** The type dialog; multipart fields `nombre` (+ `id_cliente`, ignored: the catalogue is global) and a file. */
export const vehicleTypeForm = z.object({
  nombre: requiredText(60, VEHICLE_CATALOG_MSG.descripcionRequerida)
    .regex(LETTERS_DIGITS, VEHICLE_CATALOG_MSG.sinEspeciales)
    .transform((value) => value.replace(/\s+/g, ' ').toUpperCase()),
});
export type VehicleTypeForm = z.input<typeof vehicleTypeForm>;

export const vehicleType = z.object({
  id: z.number(),
  descripcion: z.string(),
  nomtipo: z.string(),
  /** URL of the image (GET vehiculo/tipo/imagen/{id}), null when the type has none. */
  imagen: z.string().nullable(),
});
export type VehicleType = z.infer<typeof vehicleType>;
export const vehicleTypeListResponse = z.object({ data: z.array(vehicleType) });
export const vehicleTypeStoreResponse = z.object({ message: z.string(), tipo: vehicleType });
export const vehicleTypeParams = z.object({ id: idSchema });

// ---- Brands and models ---------------------------------------------------------------------------------

export const vehicleBrandForm = z.object({ id: idSchema.nullish(), descripcion: catalogName(60) });
export type VehicleBrandForm = z.input<typeof vehicleBrandForm>;
export const vehicleBrand = z.object({ id: z.number(), descripcion: z.string() });
export type VehicleBrand = z.infer<typeof vehicleBrand>;
export const vehicleBrandListResponse = z.object({ data: z.array(vehicleBrand) });
/** vehiculomarca/store and /update answer id and marca (spec 2 §7). */
export const vehicleBrandStoreResponse = z.object({ message: z.string(), id: z.number(), marca: z.string() });

export const vehicleModelForm = z.object({
  id: idSchema.nullish(),
  id_marca: z.coerce
    .number({ error: VEHICLE_CATALOG_MSG.marcaRequerida })
    .int(VEHICLE_CATALOG_MSG.marcaRequerida)
    .positive(VEHICLE_CATALOG_MSG.marcaRequerida)
    .max(INT4_MAX, VEHICLE_CATALOG_MSG.marcaRequerida),
  descripcion: catalogName(60),
});
export type VehicleModelForm = z.input<typeof vehicleModelForm>;
export const vehicleModel = z.object({
  id: z.number(),
  id_marca: z.number(),
  descripcion: z.string(),
  marca: z.string(),
});
export type VehicleModel = z.infer<typeof vehicleModel>;
export const vehicleModelListQuery = z.object({ id_marca: idSchema.optional() });
export const vehicleModelListResponse = z.object({ data: z.array(vehicleModel) });
/** vehiculomodelo/store and /update answer id, modelo and id_marca (spec 2 §7). */
export const vehicleModelStoreResponse = z.object({
  message: z.string(),
  id: z.number(),
  modelo: z.string(),
  id_marca: z.number(),
});

// ---- Configurations ------------------------------------------------------------------------------------

export const CONFIGURATION_MSG = {
  nombreRequerido: 'Nombre es requerido',
  tipoVehiculoRequerido: 'Tipo de vehículo es requerido',
  nroRequerido: 'Número de neumáticos es requerido',
  nroRango: 'El número de neumáticos debe estar entre 1 y 22',
  tipoConfiguracionRequerido: 'Tipo de configuración es requerido',
  tipoEjeRequerido: 'Tipo de eje es requerido',
  duplicada:
    'Ya existe una configuración con el mismo tipo de vehículo, número de neumáticos, tipo de configuración y neumáticos delanteros',
  enUsoEliminar: 'La configuración está asignada a vehículos y no se puede eliminar',
  enUsoPosiciones: 'La configuración está asignada a vehículos: no se pueden cambiar sus ejes ni posiciones',
  guardada: 'Configuración guardada correctamente',
} as const;

/** Drive formula or towed unit; part of the duplicate key (spec 2 §5). */
export const CONFIGURATION_TYPES = ['4x2', '4x4', '6x2', '6x4', '6x6', '8x4', '8x8', 'Remolcado'] as const;

export const axleForm = z.object({
  id_ejes: z.coerce
    .number({ error: CONFIGURATION_MSG.tipoEjeRequerido })
    .int()
    .min(1, CONFIGURATION_MSG.tipoEjeRequerido)
    .max(3, CONFIGURATION_MSG.tipoEjeRequerido),
  ubicaciones: z.array(z.number().int().min(1).max(22)).max(22),
});

/** The configuration editor (/configuracionvehiculo/instalacion[/{id}]); `id` present when editing. */
export const configurationForm = z.object({
  id: idSchema.nullish(),
  nombre: requiredText(100, CONFIGURATION_MSG.nombreRequerido),
  id_vehiculotipo: z.coerce
    .number({ error: CONFIGURATION_MSG.tipoVehiculoRequerido })
    .int(CONFIGURATION_MSG.tipoVehiculoRequerido)
    .positive(CONFIGURATION_MSG.tipoVehiculoRequerido)
    .max(INT4_MAX, CONFIGURATION_MSG.tipoVehiculoRequerido),
  nroneumaticos: z.coerce
    .number({ error: CONFIGURATION_MSG.nroRequerido })
    .int(CONFIGURATION_MSG.nroRango)
    .min(1, CONFIGURATION_MSG.nroRango)
    .max(22, CONFIGURATION_MSG.nroRango),
  tipo_configuracion: z.enum(CONFIGURATION_TYPES, { error: CONFIGURATION_MSG.tipoConfiguracionRequerido }),
  ejes: z.array(axleForm).max(6),
});
export type ConfigurationForm = z.input<typeof configurationForm>;

/** vehiculoconfiguracion/store: create or edit. */
export const configurationStoreRequest = z.object({ configuracion: configurationForm });

export const configurationPosition = z.object({
  posicion: z.number(),
  ubicacion: z.number(),
  id_ejes: z.number(),
  /** Axle order, front to back. */
  eje: z.number(),
});
export type ConfigurationPosition = z.infer<typeof configurationPosition>;

export const configurationSummary = z.object({
  id: z.number(),
  nombre: z.string(),
  id_vehiculotipo: z.number(),
  tipo_vehiculo: z.string(),
  nroneumaticos: z.number(),
  tipo_configuracion: z.string(),
  delanteros: z.number(),
  ejes: z.number(),
  ubicaciones: z.array(z.number()),
});
export type ConfigurationSummary = z.infer<typeof configurationSummary>;

export const configurationDetail = configurationSummary.omit({ ejes: true }).extend({
  ejes: z.array(
    z.object({
      eje: z.number(),
      id_ejes: z.number(),
      descripcion: z.string(),
      ubicaciones: z.array(z.number()),
    }),
  ),
  posiciones: z.array(configurationPosition),
  /** Used by vehicles: cannot be deleted nor have its axles changed. */
  en_uso: z.boolean(),
});
export type ConfigurationDetail = z.infer<typeof configurationDetail>;

export const configurationStoreResponse = z.object({
  message: z.string(),
  configuracion: configurationDetail,
});

export const CONFIGURATION_SORTS = [
  'id',
  'nombre',
  'tipo_vehiculo',
  'nroneumaticos',
  'tipo_configuracion',
] as const;
/** vehiculoconfiguracion/list: the list screen, server-paged (page sizes not in the spec: 10/25/50). */
export const configurationListRequest = pagedQueryWith(CONFIGURATION_SORTS).extend({
  id_vehiculotipo: idSchema.optional(),
});
export const configurationListResponse = pagedResponse(configurationSummary);

/** vehiculoconfiguracion/index and core/configuraciones: every configuration (of a vehicle type) for selectors. */
export const configurationIndexRequest = z.object({ id_vehiculotipo: idSchema.nullish() });
export const configurationIndexResponse = z.object({
  success: z.object({ resultado: z.array(configurationSummary) }),
});

export const configurationIdRequest = z.object({ id_configuracion: idSchema });
export const configurationDeleteResponse = z.object({ message: z.string() });
export const configurationShowResponse = z.object({ success: z.object({ resultado: configurationDetail }) });
/** core/posiciones: the positions of a configuration. */
export const configurationPositionsResponse = z.object({
  success: z.object({ posicion: z.array(configurationPosition) }),
});
/**
 * vehiculos/existeconfiguracion: whether vehicles of the client use the configuration. `id_cliente` is ours (the
 * spec sends only the id): without it, the clients the user may work on are counted.
 */
export const configurationInUseRequest = configurationIdRequest.extend({ id_cliente: idSchema.optional() });
/** `total` counts the caller's clients' vehicles only: the catalogue is shared, the fleets are not. */
export const configurationInUseResponse = z.object({ existe: z.boolean(), total: z.number() });

/** vehiculoconfiguracion/validar: whether another configuration has the same identity. */
export const configurationValidateRequest = z.object({
  id: idSchema.nullish(),
  id_vehiculotipo: idSchema,
  nroneumaticos: z.coerce.number().int().min(1).max(22),
  tipo_configuracion: z.enum(CONFIGURATION_TYPES),
  delanteros: z.coerce.number().int().min(0).max(22),
});
export const configurationValidateResponse = z.object({ existe: z.boolean(), mensaje: z.string() });

// ---- Shared catalogues: who may change a row, and merging duplicates -----------------------------------

/**
 * The rule of every shared catalogue, vehicle and tyre alike (docs/decisions/0016-shared-catalogues.md): a
 * client's users add entries but never change one another client uses; the provider's internal roles curate.
 */
export const SHARED_CATALOG_MSG = {
  usadoPorOtroCliente:
    'Otro cliente usa este registro del catálogo compartido: no se puede cambiar ni eliminar. Si necesita otro nombre, agregue un registro nuevo.',
  modeloEnUso: 'El modelo está asignado a vehículos o neumáticos: no se puede pasar a otra marca',
  configuracionEnUso: 'La configuración está asignada a vehículos: no se puede cambiar su tipo de vehículo',
  soloInternos: 'Solo el personal del proveedor puede fusionar registros de los catálogos compartidos',
  mismoRegistro: 'Elija dos registros distintos para fusionar',
  origenNoExiste: 'El registro a fusionar no existe',
  destinoNoExiste: 'El registro que se conserva no existe',
  otraMarca: 'Solo se fusionan modelos de la misma marca',
  otroTipo: 'Solo se fusionan configuraciones del mismo tipo de vehículo',
  otrasPosiciones: 'Solo se fusionan configuraciones con los mismos ejes y posiciones',
  configuracionesDistintas: (nombre: string) =>
    `La configuración ${nombre} coincide con otra del tipo que se conserva pero sus ejes o posiciones son distintos: no se pueden fusionar los tipos`,
  fusionado: 'Registros fusionados correctamente',
} as const;

/** The catalogues `catalogos/{catalogo}/fusionar` curates, named like the spec's calls that add to them. */
export const SHARED_CATALOGS = [
  'vehiculotipo',
  'vehiculomarca',
  'vehiculomodelo',
  'vehiculoconfiguracion',
  'neumaticomarca',
  'neumaticomodelo',
  'neumaticomedida',
  'neumaticodisenio',
  'empresas',
] as const;
export type SharedCatalog = (typeof SHARED_CATALOGS)[number];

export const catalogMergeParams = z.object({ catalogo: z.enum(SHARED_CATALOGS) });

/** Merge `id_origen` (the duplicate, deleted) into `id_destino` (kept). */
export const catalogMergeRequest = z
  .object({ id_origen: idSchema, id_destino: idSchema })
  .refine((body) => body.id_origen !== body.id_destino, {
    message: SHARED_CATALOG_MSG.mismoRegistro,
    path: ['id_destino'],
  });
export type CatalogMergeRequest = z.input<typeof catalogMergeRequest>;

export const catalogMergeResponse = z.object({
  message: z.string(),
  /** The kept row. */
  id: z.number(),
  /** Rows (vehicles, tyres, costs, models, configurations) that now point to the kept row. */
  referencias: z.number(),
});

/** catalogos/{catalogo}: every row of one shared catalogue, for the curation screen (internal roles only). */
export const sharedCatalogRow = z.object({
  id: z.number(),
  descripcion: z.string(),
  /** The row it sits under (a model's brand, a configuration's vehicle type): merges stay within one. */
  id_padre: z.number().nullable(),
  padre: z.string().nullable(),
  /** What else tells two rows apart (a retreader's RUC, a configuration's layout). */
  detalle: z.string().nullable(),
  /** Vehicles, tyres and cost rows of every client that point at it. */
  referencias: z.number(),
});
export type SharedCatalogRow = z.infer<typeof sharedCatalogRow>;
export const sharedCatalogListResponse = z.object({ data: z.array(sharedCatalogRow) });
