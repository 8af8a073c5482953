import type { WearCurveVehicleTyre } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import { seriesColour, type WearCurveLine } from '../../../components/charts';

export interface CurveUnit {
  /** Axis and column word: 'km' or 'horas'. */
  distance: 'km' | 'horas';
  /** Per-mm figure unit: 'km/mm' or 'h/mm'. */
  perMm: string;
  /** Cost per unit: 'USD/km' or 'USD/h'. */
  cost: string;
  /** Column headings, with Spanish agreement (km … recorridos, horas … recorridas). */
  run: string;
  life: string;
  projected: string;
  remaining: string;
  costHeading: string;
}

export const unitOf = (tipoCosto: number): CurveUnit =>
  tipoCosto === 2
    ? {
        distance: 'horas',
        perMm: 'h/mm',
        cost: 'USD/h',
        run: 'Horas recorridas en la unidad',
        life: 'Horas de la vida',
        projected: 'Horas proyectadas',
        remaining: 'Horas restantes',
        costHeading: 'Costo por hora proyectada (USD/h)',
      }
    : {
        distance: 'km',
        perMm: 'km/mm',
        cost: 'USD/km',
        run: 'Km recorridos en la unidad',
        life: 'Km de la vida',
        projected: 'Km proyectados',
        remaining: 'Km restantes',
        costHeading: 'Costo por km proyectado (USD/km)',
      };

/** A row's label everywhere on the screen: position, serial and, when retreaded, its life. */
export const tyreLabel = (row: WearCurveVehicleTyre) =>
  `Pos. ${row.posicion} · ${row.num_serie}${row.vida === 'N' ? '' : ` (${row.vida})`}`;

export const rowKey = (row: WearCurveVehicleTyre) => `${row.id_neumatico}-${row.vida}`;

/** The chart's lines: one per tyre life with readings, coloured by position so a position keeps its colour. */
export function curveLines(rows: WearCurveVehicleTyre[]): WearCurveLine[] {
  const positions = [...new Set(rows.map((row) => row.posicion))].sort((a, b) => a - b);
  return rows
    .filter((row) => row.array_remanente.length > 0)
    .map((row) => ({
      key: rowKey(row),
      name: tyreLabel(row),
      legend: `Pos. ${row.posicion}`,
      colour: seriesColour(positions.indexOf(row.posicion)),
      // A tyre that ran on the vehicle earlier recedes; the installed ones are what the reader acts on.
      kind: row.activo === 0 ? ('earlier' as const) : ('current' as const),
      points: row.array_remanente,
    }));
}

export const formatMm = (value: number | null) =>
  value === null ? '-' : `${formatNumber(value, 'other')} mm`;
