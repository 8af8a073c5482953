/** Colour of each axle type on the diagram: 1 Direccional, 2 Tracción, 3 Libre. */
export const AXLE_COLORS: Record<number, string> = {
  1: '#0f4c5c',
  2: '#c75b12',
  3: '#5c6f7b',
};

export const axleColor = (id_ejes: number) => AXLE_COLORS[id_ejes] ?? '#0f4c5c';
