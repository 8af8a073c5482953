/**
 * Chart colours (spec 3 §9: pies up to 10 colours, other charts 11 to 24). The original drew two series alike
 * once they outnumbered the palette; past the 24th we step round the colour wheel by the golden angle, so every
 * series keeps a colour of its own.
 */
export const CHART_PALETTE = [
  '#1565c0',
  '#f9a825',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#00838f',
  '#ef6c00',
  '#4e342e',
  '#ad1457',
  '#546e7a',
  '#9e9d24',
  '#283593',
  '#00695c',
  '#d84315',
  '#5d4037',
  '#7b1fa2',
  '#0277bd',
  '#558b2f',
  '#ff8f00',
  '#37474f',
  '#8e24aa',
  '#00897b',
  '#e53935',
  '#3949ab',
] as const;

/** The colour of the n-th series (0-based). */
export function seriesColour(index: number): string {
  const fixed = CHART_PALETTE[index];
  if (fixed) return fixed;
  const hue = Math.round((index * 137.508) % 360);
  return `hsl(${hue}, 55%, ${index % 2 === 0 ? 42 : 55}%)`;
}

/** Colours for n series or slices. */
export const paletteFor = (count: number) => Array.from({ length: count }, (_, index) => seriesColour(index));
