import type { TyreWearCurveResponse, WearCurveTyre } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import { seriesColour, type WearCurveLine } from '../../../components/charts';

/** The words of the tyre's unit: km for K tyres, hours for H tyres (never mixed, domain.md §4). */
export interface CurveUnit {
  /** Axis and column word: 'km' or 'horas'. */
  distance: 'km' | 'horas';
  perMm: string;
  cost: string;
  perMmLabel: string;
  projected: string;
  remaining: string;
  run: string;
  costLabel: string;
}

export const unitOf = (tyre: Pick<WearCurveTyre, 'tipo_costo'>): CurveUnit =>
  tyre.tipo_costo === 2
    ? {
        distance: 'horas',
        perMm: 'h/mm',
        cost: 'USD/h',
        perMmLabel: 'Horas por mm',
        projected: 'Horas proyectadas',
        remaining: 'Horas restantes',
        run: 'Horas recorridas en la vida',
        costLabel: 'Costo por hora',
      }
    : {
        distance: 'km',
        perMm: 'km/mm',
        cost: 'USD/km',
        perMmLabel: 'Km por mm',
        projected: 'Km proyectados',
        remaining: 'Km restantes',
        run: 'Km recorridos en la vida',
        costLabel: 'Costo por km',
      };

export const PROJECTION_NAME = 'Proyección al límite';
const PROJECTION_COLOUR = '#5f6b7a';

/**
 * The chart's lines: each life (current first, in its series colour), then the projection from the current
 * life's distance and last NSD down to the retread limit at the projected distance (domain.md §8).
 */
export function curveLines(answer: TyreWearCurveResponse): WearCurveLine[] {
  const { neumatico: tyre } = answer;
  const lines: WearCurveLine[] = answer.vidas.map((life, index) => ({
    key: `vida-${life.vida}`,
    name: life.nombre,
    legend: life.nombre,
    colour: seriesColour(index),
    kind: life.actual ? 'current' : 'earlier',
    points: life.puntos,
  }));
  if (tyre.km_proyectado !== null && tyre.remanente_actual !== null && tyre.remanente_limite !== null)
    lines.push({
      key: 'proyeccion',
      name: PROJECTION_NAME,
      legend: PROJECTION_NAME,
      colour: PROJECTION_COLOUR,
      kind: 'projection',
      points: [
        [tyre.rendimiento, tyre.remanente_actual],
        [tyre.km_proyectado, tyre.remanente_limite],
      ],
    });
  return lines;
}

/** Whether the current life has a reading beyond its starting tread. */
export const hasReadings = (answer: TyreWearCurveResponse) =>
  answer.vidas.some((life) => life.actual && life.puntos.length > (life.remanente_original === null ? 0 : 1));

export const formatMm = (value: number | null) =>
  value === null ? '-' : `${formatNumber(value, 'other')} mm`;
export const formatDistance = (value: number | null, unit: CurveUnit) =>
  value === null ? '-' : `${formatNumber(value, 'other')} ${unit.distance}`;
export const formatPercent = (value: number | null) =>
  value === null ? '-' : `${formatNumber(value, 'percent')} %`;
