import { describe, expect, it } from 'vitest';
import {
  BRAND_COMPARISON_MSG,
  brandComparisonExportQuery,
  brandComparisonFilterForm,
  brandComparisonRows,
} from './brand-comparison';

/** The messages of a form by field ({} when it is accepted). */
function problems(form: Record<string, unknown>) {
  const result = brandComparisonFilterForm.safeParse(form);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('brand comparison filters (spec 3 §5)', () => {
  it('requires the cost type and the condition, each with its own message', () => {
    expect(problems({})).toEqual({
      tipo_costo: [BRAND_COMPARISON_MSG.tipoCosto],
      condicion_neumatico: [BRAND_COMPARISON_MSG.condicion],
    });
    expect(problems({ tipo_costo: '', condicion_neumatico: 4 })).toEqual({
      tipo_costo: [BRAND_COMPARISON_MSG.tipoCosto],
      condicion_neumatico: [BRAND_COMPARISON_MSG.condicion],
    });
  });

  it('takes the optional filters empty as «all» and lists from a query string', () => {
    expect(
      brandComparisonFilterForm.parse({
        tipo_costo: '2',
        condicion_neumatico: 3,
        eje: '',
        aplicacion: '',
        modelos: '4,5',
        medidas: ['6'],
      }),
    ).toEqual({
      tipo_costo: 2,
      condicion_neumatico: 3,
      eje: undefined,
      aplicacion: null,
      modelos: [4, 5],
      medidas: [6],
      disenios: [],
      reencauches: [],
    });
    expect(problems({ tipo_costo: 1, condicion_neumatico: 2, reencauches: [8] })).toHaveProperty(
      'reencauches',
    );
  });

  it('exports one to five columns', () => {
    const base = { id_cliente: 1, tipo_costo: 1, condicion_neumatico: 1 };
    expect(
      brandComparisonExportQuery.safeParse({ ...base, array_id_neumaticos: ['3', '4'] }).data
        ?.array_id_neumaticos,
    ).toEqual([3, 4]);
    for (const ids of [undefined, '1,2,3,4,5,6']) {
      const result = brandComparisonExportQuery.safeParse({ ...base, array_id_neumaticos: ids });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([BRAND_COMPARISON_MSG.columnas]);
    }
  });

  it('labels the rows by cost type', () => {
    expect(brandComparisonRows(2).map((row) => row.label)).toContain('Costo por h promedio (USD/h)');
    expect(brandComparisonRows(1).find((row) => row.key === 'costo_km_promedio')?.decimals).toBe(4);
  });
});
