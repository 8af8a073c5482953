import {
  IMAGES_FOLDER,
  inaccessibilityName,
  NOT_APPLICABLE,
  NUT_OK,
  NUT_STATES,
  type PartialReading,
  protectedFileUrl,
  SEPARATION_NOT_APPLICABLE,
  SIDEWALL_FAULTS,
  TO_REPAIR,
  TYRE_VERDICTS,
  valveName,
} from '@huella/contracts';
import { IRREGULAR_WEAR_CODES } from '@huella/domain';

/** Depths (2 decimals at most), km and hours, es-PE. */
const depth = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });

export const formatDepth = (value: number | null) => (value === null ? '-' : depth.format(value));

/** The odometer or hour meter of the vehicle (tipo_costo 1 per km, 2 per hours, spec 2 §9). */
export const formatKm = (value: number, tipoCosto: number) =>
  `${whole.format(value)} ${tipoCosto === 2 ? 'h' : 'km'}`;

export const yesNo = (value: number) => (value === 1 ? 'Sí' : 'No');

/** The inspector's verdict (spec 2 §3), or its code when the list does not know it. */
export const verdictLabel = (estado: number) =>
  TYRE_VERDICTS[estado as keyof typeof TYRE_VERDICTS] ?? `Estado ${estado}`;

/** How each verdict stands out: bad ones in the warning colours. */
export const verdictColor = (estado: number) =>
  (({ 1: 'success', 2: 'info', 3: 'warning', 4: 'error' }) as const)[estado] ?? 'default';

const labelsOf = (codes: number[], table: Record<number, string>) =>
  codes.map((code) => table[code] ?? String(code)).join(', ');

/**
 * Where the photo of a reading is served. The stored value is the upload's path ('imagenes/…'); a bare name, as
 * imagen/subirimagen answers it, is in the same folder.
 */
export const photoUrl = (ruta: string) =>
  protectedFileUrl(ruta.startsWith(`${IMAGES_FOLDER}/`) ? ruta : `${IMAGES_FOLDER}/${ruta}`);

/** The valve type's name (catalogue code → name). */
export const valveText = valveName;

/** A reading's pressure, or that it could not be measured (accesibilidad 0). */
export function pressureText(reading: PartialReading): string {
  if (reading.accesibilidad === 1) return `${whole.format(reading.presion)} ${reading.tipo_presion}`;
  return 'No accesible';
}

/** Why the pressure could not be read, for an inaccessible tyre. */
export const inaccessibilityText = (reading: PartialReading) =>
  reading.accesibilidad === 1 || reading.motivo_inaccesibilidad === null
    ? null
    : inaccessibilityName(reading.motivo_inaccesibilidad);

/**
 * What the inspector noted beyond the numbers, as label and text, leaving out what says nothing (the
 * 'No Aplica' of duals, an OK nut): mismatched duals, separation, observations with their selections, nuts.
 * (The valve and why it could not be reached go under the pressure.)
 */
export function readingNotes(reading: PartialReading): { label: string; text: string }[] {
  const notes: { label: string; text: string }[] = [];
  const duals = reading.resultado.filter((value) => value !== NOT_APPLICABLE);
  if (duals.length > 0) notes.push({ label: 'Duales mal hermanados', text: duals.join(', ') });
  if (reading.separaciond && reading.separaciond !== SEPARATION_NOT_APPLICABLE)
    notes.push({ label: 'Separación', text: reading.separaciond.replace(/^Sep\. Entre Duales-\s*/, '') });
  for (const observation of reading.otros) {
    if (observation === 'Desg. Irregular' && reading.desgirregular.length > 0)
      notes.push({
        label: 'Desgaste irregular',
        text: reading.desgirregular.map((code) => IRREGULAR_WEAR_CODES[code - 1] ?? String(code)).join(', '),
      });
    else if (observation === 'Lista para Reparar' && reading.parareparar.length > 0)
      notes.push({ label: 'Para reparar', text: labelsOf(reading.parareparar, TO_REPAIR) });
    else if (observation === 'Fallas en el flanco' && reading.fallasflanco.length > 0)
      notes.push({ label: 'Fallas en el flanco', text: labelsOf(reading.fallasflanco, SIDEWALL_FAULTS) });
    else notes.push({ label: 'Observación', text: observation });
  }
  if (reading.tuercaestado !== NUT_OK) {
    const state = NUT_STATES[reading.tuercaestado as keyof typeof NUT_STATES] ?? String(reading.tuercaestado);
    notes.push({
      label: 'Tuercas',
      text: reading.tuercacantidad === null ? state : `${state} (${reading.tuercacantidad})`,
    });
  }
  return notes;
}
