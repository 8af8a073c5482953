import { z } from 'zod';
import { isoDateSchema } from './exchange-rate';
import { idSchema, INT4_MAX } from './fields';

/**
 * Inspections (spec 2 §2, §3, §5; issue 12): the header of an inspection and the per-tyre dialog's reading. The
 * dialog and the server share these schemas, so every conditional rule of §4–§5 holds on both sides.
 */
export const INSPECTION_MSG = {
  // spec 2 §5
  tipoCostoRequerido: 'Tipo de costo es requerido',
  condicionRequerida: 'Condición del neumático es requerido',
  vehiculoRequerido: 'Vehículo recorrido es requerido',
  fechaRequerida: 'Fecha de inspección es requerido',
  kmRequerido: 'Km de inspección es requerido',
  ejeRequerido: 'Eje es requerido',
  tapaRequerida: 'Tapa es requerida',
  accesibilidadRequerida: 'Accesibilidad es requerida',
  tuercaRequerida: 'Estado de tuerca es requerido',
  izquierdaRequerida: 'Profundidad izquierda es requerida',
  derechaRequerida: 'Profundidad derecha es requerida',
  presionRequerida: 'Presión actual es requerido',
  presionMaxima: 'Presión actual debe ser menor o igual a 160',
  presionAyuda: 'Se recomienda <= 160 PSI',
  numeroInvalido: 'Ingrese un número válido',
  codigoRegistrado: 'El código de inspección ingresado ya se encuentra registrado',
  sinDetalles: 'No se ha registrado detalles en la inspección',
  validacionIncorrecta: 'validación de fecha o kilometraje incorrecta',
  desgasteIrregular: 'Seleccione observaciones de desgaste irregular',
  paraReparar: 'Seleccione observación para reparar',
  fallaFlanco: 'Seleccione falla en el flanco',
  tuercasRequeridas: 'Cantidad de tuercas es requerido',
  nsdOpcion: (value: number) => `Elige la opción correcta para NSD = ${value}`,
  // ours: the spec names the rule but shows no text
  codigoLargo: 'Código debe tener como máximo 10 caracteres',
  tipoPresionRequerido: 'Tipo de presión es requerido',
  motivoRequerido: 'Motivo de inaccesibilidad es requerido',
  fotoRequerida: 'Adjunte una foto del neumático',
  estadoRequerido: 'Estado del neumático es requerido',
  siNo: 'Elija Sí o No',
  // ours: the registration calls (issue 12)
  registrada: 'Inspeccion registrada con éxito',
  actualizada: 'Inspección actualizada con éxito',
  lecturaEliminada: 'Inspección de neumático eliminada',
  sinNeumatico: 'No hay neumático instalado en esa posición',
  neumaticoNoEnPosicion: (serie: string, posicion: number) =>
    `El neumático ${serie} ya no está instalado en la posición P${posicion} del vehículo`,
  lecturaRegistrada: (posicion: number) =>
    `La lectura de la posición P${posicion} ya pertenece a una inspección registrada`,
  posicionRepetida: (posicion: number) => `Hay más de una lectura para la posición P${posicion}`,
  vehiculoNoEditable: 'El vehículo de una inspección registrada no se puede cambiar',
  duplicada: (fecha: string, km: string) =>
    `Ya existe una inspección del vehículo con fecha ${fecha} y lectura ${km}`,
  /** domain.md §13: a groove above the life's original tread (+0.5 mm) or the previous reading (+1 mm). */
  sobreOriginal: (field: string, value: number, original: number) =>
    `${field} (${value} mm) supera el remanente original del neumático (${original} mm)`,
  sobreAnterior: (field: string, value: number, previous: number) =>
    `${field} (${value} mm) supera en más de 1 mm la lectura anterior (${previous} mm)`,
} as const;

/** The dialog's names of the three grooves (exterior, medio, interior are shown left, middle, right). */
export const GROOVE_LABELS = {
  exterior: 'Profundidad izquierda',
  medio: 'Profundidad media',
  interior: 'Profundidad derecha',
} as const;

/** Depth and pressure limits of spec 2 §5 and §9. */
export const INSPECTION_LIMITS = { depthBelow: 100, pressureMax: 160, codeMax: 10 } as const;

const depthTooDeep = (field: string) => `${field} debe ser menor a ${INSPECTION_LIMITS.depthBelow}`;

