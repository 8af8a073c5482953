import { describe, expect, it } from 'vitest';
import { moduleAddRequest } from './access-control';
import { criterionStoreRequest } from './acceptance-criteria';
import { remnantStoreRequest } from './applications';
import { idSchema, INT4_MAX, isCalendarDate } from './fields';
import { userCreateData } from './users';
import { vehicleModelForm } from './vehicle-catalog';

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2026-01-15', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses impossible days and year zero without throwing', () => {
    for (const day of [
      '0000-00-00',
      '0000-01-01',
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-1-1',
      '',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });
});

describe('integers that reach an int4 column', () => {
  it('stop at 2 147 483 647', () => {
    expect(idSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(idSchema.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(idSchema.safeParse('2147483648').success).toBe(false);
    expect(vehicleModelForm.safeParse({ id_marca: 2 ** 31, descripcion: 'X' }).success).toBe(false);
  });
});

describe('object refinements on a missing or mistyped object', () => {
  // Each used to throw (a 500) by reading a field of null or of a string.
  it.each([null, undefined, 'x', 1, [], [[1]], true])('refuse %j without throwing', (value) => {
    expect(moduleAddRequest.safeParse({ datos: value }).success).toBe(false);
    expect(criterionStoreRequest.safeParse({ id_cliente: 1, criterio: value }).success).toBe(false);
    expect(remnantStoreRequest.safeParse({ id_cliente: 1, remanente: value }).success).toBe(false);
    expect(userCreateData.safeParse(value).success).toBe(false);
  });

  it('still report every message of a partly filled form at once', () => {
    const result = moduleAddRequest.safeParse({
      datos: { menu: '', id_cliente: '0', acciones: [1], path: null },
    });
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['datos.menu', 'datos.path', 'datos.icon']));
  });
});
