import { describe, expect, it } from 'vitest';
import { TYRE_WEAR_MSG, tyreWearCurveRequest, wearCurveTyreListRequest } from './tyre-wear-curve';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('tyreWearCurveRequest', () => {
  it('takes the tyre and the switch as a boolean or 0/1, off when absent', () => {
    expect(tyreWearCurveRequest.parse({ id_cliente: 1, id_neumatico: '7' })).toEqual({
      id_cliente: 1,
      id_neumatico: 7,
      inspecciones_antiguas: false,
    });
    expect(
      tyreWearCurveRequest.parse({ id_cliente: 1, id_neumatico: 7, inspecciones_antiguas: 1 }),
    ).toMatchObject({ inspecciones_antiguas: true });
    expect(
      tyreWearCurveRequest.parse({ id_cliente: 1, id_neumatico: 7, inspecciones_antiguas: '0' }),
    ).toMatchObject({ inspecciones_antiguas: false });
  });

  it('asks for a tyre when it is missing or malformed, and for a yes/no switch', () => {
    for (const id of [undefined, 'abc', 0, -3, 1.5, 3_000_000_000]) {
      expect(messagesOf(tyreWearCurveRequest.safeParse({ id_cliente: 1, id_neumatico: id }))).toEqual([
        ['id_neumatico', TYRE_WEAR_MSG.neumatico],
      ]);
    }
    expect(
      messagesOf(
        tyreWearCurveRequest.safeParse({ id_cliente: 1, id_neumatico: 7, inspecciones_antiguas: 'sí' }),
      ),
    ).toEqual([['inspecciones_antiguas', TYRE_WEAR_MSG.historial]]);
  });
});

describe('wearCurveTyreListRequest', () => {
  it('defaults to page 1 without search and checks page and search length', () => {
    expect(wearCurveTyreListRequest.parse({ id_cliente: 1 })).toEqual({ id_cliente: 1, page: 1 });
    expect(wearCurveTyreListRequest.parse({ id_cliente: 1, page: '3', num_serie: ' A1 ' })).toEqual({
      id_cliente: 1,
      page: 3,
      num_serie: 'A1',
    });
    expect(messagesOf(wearCurveTyreListRequest.safeParse({ id_cliente: 1, page: 0 }))).toEqual([
      ['page', TYRE_WEAR_MSG.pagina],
    ]);
    expect(
      messagesOf(wearCurveTyreListRequest.safeParse({ id_cliente: 1, num_serie: 'x'.repeat(51) })),
    ).toEqual([['num_serie', TYRE_WEAR_MSG.busqueda]]);
  });
});
