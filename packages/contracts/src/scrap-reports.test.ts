import { describe, expect, it } from 'vitest';
import { REPORT_MSG } from './reports';
import {
  SCRAP_REPORT_MSG,
  scrapByReasonExportQuery,
  scrapByReasonResponse,
  scrapCountKey,
  scrapReportRequest,
} from './scrap-reports';

/** The messages of a parse by field ({} when it is accepted). */
function problems(schema: typeof scrapByReasonExportQuery | typeof scrapReportRequest, input: unknown) {
  const result = schema.safeParse(input);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('scrap reports (spec 3 §2.10, §7)', () => {
  it('asks for a year from 2018', () => {
    expect(problems(scrapReportRequest, { id_cliente: 1, year: '2024' })).toEqual({});
    expect(problems(scrapReportRequest, { id_cliente: 1, year: 2017 })).toEqual({ year: [REPORT_MSG.anio] });
    expect(problems(scrapReportRequest, { id_cliente: 1 })).toEqual({ year: [REPORT_MSG.anio] });
  });

  it('lets the reason export narrow the months, the first not after the last', () => {
    const query = (months: Record<string, unknown>) => ({ id_cliente: '1', year: '2024', ...months });
    expect(problems(scrapByReasonExportQuery, query({}))).toEqual({});
    expect(problems(scrapByReasonExportQuery, query({ month1: '', month2: '' }))).toEqual({});
    expect(problems(scrapByReasonExportQuery, query({ month1: '3', month2: '3' }))).toEqual({});
    expect(problems(scrapByReasonExportQuery, query({ month1: '4', month2: '3' }))).toEqual({
      month2: [SCRAP_REPORT_MSG.mesRango],
    });
    // month1 alone runs to December; a month out of range gets its own message only.
    expect(problems(scrapByReasonExportQuery, query({ month1: '12' }))).toEqual({});
    expect(problems(scrapByReasonExportQuery, query({ month2: '1' }))).toEqual({});
    expect(problems(scrapByReasonExportQuery, query({ month1: '13' }))).toEqual({ month1: [REPORT_MSG.mes] });
    expect(scrapByReasonExportQuery.parse(query({ month1: '2', month2: '5' }))).toMatchObject({
      month1: 2,
      month2: 5,
    });
  });

  it('keeps each month’s counts by the spec’s names', () => {
    expect(scrapCountKey('motivo', 7)).toBe('cantidad_motivo_7');
    expect(scrapCountKey('marca', 12)).toBe('cantidad_marca_12');
    const answer = {
      success: {
        meses: [{ mes: 1, nombre: 'Enero', total_mes: 2, cantidad_motivo_7: 2 }],
        motivos: [{ id: 7, descripcion: 'Corte', total: 2, porcentaje: 100 }],
        total: 2,
        mensaje: null,
      },
    };
    expect(scrapByReasonResponse.parse(answer)).toEqual(answer);
    const wrong = {
      success: { ...answer.success, meses: [{ ...answer.success.meses[0], cantidad_motivo_7: 'x' }] },
    };
    expect(scrapByReasonResponse.safeParse(wrong).success).toBe(false);
  });
});
