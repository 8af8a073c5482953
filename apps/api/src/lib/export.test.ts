import { describe, expect, it } from 'vitest';
import { contentDisposition, keysetBatches } from './export';

describe('keysetBatches', () => {
  it('reads pages after the last key until a short page', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({ id: index + 1 }));
    const calls: (number | undefined)[] = [];
    const batches: number[][] = [];
    for await (const batch of keysetBatches(
      async (after: number | undefined, limit) => {
        calls.push(after);
        return rows.filter((row) => row.id > (after ?? 0)).slice(0, limit);
      },
      (row) => row.id,
      3,
    ))
      batches.push(batch.map((row) => row.id));
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(calls).toEqual([undefined, 3, 6]);
  });

  it('stops after an exactly full last page with one empty read', async () => {
    const batches: number[][] = [];
    for await (const batch of keysetBatches(
      async (after: number | undefined) => (after === undefined ? [{ id: 1 }, { id: 2 }] : []),
      (row) => row.id,
      2,
    ))
      batches.push(batch.map((row) => row.id));
    expect(batches).toEqual([[1, 2]]);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Vehiculos.xlsx')).toBe(
      `attachment; filename="Vehiculos.xlsx"; filename*=UTF-8''Vehiculos.xlsx`,
    );
    expect(contentDisposition('Neumáticos "2026".csv')).toBe(
      `attachment; filename="Neumaticos 2026.csv"; filename*=UTF-8''Neum%C3%A1ticos%20%222026%22.csv`,
    );
  });
});
