import { z } from 'zod';
import { idSchema, isCalendarDate, whenFieldsValid } from './fields';
import { MSG } from './messages';
import { pagedQueryWith, pagedResponse } from './paging';

/**
 * The installation screen (/vehiculo/instalacion/{id}; spec 2 §2, §3 Install/Removal entries, §4 installation
 * flow, §5 install and removal dialogs and the screen's server checks, §7). The spec gives 'Correcto',
 * 'KM Correcto', the two removal warnings and the success text; the others are ours, in the same voice
 * (docs/decisions/0026-installation.md).
 */
export const INSTALLATION_MSG = {
  fechaCorrecta: 'Correcto',
  kmCorrecto: 'KM Correcto',
  guardado: 'Neumáticos Retirados/Instalados',
  fechaRetiroAnterior: (fecha: string) =>
    `La fecha debe ser mayor o igual a la última fecha instalación del neumático (${fecha})`,
  kmRetiroMenor: (km: string) =>
    `El kilometraje debe ser mayor o igual al kilometraje de instalación del neumático (${km})`,
  // ours
  fechaRequerida: 'La fecha es requerida',
  fechaInstalacionRequerida: 'Fecha de instalación es requerida',
  fechaRetiroRequerida: 'Fecha de retiro es requerida',
  kmRequerido: 'Kilometraje es requerido',
  horasRequeridas: 'Horas es requerido',
  kmRetiroRequerido: 'Kilometraje de retiro es requerido',
  motivoRetiroRequerido: 'Motivo de retiro es requerido',
  kmInvalido: 'Solo números o números decimales (un decimal)',
  fechaFutura: 'La fecha no puede ser posterior a hoy',
  fechaAnteriorEvento: (fecha: string) =>
    `La fecha debe ser mayor o igual a la fecha del último evento del vehículo (${fecha})`,
  kmMenorVehiculo: (km: string) =>
    `El kilometraje debe ser mayor o igual al kilometraje actual del vehículo (${km})`,
  horasMenorVehiculo: (horas: string) =>
    `Las horas deben ser mayores o iguales a las horas actuales del vehículo (${horas})`,
  duplicado: (fecha: string, lectura: string) =>
    `Ya existe una instalación o retiro registrado en este vehículo con fecha ${fecha} y lectura ${lectura}. Verifique que no esté repitiendo el registro.`,
  sinMovimientos: 'Agregue al menos un neumático para instalar o retirar',
  posicionInexistente: (ubicacion: number) =>
    `La posición ${ubicacion} no existe en la configuración del vehículo`,
  posicionRepetida: (ubicacion: number) => `La posición ${ubicacion} recibe más de un neumático`,
  neumaticoRepetido: (serie: string) => `El neumático ${serie} figura más de una vez`,
  unidadDistinta: (serie: string) =>
    `El neumático ${serie} no corresponde al tipo de costo del vehículo (kilómetros u horas)`,
  instalacionNoAbierta: (serie: string) =>
    `El neumático ${serie} ya no está instalado en esta posición del vehículo; actualice la pantalla`,
  elijaNeumatico: 'Elija primero un neumático de la lista y luego una posición libre',
  sinPermisoGuardar: 'Su rol puede consultar esta pantalla, pero no instalar ni retirar neumáticos',
} as const;

/** '2026-03-14' → '14/03/2026' (how dates appear in the messages and on screen). */
export const formatIsoDay = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
};

/** A reading in messages: es-PE grouping, at most one decimal (domain.md §2). */
export const formatReading = (value: number) =>
  new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 }).format(value);

/** Removal reasons of the installation screen (spec 2 §3), in the order the dialog lists them. */
export const INSTALLATION_REMOVAL_REASONS = [
  { id: 1, label: 'Por reencauche' },
  { id: 2, label: 'Por reparación' },
  { id: 3, label: 'Por rotación' },
  { id: 4, label: 'Por desgaste final' },
  { id: 5, label: 'Por falla' },
  { id: 6, label: 'Por error de instalación' },
] as const;

/** '' and null count as missing, so a blank input reports "required" and not "not a number". */
const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A date of the screen, YYYY-MM-DD (the native date input's value). Blank → the field's own "required"
 * message; a day that does not exist → 'La fecha no es válida'.
 */
const dayField = (required: string) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z
      .string({ error: required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.fechaInvalida)
      .refine(isCalendarDate, MSG.fechaInvalida),
  );

/**
 * A km or hour reading: digits with at most one decimal, ≥ 0. The installation record keeps one decimal
 * (numeric 12,1), so a second decimal would be rounded by the database and could make a removal read lower
 * than its installation. Numbers and numeric strings both travel (the form keeps text).
 */
export const READING_PATTERN = /^\d{1,10}(\.\d)?$/;
const readingField = (required: string) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: required })
      .trim()
      .regex(READING_PATTERN, INSTALLATION_MSG.kmInvalido)
      .transform(Number),
  );

const positionNumber = z.coerce.number().int().min(1).max(22);

