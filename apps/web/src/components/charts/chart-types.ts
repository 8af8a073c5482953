/** One series of a bar or line chart: a value per category (null = no value, drawn as a gap). */
export interface ChartSeries {
  name: string;
  data: (number | null)[];
  /** Overrides the palette (e.g. a criterion colour per bar is given through `itemColours`). */
  colour?: string;
  /** Colour of each bar of this series (e.g. the acceptance-criterion band of each month). */
  itemColours?: (string | undefined)[];
}

/** A horizontal reference line (e.g. the acceptance criterion or a retread limit). */
export interface ChartReferenceLine {
  label: string;
  value: number;
  colour: string;
}

export interface PieSlice {
  name: string;
  value: number;
  /** The slice's share as the answer gives it (spec 3 §3 Chart slice porcentaje); else computed. */
  percent?: number;
}
