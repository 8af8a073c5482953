import { describe, expect, it } from 'vitest';
import { etlExportRequest, MARKETING_MSG, marketingFilter } from './marketing-filter';

/** The messages of a parse by field ({} when it is accepted). */
function problems(schema: typeof marketingFilter | typeof etlExportRequest, input: unknown) {
  const result = schema.safeParse(input);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

const filter = { condicion: 0, fechainicio: '2025-01-01', fechafin: '2025-06-30' };

describe('marketing filter (spec 3 §3, §5)', () => {
  it('takes the card as the screen sends it, empty multi-selects meaning all', () => {
    expect(marketingFilter.parse({ ...filter, condicion: '1', medida: ['3', 4], nsdminimo: '' })).toEqual({
      ...filter,
      condicion: 1,
      empresareencauchadora: [],
      nsdminimo: [],
      medida: [3, 4],
      sector: [],
      reporteagrupado: false,
    });
    expect(marketingFilter.parse({ ...filter, reporteagrupado: 1 }).reporteagrupado).toBe(true);
  });

  it('asks for the dates and the condition, and refuses a start after the end', () => {
    expect(problems(marketingFilter, { condicion: '' })).toEqual({
      condicion: [MARKETING_MSG.condicion],
      fechainicio: [MARKETING_MSG.fechaInicio],
      fechafin: [MARKETING_MSG.fechaFin],
    });
    expect(problems(marketingFilter, { ...filter, fechainicio: '2025-02-30' })).toEqual({
      fechainicio: [MARKETING_MSG.fechaInvalida],
    });
    expect(problems(marketingFilter, { ...filter, fechafin: '2024-12-31' })).toEqual({
      fechafin: [MARKETING_MSG.rango],
    });
    expect(problems(marketingFilter, { ...filter, fechafin: filter.fechainicio })).toEqual({});
    expect(problems(marketingFilter, { ...filter, nsdminimo: [2.5] })).toEqual({
      nsdminimo: [MARKETING_MSG.nsdInvalido],
    });
  });

  it('lets the ETL export ask only for retreaded tyres', () => {
    expect(problems(etlExportRequest, filter)).toEqual({});
    expect(problems(etlExportRequest, { ...filter, condicion: 1 })).toEqual({
      condicion: [MARKETING_MSG.soloReencauchado],
    });
    expect(problems(etlExportRequest, {})).toEqual({
      condicion: [MARKETING_MSG.condicion],
      fechainicio: [MARKETING_MSG.fechaInicio],
      fechafin: [MARKETING_MSG.fechaFin],
    });
  });
});
