import { describe, expect, it } from 'vitest';
import { INCIDENT_MSG, incidentCreateRequest, pairWarning } from './incidents';

describe('incident pairs', () => {
  it("warn in the spec's order: vehicle, tyre, then a repeated tyre", () => {
    expect(pairWarning({}, [])).toBe(INCIDENT_MSG.placaRequerida);
    expect(pairWarning({ id_neumatico: 3 }, [])).toBe(INCIDENT_MSG.placaRequerida);
    expect(pairWarning({ id_vehiculo: 1 }, [])).toBe(INCIDENT_MSG.serieRequerida);
    expect(pairWarning({ id_vehiculo: 1, id_neumatico: 3 }, [{ id_neumatico: 3 }])).toBe(
      INCIDENT_MSG.neumaticoDuplicado,
    );
    expect(pairWarning({ id_vehiculo: 2, id_neumatico: 4 }, [{ id_neumatico: 3 }])).toBeNull();
  });

  it('refuse a repeated tyre in the request, and accept an incident without pairs', () => {
    const incidente = { descripcion: 'Algo pasa' };
    const repeated = incidentCreateRequest.safeParse({
      id_cliente: 1,
      incidente,
      detalles: [
        { id_vehiculo: 1, id_neumatico: 3 },
        { id_vehiculo: 2, id_neumatico: 3 },
      ],
    });
    expect(repeated.error?.issues[0]?.message).toBe(INCIDENT_MSG.neumaticoDuplicado);
    const plain = incidentCreateRequest.parse({ id_cliente: 1, incidente });
    expect(plain).toMatchObject({
      detalles: [],
      incidente: { image_one: null, image_two: null, aplicativo: 'vue' },
    });
  });

  it('take only generated image names', () => {
    const parse = (image_one: string) =>
      incidentCreateRequest.safeParse({ id_cliente: 1, incidente: { descripcion: 'x', image_one } }).success;
    expect(parse(`${'a'.repeat(32)}.png`)).toBe(true);
    expect(parse('../firmas/x.png')).toBe(false);
    expect(parse(`${'a'.repeat(32)}.exe`)).toBe(false);
  });
});
