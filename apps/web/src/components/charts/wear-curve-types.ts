/** One line of a wear curve: readings of a tyre life as [distance, mm], or the dashed projection to the limit. */
export interface WearCurveLine {
  key: string;
  /** What the tooltip and 'Ver datos' call it: a life ('Reencauche 1'), a tyre ('Pos. 3 · S-001'). */
  name: string;
  /** Its legend entry; lines with one legend share it (every tyre that ran on 'Pos. 3'). */
  legend: string;
  colour: string;
  /** current: bold, what the reader acts on; earlier: thin and faded; projection: dashed, no markers. */
  kind: 'current' | 'earlier' | 'projection';
  points: [number, number][];
}

export interface WearCurveChartProps {
  /** The chart's accessible name. */
  title: string;
  lines: WearCurveLine[];
  /** K tyres run km, H tyres hours (never mixed, domain.md §4). */
  distance: 'km' | 'horas';
  /** The retread limit, drawn across the chart; null = none known. */
  limit: number | null;
}
