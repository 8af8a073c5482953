import { describe, expect, it } from 'vitest';
import {
  autoHiddenFields,
  headerMinWidth,
  sizeColumns,
  updatedChoices,
  visibilityModel,
} from './data-table-columns';

const columns = [
  { field: 'opciones', headerName: 'Opc.', width: 108, sortable: false },
  { field: 'placa', headerName: 'Placa', width: 100, priority: 1 as const },
  { field: 'tipo', headerName: 'Tipo', minWidth: 100, flex: 1 },
  { field: 'marca', headerName: 'Marca', minWidth: 100, flex: 1, priority: 3 as const },
  { field: 'registro', headerName: 'Registro', width: 100, priority: 3 as const },
];

describe('data table columns', () => {
  it('never makes a column narrower than its header needs', () => {
    const [, , , , registro] = sizeColumns([
      ...columns.slice(0, 4),
      { field: 'rem', headerName: 'Rem. (mm)', width: 60 },
    ]);
    expect(registro?.width).toBe(headerMinWidth({ field: 'rem', headerName: 'Rem. (mm)' }));
    expect(registro?.width).toBeGreaterThan(60);
  });

  it('keeps actions and identifying columns out of the chooser', () => {
    const sized = sizeColumns(columns);
    expect(sized.map((column) => column.hideable)).toEqual([false, false, undefined, undefined, undefined]);
    expect(sized.some((column) => 'priority' in column)).toBe(false);
  });

  it('hides the lowest priority first, rightmost first, until the rest fit', () => {
    expect(autoHiddenFields(columns, 10_000)).toEqual([]);
    expect(autoHiddenFields(columns, 430)).toEqual(['registro']);
    expect(autoHiddenFields(columns, 300)).toEqual(['registro', 'marca', 'tipo']);
    // Actions and identifying columns stay even when they alone overflow.
    expect(autoHiddenFields(columns, 10)).toEqual(['registro', 'marca', 'tipo']);
  });

  it("lets the user's own choices win over what fits, remembering only what they flipped", () => {
    const shown = visibilityModel(['registro', 'marca'], { tipo: false });
    expect(shown).toEqual({ registro: false, marca: false, tipo: false });
    const next = { ...shown, marca: true };
    const choices = updatedChoices(
      shown,
      next,
      { tipo: false },
      columns.map((c) => c.field),
    );
    expect(choices).toEqual({ tipo: false, marca: true });
    expect(visibilityModel(['registro', 'marca'], choices)).toEqual({
      registro: false,
      marca: true,
      tipo: false,
    });
  });
});
