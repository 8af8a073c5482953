import {
  MONTH_NAMES,
  type ScrapGrouping,
  type ScrapLossResponse,
  type ScrapLossRow,
} from '@huella/contracts';

/** A scrap report answer: `counts[groupId][month] = n`; totals, shares and month totals as the API gives them. */
export function scrapAnswer(
  grouping: ScrapGrouping,
  groups: { id: number; descripcion: string; porcentaje: number }[],
  counts: Record<number, Record<number, number>>,
) {
  const meses = MONTH_NAMES.map((nombre, index) => {
    const mes = index + 1;
    const month: Record<string, number | string> = { mes, nombre, total_mes: 0 };
    for (const group of groups) {
      const count = counts[group.id]?.[mes] ?? 0;
      month[`cantidad_${grouping}_${group.id}`] = count;
      month.total_mes = (month.total_mes as number) + count;
    }
    return month;
  });
  const grupos = groups.map((group) => ({
    ...group,
    total: Object.values(counts[group.id] ?? {}).reduce((sum, count) => sum + count, 0),
  }));
  const total = grupos.reduce((sum, group) => sum + group.total, 0);
  const body = { meses, total, mensaje: total === 0 ? 'No hay datos disponibles' : null };
  return { success: { ...body, [grouping === 'motivo' ? 'motivos' : 'marcas']: grupos } };
}

export function lossRow(overrides: Partial<ScrapLossRow> = {}): ScrapLossRow {
  return {
    id: 1,
    id_neumatico: 10,
    num_serie: 'SER-001',
    serie_cliente: 'C-1',
    marca: 'Michelin',
    modelo: 'XZE',
    medida: '295/80R22.5',
    condicion: 'N',
    fecha_scrap: '2026-03-15',
    motivo: 'Corte lateral',
    remanente_original: 18,
    remanente_final: 9,
    remanente_limite: 5,
    costo: 418.08,
    costo_perdido: 128.64,
    ...overrides,
  };
}

export function lossAnswer(rows: ScrapLossRow[], extra: Partial<ScrapLossResponse> = {}): ScrapLossResponse {
  return {
    data: rows,
    totales: {
      cantidad: rows.length,
      costo: rows.reduce((sum, row) => sum + row.costo, 0),
      costo_perdido: rows.reduce((sum, row) => sum + row.costo_perdido, 0),
    },
    total: rows.length,
    limitado: false,
    mensaje: rows.length === 0 ? 'No hay datos para pérdidas por scrap' : null,
    ...extra,
  };
}
