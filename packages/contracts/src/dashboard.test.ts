import { describe, expect, it } from 'vitest';
import {
  dashboardResponse,
  inspectionAnalysisForm,
  inspectionAnalysisRequest,
  yearlyInspectionsRequest,
} from './dashboard';
import { REPORT_MSG } from './reports';

/** The messages of a form by field ({} when it is accepted). */
function problems(form: Record<string, unknown>) {
  const result = inspectionAnalysisForm.safeParse(form);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe("'Análisis de inspecciones' filters (spec 3 §4, §5)", () => {
  it('accepts a period of one month or more within the year', () => {
    expect(problems({ year: 2025, mes_inicial: 3, mes_final: 3 })).toEqual({});
    expect(problems({ year: '2025', mes_inicial: '1', mes_final: '12' })).toEqual({});
  });

  it("asks for the months ('Seleccione un mes') and the year ('Seleccione un año')", () => {
    expect(problems({ year: 2025, mes_inicial: '', mes_final: 4 })).toEqual({
      mes_inicial: [REPORT_MSG.mes],
    });
    expect(problems({ year: 2025, mes_inicial: 4, mes_final: 13 })).toEqual({ mes_final: [REPORT_MSG.mes] });
    expect(problems({ year: 2017, mes_inicial: 1, mes_final: 2 })).toEqual({ year: [REPORT_MSG.anio] });
  });

  it('puts a first month after the last on the last month', () => {
    expect(problems({ year: 2025, mes_inicial: 6, mes_final: 3 })).toEqual({ mes_final: [REPORT_MSG.mes] });
  });

  it('checks the same rules on the request, which also names the client', () => {
    expect(
      inspectionAnalysisRequest.safeParse({ id_cliente: 1, year: 2025, mes_inicial: 2, mes_final: 5 })
        .success,
    ).toBe(true);
    expect(inspectionAnalysisRequest.safeParse({ year: 2025, mes_inicial: 2, mes_final: 5 }).success).toBe(
      false,
    );
    expect(
      inspectionAnalysisRequest.safeParse({ id_cliente: 1, year: 2025, mes_inicial: 5, mes_final: 2 })
        .success,
    ).toBe(false);
    expect(yearlyInspectionsRequest.safeParse({ id_cliente: 1, year: 2025 }).success).toBe(true);
  });
});

describe('home/reportesvistaprincipal answer', () => {
  it('reads slices, the scrap years and the condition counts', () => {
    const answer = {
      success: {
        marcas: [{ descripcion: 'OTROS', cantidad: 2, porcentaje: 100 }],
        estados: [],
        modelos: [],
        medidas: [],
        neumaticosscrap: [{ anio: 2026, cantidad: 0 }],
        cantidadnuevos: 2,
        cantidadreencauchados: 0,
      },
    };
    expect(dashboardResponse.parse(answer)).toEqual(answer);
    expect(
      dashboardResponse.safeParse({ success: { ...answer.success, cantidadnuevos: undefined } }).success,
    ).toBe(false);
  });
});