/** The screen's header fields: date and km/hours, checked by the server before the tyres appear. */
export const installationHeaderForm = z.object({
  fecha: dayField(INSTALLATION_MSG.fechaRequerida),
  kilometros: readingField(INSTALLATION_MSG.kmRequerido),
});
export type InstallationHeaderFormInput = z.input<typeof installationHeaderForm>;

/** The install dialog (spec 2 §5): date and km required; the observation is optional. */
export const installDialogForm = z.object({
  fecha_instalacion: dayField(INSTALLATION_MSG.fechaInstalacionRequerida),
  km_instalacion: readingField(INSTALLATION_MSG.kmRequerido),
  observacion: z.string().trim().max(255, MSG.demasiadoLargo(255)).nullish(),
});
export type InstallDialogFormInput = z.input<typeof installDialogForm>;
export type InstallDialogForm = z.output<typeof installDialogForm>;

/**
 * The removal dialog (spec 2 §5): date, km and reason required; neither the date nor the km may be lower than
 * the record's installation (the spec's two warnings). `fecha_instalacion` and `km_instalacion` are the record's,
 * carried so the form and the server give the same message; the server compares with its own copy.
 */
export const removalDialogForm = z
  .object({
    fecha_instalacion: z.string(),
    km_instalacion: z.coerce.number(),
    fecha_retiro: dayField(INSTALLATION_MSG.fechaRetiroRequerida),
    km_retiro: readingField(INSTALLATION_MSG.kmRetiroRequerido),
    motivo_retiro: z.preprocess(
      (value) => (blank(value) ? undefined : value),
      z.coerce
        .number({ error: INSTALLATION_MSG.motivoRetiroRequerido })
        .int(INSTALLATION_MSG.motivoRetiroRequerido)
        .min(1, INSTALLATION_MSG.motivoRetiroRequerido)
        .max(6, INSTALLATION_MSG.motivoRetiroRequerido),
    ),
    observacion: z.string().trim().max(255, MSG.demasiadoLargo(255)).nullish(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.fecha_retiro < value.fecha_instalacion)
        ctx.addIssue({
          code: 'custom',
          path: ['fecha_retiro'],
          message: INSTALLATION_MSG.fechaRetiroAnterior(formatIsoDay(value.fecha_instalacion)),
        });
    },
    whenFieldsValid(['fecha_retiro', 'fecha_instalacion']),
  )
  .superRefine(
    (value, ctx) => {
      if (value.km_retiro < value.km_instalacion)
        ctx.addIssue({
          code: 'custom',
          path: ['km_retiro'],
          message: INSTALLATION_MSG.kmRetiroMenor(formatReading(value.km_instalacion)),
        });
    },
    whenFieldsValid(['km_retiro', 'km_instalacion']),
  );
export type RemovalDialogFormInput = z.input<typeof removalDialogForm>;
export type RemovalDialogForm = z.output<typeof removalDialogForm>;

/** Install entry (spec 2 §3): the tyre, the slot and the reading. `posicion`/`id_ejes` come from the layout. */
export const installEntry = installDialogForm.extend({
  id_neumaticos: idSchema,
  num_serie: z.string().max(50).nullish(),
  ubicacion: positionNumber,
  posicion: positionNumber.nullish(),
  id_ejes: z.coerce.number().int().min(1).max(3).nullish(),
});
export type InstallEntry = z.input<typeof installEntry>;

/** Removal entry (spec 2 §3): the open record (`id_historial`) closed with date, km and reason. */
export const removalEntry = z.object({
  id_neumaticos: idSchema,
  id_historial: idSchema,
  num_serie: z.string().max(50).nullish(),
  fecha_retiro: dayField(INSTALLATION_MSG.fechaRetiroRequerida),
  km_retiro: readingField(INSTALLATION_MSG.kmRetiroRequerido),
  motivo_retiro: z.coerce
    .number({ error: INSTALLATION_MSG.motivoRetiroRequerido })
    .int(INSTALLATION_MSG.motivoRetiroRequerido)
    .min(1, INSTALLATION_MSG.motivoRetiroRequerido)
    .max(6, INSTALLATION_MSG.motivoRetiroRequerido),
  observacion: z.string().trim().max(255, MSG.demasiadoLargo(255)).nullish(),
  ubicacion: positionNumber.nullish(),
  posicion: positionNumber.nullish(),
  id_ejes: z.coerce.number().int().min(1).max(3).nullish(),
  fecha_instalacion: z.string().max(10).nullish(),
  km_instalacion: z.coerce.number().nullish(),
});
export type RemovalEntry = z.input<typeof removalEntry>;

/**
 * POST vehiculos/storeinstalacion (spec 2 §7): the queued removals and installs, applied in one transaction.
 * `tipo_costo` is accepted as the screen sends it; the server uses the vehicle's own.
 */
