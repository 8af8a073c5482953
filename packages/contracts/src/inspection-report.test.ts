import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addMonths,
  INSPECTION_EXPORT_MSG,
  inspectionExportQuery,
  inspectionExportRangeForm,
} from './inspection-report';

/** The messages of a period by field ({} when it is accepted). */
function problems(fechaini: string, fechafin: string) {
  const result = inspectionExportRangeForm.safeParse({ fechaini, fechafin });
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe("'Exportar General' period (spec 2 §5)", () => {
  // Noon in Lima on 2026-03-15: "today" is fixed for the rules.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-15T17:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts up to 12 months ending today at the latest', () => {
    expect(problems('2025-03-15', '2026-03-15')).toEqual({});
    expect(problems('2026-03-15', '2026-03-15')).toEqual({});
  });

  it('gives each rule its message on its field', () => {
    expect(problems('', '')).toEqual({
      fechaini: [INSPECTION_EXPORT_MSG.inicioRequerido],
      fechafin: [INSPECTION_EXPORT_MSG.finRequerido],
    });
    expect(problems('2025-02-30', '2025-03-01')).toEqual({ fechaini: [INSPECTION_EXPORT_MSG.fechaInvalida] });
    expect(problems('2026-01-10', '2026-01-09')).toEqual({
      fechafin: [INSPECTION_EXPORT_MSG.finAntesDeInicio],
    });
    expect(problems('2025-01-15', '2026-01-16')).toEqual({ fechafin: [INSPECTION_EXPORT_MSG.rangoMaximo] });
    expect(problems('2026-03-01', '2026-03-16')).toEqual({ fechafin: [INSPECTION_EXPORT_MSG.finFuturo] });
    expect(problems('2026-03-16', '2026-03-16')).toEqual({
      fechaini: [INSPECTION_EXPORT_MSG.inicioFuturo],
      fechafin: [INSPECTION_EXPORT_MSG.finFuturo],
    });
  });

  it('moves months to the last day when the month is shorter', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-03-31', -12)).toBe('2024-03-31');
  });

  it('the export query takes one inspection or a checked period, and the extension with or without a dot', () => {
    expect(
      inspectionExportQuery.parse({ id_cliente: '1', identificador: '7', extension: '.csv' }),
    ).toMatchObject({
      identificador: 7,
      extension: 'csv',
    });
    expect(inspectionExportQuery.safeParse({ id_cliente: '1' }).error?.issues[0]?.message).toBe(
      INSPECTION_EXPORT_MSG.sinInspeccion,
    );
    expect(
      inspectionExportQuery.safeParse({ id_cliente: '1', fechaini: '2026-03-10', fechafin: '2026-03-09' })
        .error?.issues[0]?.message,
    ).toBe(INSPECTION_EXPORT_MSG.finAntesDeInicio);
  });
});
