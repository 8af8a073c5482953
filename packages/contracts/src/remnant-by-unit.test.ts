import { describe, expect, it } from 'vitest';
import {
  REMNANT_BY_UNIT_MSG,
  dynamicNumber,
  nskLevelKey,
  nskMinimoKey,
  remnantByUnitFilterForm,
  remnantByUnitRequest,
} from './remnant-by-unit';

/** The messages of a form by field ({} when it is accepted). */
function problems(form: Record<string, unknown>) {
  const result = remnantByUnitFilterForm.safeParse(form);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('remnant by unit filters (spec 3 §5)', () => {
  it('accepts a one-day period, the plate trimmed and an absent plate as every unit', () => {
    expect(
      remnantByUnitFilterForm.parse({
        placa: ' abc-123 ',
        fecha_inicial: '2025-03-01',
        fecha_final: '2025-03-01',
      }),
    ).toEqual({ placa: 'abc-123', fecha_inicial: '2025-03-01', fecha_final: '2025-03-01' });
    expect(
      remnantByUnitFilterForm.parse({ fecha_inicial: '2025-03-01', fecha_final: '2025-03-02' }).placa,
    ).toBe('');
  });

  it("gives 'Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada' on the end date", () => {
    expect(REMNANT_BY_UNIT_MSG.rango).toBe(
      'Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada',
    );
    expect(problems({ placa: '', fecha_inicial: '2025-03-02', fecha_final: '2025-03-01' })).toEqual({
      fecha_final: [REMNANT_BY_UNIT_MSG.rango],
    });
  });

  it('asks for both dates, real days only', () => {
    expect(problems({ placa: '', fecha_inicial: '', fecha_final: '' })).toEqual({
      fecha_inicial: [REMNANT_BY_UNIT_MSG.fechas],
      fecha_final: [REMNANT_BY_UNIT_MSG.fechas],
    });
    expect(problems({ fecha_inicial: '2025-02-29', fecha_final: '2025-03-01' })).toEqual({
      fecha_inicial: [REMNANT_BY_UNIT_MSG.fechas],
    });
  });

  it('needs the client id on the wire', () => {
    expect(
      remnantByUnitRequest.safeParse({ fecha_inicial: '2025-01-01', fecha_final: '2025-01-02' }).success,
    ).toBe(false);
    expect(
      remnantByUnitRequest.parse({
        id_cliente: '3',
        placa: '',
        fecha_inicial: '2025-01-01',
        fecha_final: '2025-01-02',
      }).id_cliente,
    ).toBe(3);
  });

  it('names the dynamic fields as the spec does and reads them back', () => {
    expect(nskMinimoKey(4)).toBe('nsk_minimo_4');
    expect(nskLevelKey(7)).toBe('totalneumaticos_nsk_minimo_7');
    expect(dynamicNumber({ nsk_minimo_4: 5.5 }, 'nsk_minimo_4')).toBe(5.5);
    expect(dynamicNumber({ nsk_minimo_4: 5.5 }, 'nsk_minimo_5')).toBeNull();
  });
});
