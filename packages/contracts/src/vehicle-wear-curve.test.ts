import { describe, expect, it } from 'vitest';
import { VEHICLE_WEAR_MSG, vehicleWearCurveRequest } from './vehicle-wear-curve';

function messages(body: Record<string, unknown>) {
  const result = vehicleWearCurveRequest.safeParse(body);
  return (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]);
}

describe('vehicle wear curve request (spec 3 §7 reporte/curvaremanentevehiculo)', () => {
  it('reads the switch as a boolean or 0/1 and defaults it to installed only', () => {
    expect(vehicleWearCurveRequest.parse({ id_cliente: '1', id_vehiculo: '7' })).toEqual({
      id_cliente: 1,
      id_vehiculo: 7,
      inspecciones_antiguas: false,
    });
    for (const [sent, read] of [
      [true, true],
      [1, true],
      ['true', true],
      [false, false],
      [0, false],
      ['0', false],
    ] as const)
      expect(
        vehicleWearCurveRequest.parse({ id_cliente: 1, id_vehiculo: 7, inspecciones_antiguas: sent })
          .inspecciones_antiguas,
      ).toBe(read);
  });

  it("asks for a vehicle: 'Seleccione un vehículo'", () => {
    for (const id_vehiculo of [undefined, '', 'abc', 0, -3, 1.5])
      expect(messages({ id_cliente: 1, id_vehiculo })).toEqual([['id_vehiculo', VEHICLE_WEAR_MSG.vehiculo]]);
  });

  it('refuses a switch that is not yes or no', () => {
    expect(messages({ id_cliente: 1, id_vehiculo: 2, inspecciones_antiguas: 'quizás' })).toEqual([
      ['inspecciones_antiguas', VEHICLE_WEAR_MSG.historial],
    ]);
  });
});
