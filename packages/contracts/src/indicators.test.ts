import { describe, expect, it } from 'vitest';
import { costPerKmExportQuery, costPerKmRequest, costPerKmRow, retreadIndexExportQuery } from './indicators';
import { REPORT_MSG, reportYearsRequest } from './reports';

describe('indicator requests', () => {
  it('defaults the cost type to K and reads an empty brand as every brand', () => {
    expect(costPerKmRequest.parse({ id_cliente: 1, year: 2026 })).toMatchObject({ unidadmedida: 'K' });
    expect(costPerKmRequest.parse({ id_cliente: 1, year: '2026', marca: '' }).marca).toBeNull();
    expect(costPerKmRequest.parse({ id_cliente: 1, year: 2026, marca: '7' }).marca).toBe(7);
    expect(costPerKmRequest.safeParse({ id_cliente: 1, year: 2026, unidadmedida: 'X' }).success).toBe(false);
  });

  it('reads the exports’ query strings (empty user and brand allowed) and asks for a year from 2018', () => {
    expect(
      costPerKmExportQuery.parse({
        id_cliente: '1',
        id_usuario: '',
        year: '2026',
        marca: '',
        unidadmedida: 'H',
      }),
    ).toEqual({ id_cliente: 1, id_usuario: null, year: 2026, marca: null, unidadmedida: 'H' });
    const early = retreadIndexExportQuery.safeParse({ id_cliente: 1, year: 2017 });
    expect(early.error?.issues[0]?.message).toBe(REPORT_MSG.anio);
    expect(reportYearsRequest.parse({ id_cliente: 1, id_usuario: '' }).id_usuario).toBeNull();
  });

  it('names the months of a cost row indicador_mes_1 … indicador_mes_12', () => {
    const keys = Object.keys(costPerKmRow.shape);
    for (let mes = 1; mes <= 12; mes += 1) expect(keys).toContain(`indicador_mes_${mes}`);
  });
});