/** Mismatched duals (duales mal hermanados), spec 2 §3. */
export const MISMATCHED_DUALS = [
  'Diseño',
  'Tamaño',
  'Tipo de Construcción',
  'Medida de Neumático',
  'No Aplica',
] as const;
export const NOT_APPLICABLE = 'No Aplica';
/** Separation between duals, spec 2 §3. */
export const DUALS_SEPARATION = [
  'Sep. Entre Duales- Ok',
  'Sep. Entre Duales-Muy Juntos',
  'Sep. Entre Duales-Muy Separados',
  'Sep. Entre Duales-No Aplica',
] as const;
export const SEPARATION_NOT_APPLICABLE = 'Sep. Entre Duales-No Aplica';
/** Observations, spec 2 §3; three of them ask for their own selection. */
export const OBSERVATIONS = [
  'Desg. Irregular',
  'Lista para Reparar',
  'Aro Defectuoso',
  'Fallas en el flanco',
] as const;
/** What to repair, spec 2 §3 (codes 1..4). */
export const TO_REPAIR = { 1: 'Banda de rodamiento', 2: 'Hombro', 3: 'Flanco', 4: 'Talón' } as const;
/** Sidewall faults, spec 2 §3 (codes 1..8). */
export const SIDEWALL_FAULTS = {
  1: 'Rotura radial',
  2: 'Rotura diagonal',
  3: 'Corte lateral',
  4: 'Cuerdas expuestas',
  5: 'Abultamiento',
  6: 'Resequedad',
  7: 'Daño por rozamiento uniforme',
  8: 'Impacto lateral',
} as const;
/** Nut state, spec 2 §3; 1 (OK) needs no quantity. */
export const NUT_STATES = {
  1: 'OK',
  2: 'Robada',
  3: 'Floja',
  4: 'Faltante',
  5: 'Cambiar espárrago',
  6: 'Arandela suelta',
} as const;
export const NUT_OK = 1;
/** What the inspector decides for the tyre, spec 2 §3; the last two ask for a photo. */
export const TYRE_VERDICTS = {
  1: 'Continuar en Operación',
  2: 'Lista para Reencauchar',
  3: 'Lista para Reemplazar',
  4: 'Neumático en Mal estado',
} as const;
export const VERDICT_CONTINUE = 1;
export const VERDICTS_WITH_PHOTO: readonly number[] = [3, 4];
/**
 * The dialog's two catalogues (spec 2 §3: valve types codigo/dato, inaccessibility reasons numero/dato), as
 * migration 0017 seeds them; the database's foreign keys refuse anything else (a test keeps both in step).
 */
export const VALVE_TYPES = [
  { codigo: 'CT', dato: 'Con tapa' },
  { codigo: 'ST', dato: 'Sin tapa' },
  { codigo: 'CTE', dato: 'Con tapa y extensión' },
  { codigo: 'STE', dato: 'Sin tapa, con extensión' },
  { codigo: 'VD', dato: 'Válvula dañada' },
] as const;
export const INACCESSIBILITY_REASONS = [
  { numero: 1, dato: 'Válvula inaccesible' },
  { numero: 2, dato: 'Sin extensión de válvula' },
  { numero: 3, dato: 'El aro o el tapacubos impide el acceso' },
  { numero: 4, dato: 'Llanta de repuesto no accesible' },
  { numero: 5, dato: 'Otro motivo' },
] as const;
/** A valve type's name (its code when unknown). */
export const valveName = (codigo: string): string =>
  VALVE_TYPES.find((valve) => valve.codigo === codigo)?.dato ?? codigo;
/** An inaccessibility reason's name. */
export const inaccessibilityName = (numero: number): string =>
  INACCESSIBILITY_REASONS.find((reason) => reason.numero === numero)?.dato ?? `Motivo ${numero}`;

/** The steering axle (id_ejes 1): its tyres have no duals. */
export const STEER_AXLE = 1;

/** '' and null count as missing, so a blank input reports "required", not "not a number". */
const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const toNumber = (value: unknown) =>
  blank(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value;

/** A required number typed in a field: blank → `required`, not a number → 'Ingrese un número válido'. */
const typedNumber = (required: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : INSPECTION_MSG.numeroInvalido) })
      .finite(INSPECTION_MSG.numeroInvalido),
  );

/** The same, optional: blank → undefined. */
const optionalNumber = () =>
  z.preprocess(
    toNumber,
    z.number({ error: INSPECTION_MSG.numeroInvalido }).finite(INSPECTION_MSG.numeroInvalido).optional(),
  );

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A tread depth in mm, below 100 (spec 2 §5, §9); at most two decimals. */
const depth = (field: string, required: string) =>
  typedNumber(required)
    .refine((value) => value >= 0 && twoDecimals(value), INSPECTION_MSG.numeroInvalido)
    .refine((value) => value < INSPECTION_LIMITS.depthBelow, depthTooDeep(field));
