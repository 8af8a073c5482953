import { describe, expect, it } from 'vitest';
import {
  TYRE_COMPARISON_MSG,
  tyreComparisonExportQuery,
  tyreComparisonListRequest,
  tyreComparisonRequest,
} from './tyre-comparison';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('tyre comparison contract', () => {
  it('defaults the picker to page 1, 6 per page, and accepts 6/12/18 only', () => {
    expect(tyreComparisonListRequest.parse({ id_cliente: 1 })).toMatchObject({ page: 1, per_page: 6 });
    expect(tyreComparisonListRequest.parse({ id_cliente: 1, per_page: '18' }).per_page).toBe(18);
    expect(messages(tyreComparisonListRequest.safeParse({ id_cliente: 1, per_page: 10 }))).toEqual([
      TYRE_COMPARISON_MSG.porPagina,
    ]);
  });

  it('checks cost type, axle and condition, and treats empty selects as no filter', () => {
    const parsed = tyreComparisonListRequest.parse({
      id_cliente: 1,
      tipo_costo: '',
      eje: '',
      condicion: '',
      id_marca: '',
    });
    expect([parsed.tipo_costo, parsed.eje, parsed.condicion, parsed.id_marca]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(tyreComparisonListRequest.parse({ id_cliente: 1, condicion: 3 }).condicion).toBe('3');
    expect(messages(tyreComparisonListRequest.safeParse({ id_cliente: 1, tipo_costo: 3 }))).toEqual([
      TYRE_COMPARISON_MSG.tipoCosto,
    ]);
    expect(messages(tyreComparisonListRequest.safeParse({ id_cliente: 1, eje: 0 }))).toEqual([
      TYRE_COMPARISON_MSG.eje,
    ]);
    expect(messages(tyreComparisonListRequest.safeParse({ id_cliente: 1, condicion: 'X' }))).toEqual([
      TYRE_COMPARISON_MSG.condicion,
    ]);
  });

  it('asks for a tyre', () => {
    expect(messages(tyreComparisonRequest.safeParse({ id_cliente: 1 }))).toEqual([
      TYRE_COMPARISON_MSG.neumatico,
    ]);
  });

  it('reads 1 to 5 distinct ids from a comma list, a repeated key or a JSON-like list', () => {
    const ids = (value: unknown) =>
      tyreComparisonExportQuery.parse({ id_cliente: 1, array_id_neumaticos: value });
    expect(ids('3,1').array_id_neumaticos).toEqual([3, 1]);
    expect(ids(['3', '1']).array_id_neumaticos).toEqual([3, 1]);
    expect(ids('[3, 1]').array_id_neumaticos).toEqual([3, 1]);
    const fail = (value: unknown) =>
      messages(tyreComparisonExportQuery.safeParse({ id_cliente: 1, array_id_neumaticos: value }));
    expect(fail('')).toEqual([TYRE_COMPARISON_MSG.neumaticos]);
    expect(fail('1,2,3,4,5,6')).toEqual([TYRE_COMPARISON_MSG.neumaticos]);
    expect(fail('1,1')).toEqual([TYRE_COMPARISON_MSG.repetido]);
  });
});
