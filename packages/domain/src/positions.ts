/**
 * Tyre positions of a vehicle (spec 2 §2, §3): 22 slots ("ubicaciones") drawn as a top view with the front on
 * the left. Column 0 is the front axle line (2 slots); columns 1–5 are the axle lines behind it, 4 slots each
 * (outer and inner on each side). The rows are the spec's:
 *   6,10,14,18,22 / 2,4,8,12,16,20 / 1,3,7,11,15,19 / 5,9,13,17,21
 */
export const POSITION_COUNT = 22;
export const AXLE_LINES = 6;

/** The diagram, row by row; `null` is a cell with no slot (the front line has no outer slots). */
export const DIAGRAM_ROWS: readonly (readonly (number | null)[])[] = [
  [null, 6, 10, 14, 18, 22],
  [2, 4, 8, 12, 16, 20],
  [1, 3, 7, 11, 15, 19],
  [null, 5, 9, 13, 17, 21],
];

/** Axle line (diagram column, 0 = front) of a slot. */
export function lineOf(ubicacion: number): number {
  if (!Number.isInteger(ubicacion) || ubicacion < 1 || ubicacion > POSITION_COUNT) {
    throw new RangeError(`ubicación fuera de rango: ${ubicacion}`);
  }
  return ubicacion <= 2 ? 0 : Math.floor((ubicacion - 3) / 4) + 1;
}

/** Row of a slot in DIAGRAM_ROWS (0 = top). */
export function rowOf(ubicacion: number): number {
  const row = DIAGRAM_ROWS.findIndex((cells) => cells.includes(ubicacion));
  if (row < 0) throw new RangeError(`ubicación fuera de rango: ${ubicacion}`);
  return row;
}

/** The slots of one axle line, top to bottom. */
export function slotsOfLine(line: number): number[] {
  return DIAGRAM_ROWS.map((cells) => cells[line] ?? null).filter((slot): slot is number => slot !== null);
}

/** Axle types (spec 2 §3 "axles (id, descripcion)"; the steering axle is id 1, spec 2 §4). */
export const AXLE_TYPES = [
  { id: 1, descripcion: 'Direccional' },
  { id: 2, descripcion: 'Tracción' },
  { id: 3, descripcion: 'Libre' },
] as const;
export type AxleTypeId = (typeof AXLE_TYPES)[number]['id'];

export interface AxleInput {
  id_ejes: number;
  ubicaciones: number[];
}

export interface NumberedPosition {
  /** Order of the axle, front to back (1-based). */
  eje: number;
  id_ejes: number;
  /** The tyre's number on the vehicle, P1…Pn: front to back, top to bottom of the diagram. */
  posicion: number;
  ubicacion: number;
}

/** Why a set of axles is not a configuration; the texts are shown as they are. */
export const AXLE_RULES = {
  sinEjes: 'Agregue al menos un eje',
  ejeVacio: 'Cada eje debe tener al menos una posición',
  fueraDeRango: 'Las posiciones van del 1 al 22',
  repetida: (slot: number) => `La posición ${slot} está asignada a más de un eje`,
  lineaMixta: 'Las posiciones de un eje deben estar en la misma línea del diagrama',
  lineaCompartida: 'Dos ejes no pueden ocupar la misma línea del diagrama',
  tipoEje: 'Tipo de eje no válido',
  total: (expected: number, actual: number) =>
    `El número de neumáticos (${expected}) no coincide con las posiciones asignadas (${actual})`,
} as const;

/**
 * Checks a configuration's axles against the diagram: every slot on one axle, each axle on one line, the
 * lines distinct, and as many slots as tyres. Returns the first problem, or null when it is valid.
 */
export function axleProblem(axles: readonly AxleInput[], nroneumaticos: number): string | null {
  if (axles.length === 0) return AXLE_RULES.sinEjes;
  const seen = new Set<number>();
  const lines = new Set<number>();
  for (const axle of axles) {
    if (!AXLE_TYPES.some((type) => type.id === axle.id_ejes)) return AXLE_RULES.tipoEje;
    if (axle.ubicaciones.length === 0) return AXLE_RULES.ejeVacio;
    const axleLines = new Set<number>();
    for (const slot of axle.ubicaciones) {
      if (!Number.isInteger(slot) || slot < 1 || slot > POSITION_COUNT) return AXLE_RULES.fueraDeRango;
      if (seen.has(slot)) return AXLE_RULES.repetida(slot);
      seen.add(slot);
      axleLines.add(lineOf(slot));
    }
    if (axleLines.size > 1) return AXLE_RULES.lineaMixta;
    const [line] = [...axleLines];
    if (line !== undefined && lines.has(line)) return AXLE_RULES.lineaCompartida;
    if (line !== undefined) lines.add(line);
  }
  if (seen.size !== nroneumaticos) return AXLE_RULES.total(nroneumaticos, seen.size);
  return null;
}

/**
 * Orders axles front to back and numbers their tyres P1…Pn (top to bottom within an axle). Call after
 * `axleProblem` returned null.
 */
export function numberPositions(axles: readonly AxleInput[]): NumberedPosition[] {
  const ordered = [...axles]
    .filter((axle) => axle.ubicaciones.length > 0)
    .sort((a, b) => lineOf(a.ubicaciones[0] ?? 1) - lineOf(b.ubicaciones[0] ?? 1));
  let posicion = 0;
  return ordered.flatMap((axle, index) =>
    [...axle.ubicaciones]
      .sort((a, b) => rowOf(a) - rowOf(b))
      .map((ubicacion) => ({ eje: index + 1, id_ejes: axle.id_ejes, posicion: ++posicion, ubicacion })),
  );
}

/** Tyres on the front-most axle: part of a configuration's identity (spec 2 §5, duplicate check). */
export function frontTyres(axles: readonly AxleInput[]): number {
  const positions = numberPositions(axles);
  return positions.filter((position) => position.eje === 1).length;
}