const optionalDepth = (field: string) =>
  optionalNumber()
    .refine(
      (value) => value === undefined || (value >= 0 && twoDecimals(value)),
      INSPECTION_MSG.numeroInvalido,
    )
    .refine((value) => value === undefined || value < INSPECTION_LIMITS.depthBelow, depthTooDeep(field));

/** A code picked from a fixed list; blank → `required`. */
const pickedCode = (codes: readonly number[], required: string) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: required })
      .int(required)
      .refine((value) => codes.includes(value), required),
  );

/** An id picked in a select; blank or 0 → `required`. */
const pickedId = (required: string) =>
  z.preprocess(
    (value) => (blank(value) || value === 0 ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number({ error: required }).int(required).positive(required).max(INT4_MAX, required),
  );

const codesOf = (table: Record<number, string>) => Object.keys(table).map(Number);

/** A multiple choice among fixed codes or texts; duplicates are dropped. */
const manyOf = <T extends string | number>(allowed: readonly T[], message: string) =>
  z
    .array(z.union([z.string(), z.number()]), { error: message })
    .max(allowed.length, message)
    .refine(
      (values) => values.every((value) => (allowed as readonly (string | number)[]).includes(value)),
      message,
    )
    .transform((values) => [...new Set(values)] as T[])
    .default([]);

/**
 * The per-tyre dialog ('Inspección de neumático', spec 2 §2–§5). `remProximo`, the next-remnant threshold of
 * the vehicle's application for that position, turns on the NSD rule: with the lower of left/right at or below it,
 * 'Continuar en Operación' is not a valid verdict ('Elige la opción correcta para NSD = {value}').
 */
export const partialInspectionForm = (context: { remProximo?: number | null } = {}) =>
  z
    .object({
      id_ejes: pickedCode([1, 2, 3], INSPECTION_MSG.ejeRequerido),
      tipo_presion: z
        .string({ error: INSPECTION_MSG.tipoPresionRequerido })
        .trim()
        .min(1, INSPECTION_MSG.tipoPresionRequerido)
        .max(10, INSPECTION_MSG.tipoPresionRequerido),
      presion: typedNumber(INSPECTION_MSG.presionRequerida)
        .refine((value) => value >= 0, INSPECTION_MSG.numeroInvalido)
        .refine((value) => value <= INSPECTION_LIMITS.pressureMax, INSPECTION_MSG.presionMaxima),
      /** A code of the valve-type catalogue (codigo, dato). */
      valvula: z
        .string({ error: INSPECTION_MSG.tapaRequerida })
        .trim()
        .min(1, INSPECTION_MSG.tapaRequerida)
        .max(20, INSPECTION_MSG.tapaRequerida),
      accesibilidad: pickedCode([0, 1], INSPECTION_MSG.accesibilidadRequerida),
      motivo_inaccesibilidad: z.preprocess(
        (value) => (blank(value) || value === 0 ? null : typeof value === 'string' ? Number(value) : value),
        z.number({ error: INSPECTION_MSG.motivoRequerido }).int().positive().max(INT4_MAX).nullable(),
      ),
      exterior: depth('Profundidad izquierda', INSPECTION_MSG.izquierdaRequerida),
      medio: optionalDepth('Profundidad media'),
      interior: depth('Profundidad derecha', INSPECTION_MSG.derechaRequerida),
      resultado: manyOf(MISMATCHED_DUALS, MISMATCHED_DUALS.join(', ')),
      separaciond: z
        .enum(DUALS_SEPARATION, { error: DUALS_SEPARATION.join(', ') })
        .default(SEPARATION_NOT_APPLICABLE),
      otros: manyOf(OBSERVATIONS, OBSERVATIONS.join(', ')),
      desgirregular: manyOf(
        Array.from({ length: 18 }, (_, index) => index + 1),
        INSPECTION_MSG.desgasteIrregular,
      ),
      parareparar: manyOf(codesOf(TO_REPAIR), INSPECTION_MSG.paraReparar),
      fallasflanco: manyOf(codesOf(SIDEWALL_FAULTS), INSPECTION_MSG.fallaFlanco),
      tuercaestado: pickedCode(codesOf(NUT_STATES), INSPECTION_MSG.tuercaRequerida),
      tuercacantidad: z.preprocess(
        (value) => (blank(value) ? null : typeof value === 'string' ? Number(value) : value),
        z
          .number({ error: INSPECTION_MSG.tuercasRequeridas })
          .int(INSPECTION_MSG.tuercasRequeridas)
          .min(1, INSPECTION_MSG.tuercasRequeridas)
          .max(99, INSPECTION_MSG.tuercasRequeridas)
          .nullable(),
      ),
      estado: pickedCode(codesOf(TYRE_VERDICTS), INSPECTION_MSG.estadoRequerido).default(VERDICT_CONTINUE),
      recomendacion: z
        .string()
        .trim()
        .max(500, 'Recomendación debe tener como máximo 500 caracteres')
        .default(''),
      /** The uploaded photo's stored name, for the two bad verdicts. */
      ruta: z
        .string()
        .trim()
        .max(255, INSPECTION_MSG.fotoRequerida)
        .nullish()
        .transform((value) => value || null),
    })
    .superRefine((reading, context_) => {
      const issue = (path: string, message: string) =>
        context_.addIssue({ code: 'custom', path: [path], message });
      // Steer axle: no duals (the dialog forces and locks both).
      if (reading.id_ejes === STEER_AXLE) {
        if (reading.resultado.some((value) => value !== NOT_APPLICABLE))
          issue('resultado', `Eje direccional: ${NOT_APPLICABLE}`);
        if (reading.separaciond !== SEPARATION_NOT_APPLICABLE)
          issue('separaciond', `Eje direccional: ${NOT_APPLICABLE}`);
      }
      // Not accessible: no pressure could be read, and the reason is required.
      if (reading.accesibilidad === 0) {
        if (reading.presion !== 0) issue('presion', 'Sin accesibilidad la presión es 0');
        if (reading.motivo_inaccesibilidad === null)
          issue('motivo_inaccesibilidad', INSPECTION_MSG.motivoRequerido);
      }
      if (reading.tuercaestado !== NUT_OK && reading.tuercacantidad === null)
        issue('tuercacantidad', INSPECTION_MSG.tuercasRequeridas);
      if (reading.otros.includes('Desg. Irregular') && reading.desgirregular.length === 0)
        issue('desgirregular', INSPECTION_MSG.desgasteIrregular);
      if (reading.otros.includes('Lista para Reparar') && reading.parareparar.length === 0)
        issue('parareparar', INSPECTION_MSG.paraReparar);
      if (reading.otros.includes('Fallas en el flanco') && reading.fallasflanco.length === 0)
        issue('fallasflanco', INSPECTION_MSG.fallaFlanco);
      if (VERDICTS_WITH_PHOTO.includes(reading.estado) && reading.ruta === null)
        issue('ruta', INSPECTION_MSG.fotoRequerida);
      const lower = Math.min(reading.exterior, reading.interior);
      if (
        context.remProximo !== null &&
        context.remProximo !== undefined &&
        lower <= context.remProximo &&
        reading.estado === VERDICT_CONTINUE
      )
        issue('estado', INSPECTION_MSG.nsdOpcion(lower));
    })
    .transform((reading) => ({
      ...reading,
      // What the dialog does on change, kept true whatever a client sends (spec 2 §4).
      motivo_inaccesibilidad: reading.accesibilidad === 1 ? null : reading.motivo_inaccesibilidad,
      tuercacantidad: reading.tuercaestado === NUT_OK ? null : reading.tuercacantidad,
      desgirregular: reading.otros.includes('Desg. Irregular') ? reading.desgirregular : [],
      parareparar: reading.otros.includes('Lista para Reparar') ? reading.parareparar : [],
      fallasflanco: reading.otros.includes('Fallas en el flanco') ? reading.fallasflanco : [],
      ruta: VERDICTS_WITH_PHOTO.includes(reading.estado) ? reading.ruta : null,
    }));
export type PartialInspectionInput = z.input<ReturnType<typeof partialInspectionForm>>;
export type PartialInspection = z.output<ReturnType<typeof partialInspectionForm>>;

/** The header of 'Registro de inspección' (spec 2 §2, §3, §5). */
export const inspectionHeaderForm = z.object({
  codigo: z
    .string()
    .trim()
    .max(INSPECTION_LIMITS.codeMax, INSPECTION_MSG.codigoLargo)
    .nullish()
    .transform((value) => value || null),
  vehiculo: pickedId(INSPECTION_MSG.vehiculoRequerido),
  fecha_inspeccion: isoDateSchema(INSPECTION_MSG.fechaRequerida, INSPECTION_MSG.fechaRequerida),
  km_inspeccion: typedNumber(INSPECTION_MSG.kmRequerido).refine(
    (value) => value >= 0 && value <= 99_999_999,
    INSPECTION_MSG.numeroInvalido,
  ),
  id_planta: z.preprocess((value) => (blank(value) || value === 0 ? null : value), idSchema.nullable()),
  llantarepuesto: pickedCode([0, 1], INSPECTION_MSG.siNo).default(0),
  portallanta: pickedCode([0, 1], INSPECTION_MSG.siNo).default(0),
});
export type InspectionHeaderInput = z.input<typeof inspectionHeaderForm>;
export type InspectionHeader = z.output<typeof inspectionHeaderForm>;
