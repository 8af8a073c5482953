import { describe, expect, it } from 'vitest';
import { SCRAP_LOSS_CONDITIONS, SCRAP_LOSS_MSG, scrapLossFilterForm, scrapLossRequest } from './scrap-losses';

/** The messages of a form by field ({} when it is accepted). */
function problems(form: Record<string, unknown>) {
  const result = scrapLossFilterForm.safeParse(form);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('scrap losses filters (spec 3 §5)', () => {
  it('accepts a period with both ends on the same day and the empty selects as «all»', () => {
    const parsed = scrapLossFilterForm.parse({
      id_marca: '',
      id_modelo: null,
      condicion: '',
      fecha_inicial: '2025-03-01',
      fecha_final: '2025-03-01',
    });
    expect(parsed).toEqual({
      id_marca: null,
      id_modelo: null,
      condicion: null,
      fecha_inicial: '2025-03-01',
      fecha_final: '2025-03-01',
    });
  });

  it("asks for valid dates: 'Por favor, ingresar fechas válidas' on each missing or impossible date", () => {
    expect(problems({ fecha_inicial: '', fecha_final: '' })).toEqual({
      fecha_inicial: [SCRAP_LOSS_MSG.fechas],
      fecha_final: [SCRAP_LOSS_MSG.fechas],
    });
    expect(problems({ fecha_final: '2025-01-31' })).toEqual({ fecha_inicial: [SCRAP_LOSS_MSG.fechas] });
    expect(problems({ fecha_inicial: '2025-02-29', fecha_final: '2025-13-01' })).toEqual({
      fecha_inicial: [SCRAP_LOSS_MSG.fechas],
      fecha_final: [SCRAP_LOSS_MSG.fechas],
    });
    expect(problems({ fecha_inicial: '2024-02-29', fecha_final: '2024-03-01' })).toEqual({});
  });

  it('refuses an end before the start with its own message, on the end date', () => {
    expect(problems({ fecha_inicial: '2025-03-02', fecha_final: '2025-03-01' })).toEqual({
      fecha_final: [SCRAP_LOSS_MSG.rango],
    });
    // Not compared while a date is itself invalid (one message per field).
    expect(problems({ fecha_inicial: '2025-03-02', fecha_final: '2025-02-30' })).toEqual({
      fecha_final: [SCRAP_LOSS_MSG.fechas],
    });
  });

  it('takes the report condition codes N, 1–6 and R only', () => {
    expect(SCRAP_LOSS_CONDITIONS).toEqual(['N', '1', '2', '3', '4', '5', '6', 'R']);
    const period = { fecha_inicial: '2025-01-01', fecha_final: '2025-01-31' };
    for (const condicion of SCRAP_LOSS_CONDITIONS)
      expect(scrapLossFilterForm.safeParse({ ...period, condicion }).success).toBe(true);
    expect(scrapLossFilterForm.safeParse({ ...period, condicion: 'R1' }).success).toBe(false);
    expect(scrapLossFilterForm.safeParse({ ...period, condicion: '7' }).success).toBe(false);
  });

  it('the request adds the client and takes query-string ids', () => {
    expect(
      scrapLossRequest.parse({
        id_cliente: '3',
        id_medida: '12',
        fecha_inicial: '2025-01-01',
        fecha_final: '2025-01-31',
      }),
    ).toMatchObject({ id_cliente: 3, id_medida: 12 });
    expect(
      scrapLossRequest.safeParse({ fecha_inicial: '2025-01-01', fecha_final: '2025-01-31' }).success,
    ).toBe(false);
  });
});
