import { describe, expect, it } from 'vitest';
import { sessionsRequest } from './sessions';
import { consolidatedUsageRequest, operationsExportRequest, productivityRequest } from './technical-report';
import { USAGE_MSG } from './usage-filters';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('usage report filters (spec 3 §5)', () => {
  it('asks for both dates, then for their order', () => {
    expect(messagesOf(sessionsRequest.safeParse({}))).toEqual({
      fecha_inicial: USAGE_MSG.fechaInicial,
      fecha_final: USAGE_MSG.fechaFinal,
    });
    expect(
      messagesOf(sessionsRequest.safeParse({ fecha_inicial: '2026-02-01', fecha_final: '2026-01-31' })),
    ).toEqual({ fecha_final: USAGE_MSG.rango });
    expect(sessionsRequest.parse({ fecha_inicial: '2026-01-31', fecha_final: '2026-01-31' })).toMatchObject({
      page: 1,
      per_page: 10,
    });
  });

  it('asks for the client of productivity and operations, and a series of the operations export', () => {
    const period = { fecha_inicial: '2026-01-01', fecha_final: '2026-01-31' };
    expect(messagesOf(productivityRequest.safeParse({ ...period, id_cliente: '' }))).toEqual({
      id_cliente: USAGE_MSG.cliente,
    });
    expect(messagesOf(operationsExportRequest.safeParse({ ...period, id_cliente: 3 }))).toEqual({
      reporte: USAGE_MSG.serie,
    });
    expect(
      messagesOf(
        operationsExportRequest.safeParse({
          id_cliente: 3,
          reporte: 'vehiculos',
          fecha_inicial: '2025-01-01',
          fecha_final: '2026-01-02',
        }),
      ),
    ).toEqual({ fecha_final: USAGE_MSG.rangoMaximo });
  });

  it('takes a year from 2018 and an optional month; empty selects mean none', () => {
    expect(consolidatedUsageRequest.parse({ anio: '2026', mes: '', id_cliente: '' })).toEqual({
      anio: 2026,
      mes: null,
      id_cliente: null,
    });
    expect(messagesOf(consolidatedUsageRequest.safeParse({ anio: 2017, mes: 13 }))).toEqual({
      anio: USAGE_MSG.anio,
      mes: USAGE_MSG.mes,
    });
  });
});
