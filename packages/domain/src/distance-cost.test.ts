import { describe, expect, it } from 'vitest';
import { costPerUnit, lotIndicator, spanDistance, totalDistance } from './distance-cost';
import { formatNumber } from './numbers';

describe('distance (domain.md §4 example)', () => {
  it('adds the lives: 85 000 km new and 60 000 km as R1 make 145 000 km', () => {
    const spans = [
      { km_instalacion: 100_000, km_retiro: 185_000 },
      { km_instalacion: 200_000, km_retiro: 260_000 },
    ];
    expect(totalDistance(0, spans)).toBe(145_000);
  });

  it('counts a voided installation as 0 and refuses a negative span', () => {
    expect(spanDistance({ km_instalacion: 10, km_retiro: 500, anulado: true })).toBe(0);
    expect(() => spanDistance({ km_instalacion: 500, km_retiro: 10 })).toThrow(RangeError);
  });

  it('starts from the km entered at registration', () => {
    expect(totalDistance(12_000, [{ km_instalacion: 0, km_retiro: 3_000 }])).toBe(15_000);
  });
});

describe('CPK (domain.md §5 example)', () => {
  it('588.08 USD over 145 000 km is 0.0041 USD/km', () => {
    const cpk = costPerUnit(418.08 + 150 + 20, 145_000);
    expect(formatNumber(cpk, 'costPerUnit')).toBe('0.0041');
  });

  it('is null without distance', () => {
    expect(costPerUnit(400, 0)).toBeNull();
  });
});

describe('lotIndicator (domain.md §5 example)', () => {
  it('is the ratio of sums: 1 200 ÷ 160 000 = 0.0075', () => {
    const lot = lotIndicator([
      { costo_acumulado: 400, km_total: 50_000 },
      { costo_acumulado: 410, km_total: 62_000 },
      { costo_acumulado: 390, km_total: 48_000 },
      { costo_acumulado: 380, km_total: 0 },
    ]);
    expect(lot).toMatchObject({ total_lote: 3, suma_precio: 1200, suma_km_recorrido: 160_000 });
    expect(lot.indicador).toBe(0.0075);
  });
});