export const installationStoreRequest = z
  .object({
    id_cliente: idSchema,
    id_usuario: idSchema.nullish(),
    id_vehiculo: idSchema,
    tipo_costo: z.coerce.number().int().min(1).max(2).nullish(),
    fecha: dayField(INSTALLATION_MSG.fechaRequerida),
    kilometros: readingField(INSTALLATION_MSG.kmRequerido),
    neumaticosinstalados: z.array(installEntry).max(22).default([]),
    neumaticosretirados: z.array(removalEntry).max(22).default([]),
  })
  .refine((value) => value.neumaticosinstalados.length + value.neumaticosretirados.length > 0, {
    message: INSTALLATION_MSG.sinMovimientos,
    path: ['neumaticosinstalados'],
  });
export type InstallationStoreRequest = z.input<typeof installationStoreRequest>;
export const installationStoreResponse = z.object({
  message: z.string(),
  /** The vehicle's odometer (or hour meter) after the save. */
  kilometraje: z.number(),
});

/** An open installation record on the vehicle, with the tyre's names (the diagram's tooltips, removal dialog). */
export const installationTyre = z.object({
  id_historial: z.number(),
  id_neumaticos: z.number(),
  num_serie: z.string(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  disenio: z.string(),
  condicion: z.string(),
  vida: z.string(),
  remanente_actual: z.number(),
  ubicacion: z.number(),
  posicion: z.number().nullable(),
  id_ejes: z.number().nullable(),
  fecha_instalacion: z.string(),
  km_instalacion: z.number(),
});
export type InstallationTyre = z.infer<typeof installationTyre>;

/**
 * POST vehiculos/obtenerneumaticosporid: the screen's load by vehicle id (spec 2 §3 Installation data) with the
 * tyres installed on it. `fecha_validate` / `km_validate` are the last accepted event's date and the reading
 * a new event may not go below.
 */
export const installationLoadRequest = z.object({ id_cliente: idSchema, id_vehiculo: idSchema });
export const installationData = z.object({
  id: z.number(),
  placa: z.string(),
  codigo: z.string(),
  configuracion: z.string(),
  id_configuracion: z.number(),
  numneumaticos: z.number(),
  id_aplicacion: z.number(),
  tipo_costo: z.number(),
  kilometraje: z.number(),
  /** Today in Lima: the screen's default date. */
  fechainstalacion: z.string(),
  fecha_validate: z.string().nullable(),
  km_validate: z.number(),
  pos_inicial: z.number().nullable(),
  neumaticos: z.array(installationTyre),
});
export type InstallationData = z.infer<typeof installationData>;
export const installationLoadResponse = z.object({ success: z.object({ resultado: installationData }) });

/** The three server checks of the screen (spec 2 §5), with the payload names the spec gives them. */
export const installationDateCheckRequest = z.object({
  id_cliente: idSchema,
  id_vehiculo: idSchema,
  fecha_inspeccion: dayField(INSTALLATION_MSG.fechaRequerida),
});
export const installationKmCheckRequest = z.object({
  id_cliente: idSchema,
  id_vehiculo: idSchema,
  km_inspeccion: readingField(INSTALLATION_MSG.kmRequerido),
});
export const installationDuplicateCheckRequest = installationDateCheckRequest.extend({
  km_inspeccion: readingField(INSTALLATION_MSG.kmRequerido),
});
/** 'Correcto' / 'KM Correcto' when fine, else the reason; the duplicate check answers '' when none. */
export const installationCheckResponse = z.object({ mensaje: z.string() });

/** showDatosNeumaticosPosicionHistorial: the installable tyres (paged) and the vehicle's positions. */
export const INSTALLABLE_TYRE_SORTS = ['id', 'num_serie', 'remanente_actual', 'cantidad_reencauche'] as const;
export const installationPositionsQuery = pagedQueryWith(INSTALLABLE_TYRE_SORTS).extend({
  /** Spec 2 §9: 5 by default, 5/10/20 offered. */
  per_page: z.coerce.number().int().min(1).max(20).default(5),
  num_serie: z.string().trim().max(50).optional(),
});
export const installationPositionsRequest = z.object({ id_cliente: idSchema, vehiculo: idSchema });

export const installableTyre = z.object({
  id: z.number(),
  num_serie: z.string(),
  serie_cliente: z.string(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  disenio: z.string(),
  estado: z.number(),
  estado_descripcion: z.string(),
  nuevo: z.number(),
  cantidad_reencauche: z.number(),
  vida: z.string(),
  remanente_actual: z.number(),
  remanente_original: z.number(),
  unidad_medida: z.string(),
});
export type InstallableTyre = z.infer<typeof installableTyre>;

/** A slot of the vehicle's layout with its open record; `id_neumaticos` '-' means empty (spec 2 §3). */
export const positionRecord = z.object({
  posicion: z.number(),
  ubicacion: z.number(),
  id_ejes: z.number(),
  id_neumaticos: z.union([z.number(), z.literal('-')]),
  id_historial: z.number().nullable(),
  num_serie: z.string().nullable(),
  fecha_instalacion: z.string().nullable(),
  km_instalacion: z.number().nullable(),
});
export type PositionRecord = z.infer<typeof positionRecord>;

export const installationPositionsResponse = z.object({
  success: z.object({
    resultado: z.object({
      neumaticos: pagedResponse(installableTyre),
      posicion: z.array(positionRecord),
    }),
  }),
});
