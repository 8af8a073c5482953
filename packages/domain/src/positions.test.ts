import { describe, expect, it } from 'vitest';
import {
  AXLE_RULES,
  axleProblem,
  DIAGRAM_ROWS,
  frontTyres,
  lineOf,
  numberPositions,
  rowOf,
  slotsOfLine,
} from './positions';

describe('diagram layout', () => {
  it('holds the spec rows and every slot 1..22 once', () => {
    const rows = DIAGRAM_ROWS.map((cells) => cells.filter((cell) => cell !== null));
    expect(rows).toEqual([
      [6, 10, 14, 18, 22],
      [2, 4, 8, 12, 16, 20],
      [1, 3, 7, 11, 15, 19],
      [5, 9, 13, 17, 21],
    ]);
    expect(rows.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
  });

  it('places slots on axle lines and rows', () => {
    expect([lineOf(1), lineOf(2), lineOf(3), lineOf(6), lineOf(7), lineOf(22)]).toEqual([0, 0, 1, 1, 2, 5]);
    expect([rowOf(6), rowOf(2), rowOf(1), rowOf(5)]).toEqual([0, 1, 2, 3]);
    expect(slotsOfLine(0)).toEqual([2, 1]);
    expect(slotsOfLine(1)).toEqual([6, 4, 3, 5]);
    expect(() => lineOf(23)).toThrow(RangeError);
  });
});

describe('axleProblem', () => {
  const truck4x2 = [
    { id_ejes: 1, ubicaciones: [1, 2] },
    { id_ejes: 2, ubicaciones: [3, 4, 5, 6] },
  ];

  it('accepts a 4x2 with 6 tyres', () => {
    expect(axleProblem(truck4x2, 6)).toBeNull();
  });

  it('names each broken rule', () => {
    expect(axleProblem([], 0)).toBe(AXLE_RULES.sinEjes);
    expect(axleProblem([{ id_ejes: 1, ubicaciones: [] }], 0)).toBe(AXLE_RULES.ejeVacio);
    expect(axleProblem([{ id_ejes: 9, ubicaciones: [1] }], 1)).toBe(AXLE_RULES.tipoEje);
    expect(axleProblem([{ id_ejes: 1, ubicaciones: [0] }], 1)).toBe(AXLE_RULES.fueraDeRango);
    expect(
      axleProblem(
        [
          { id_ejes: 1, ubicaciones: [1, 2] },
          { id_ejes: 2, ubicaciones: [2] },
        ],
        3,
      ),
    ).toBe(AXLE_RULES.repetida(2));
    expect(axleProblem([{ id_ejes: 1, ubicaciones: [1, 3] }], 2)).toBe(AXLE_RULES.lineaMixta);
    expect(
      axleProblem(
        [
          { id_ejes: 2, ubicaciones: [3, 4] },
          { id_ejes: 3, ubicaciones: [5, 6] },
        ],
        4,
      ),
    ).toBe(AXLE_RULES.lineaCompartida);
    expect(axleProblem(truck4x2, 10)).toBe(AXLE_RULES.total(10, 6));
  });
});

describe('numberPositions', () => {
  it('numbers front to back, top to bottom, whatever order the axles come in', () => {
    const positions = numberPositions([
      { id_ejes: 2, ubicaciones: [5, 3, 4, 6] },
      { id_ejes: 1, ubicaciones: [1, 2] },
    ]);
    expect(positions.map((p) => [p.eje, p.id_ejes, p.posicion, p.ubicacion])).toEqual([
      [1, 1, 1, 2],
      [1, 1, 2, 1],
      [2, 2, 3, 6],
      [2, 2, 4, 4],
      [2, 2, 5, 3],
      [2, 2, 6, 5],
    ]);
  });

  it('counts the front tyres', () => {
    expect(
      frontTyres([
        { id_ejes: 1, ubicaciones: [3, 4] },
        { id_ejes: 1, ubicaciones: [1, 2] },
      ]),
    ).toBe(2);
  });
});
