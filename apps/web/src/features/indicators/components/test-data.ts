import type {
  CostPerKmResponse,
  CostPerKmRow,
  ReportCriterion,
  RetreadIndexResponse,
} from '@huella/contracts';
import { MONTH_NAMES } from '@huella/contracts';

/** Answers as the API gives them, for the page tests. */

export const criterion = (
  objective: number,
  tolerable: [number, number],
  deficient: number,
): ReportCriterion => ({
  criterio_superior: objective,
  criterio_inferior: deficient,
  rango_c_inferior: tolerable[0],
  rango_c_superior: tolerable[1],
  tolerable_inferior: tolerable[0],
  tolerable_superior: tolerable[1],
});

export function costRow(
  names: [string, string, string],
  months: Record<number, number>,
  options: { criterio?: ReportCriterion | null; indicador?: number | null } = {},
): CostPerKmRow {
  const [marca, modelo, medida] = names;
  const indicators = Object.fromEntries(
    MONTH_NAMES.map((_, index) => [`indicador_mes_${index + 1}`, months[index + 1] ?? null]),
  ) as Record<`indicador_mes_${number}`, number | null>;
  return {
    id_marca: marca.length,
    id_modelo: modelo.length,
    id_medida: medida.length,
    marca,
    modelo,
    medida,
    criterio: options.criterio ?? null,
    indicador: options.indicador ?? null,
    total_lote: 3,
    suma_precio: 1200,
    suma_km_recorrido: 160000,
    meses: [],
    ...indicators,
  };
}

export const costAnswer = (datos: CostPerKmRow[], mensaje: string | null = null): CostPerKmResponse => ({
  success: {
    datos,
    kpi: {
      total_lote: datos.length ? 3 : 0,
      suma_precio: datos.length ? 1200 : 0,
      suma_km_recorrido: datos.length ? 160000 : 0,
      indicador: datos.length ? 0.0075 : null,
    },
    mensaje,
  },
});

export function retreadAnswer(
  months: Record<number, { vidas: number; reencauchadas: number; suma?: number; indicador: number | null }>,
  options: { criterio?: ReportCriterion | null; anual?: number | null; mensaje?: string | null } = {},
): RetreadIndexResponse {
  const meses = MONTH_NAMES.map((nombre, index) => {
    const month = months[index + 1];
    return {
      mes: index + 1,
      nombre,
      vidas: month?.vidas ?? 0,
      vidas_reencauchadas: month?.reencauchadas ?? 0,
      suma_reencauches: month?.suma ?? 0,
      indicador: month?.indicador ?? null,
    };
  });
  const sum = (pick: (month: (typeof meses)[number]) => number) =>
    meses.reduce((total, m) => total + pick(m), 0);
  return {
    success: {
      meses,
      anual: {
        vidas: sum((m) => m.vidas),
        vidas_reencauchadas: sum((m) => m.vidas_reencauchadas),
        suma_reencauches: sum((m) => m.suma_reencauches),
        indicador: options.anual ?? null,
      },
      criterio: options.criterio ?? null,
      mensaje: options.mensaje ?? null,
    },
  };
}
