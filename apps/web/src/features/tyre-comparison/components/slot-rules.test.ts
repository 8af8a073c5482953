import { TYRE_COMPARISON_MSG } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { assignedTyres, emptySlots, pickSlot, selectTyre, type SlotTyre } from './slot-rules';

const A: SlotTyre = { id: 1, num_serie: 'A', tipo_costo: 1 };
const B: SlotTyre = { id: 2, num_serie: 'B', tipo_costo: 1 };
const H: SlotTyre = { id: 3, num_serie: 'H', tipo_costo: 2 };

describe('comparison slot rules (spec 3 §4)', () => {
  it('has 5 empty slots and asks for a tyre first', () => {
    const state = emptySlots();
    expect(state.slots).toHaveLength(5);
    const result = pickSlot(state, 0);
    expect(result.message).toBe(TYRE_COMPARISON_MSG.seleccionePrimero);
    expect(result.state).toBe(state);
  });

  it('fills an empty slot with the selected row and clears the selection', () => {
    const { state, message } = pickSlot(selectTyre(emptySlots(), A), 2);
    expect(message).toBeNull();
    expect(state.slots[2]).toEqual(A);
    expect(state.selected).toBeNull();
    expect(assignedTyres(state)).toEqual([A]);
  });

  it('never puts the same tyre twice', () => {
    const first = pickSlot(selectTyre(emptySlots(), A), 0).state;
    const again = pickSlot(selectTyre(first, A), 1);
    expect(again.message).toBe(TYRE_COMPARISON_MSG.repetido);
    expect(assignedTyres(again.state)).toEqual([A]);
  });

  it('frees an assigned slot when picked, whatever is selected', () => {
    const filled = pickSlot(selectTyre(emptySlots(), A), 0).state;
    const freed = pickSlot(selectTyre(filled, B), 0);
    expect(freed.message).toBeNull();
    expect(freed.state.slots[0]).toBeNull();
    expect(freed.state.selected).toEqual(B);
  });

  it('refuses a tyre in hours next to one in km', () => {
    const filled = pickSlot(selectTyre(emptySlots(), A), 0).state;
    const mixed = pickSlot(selectTyre(filled, H), 1);
    expect(mixed.message).toBe(TYRE_COMPARISON_MSG.otraUnidad);
    expect(mixed.state.slots[1]).toBeNull();
  });

  it('keeps slot order for the table, and toggles the selection', () => {
    let state = pickSlot(selectTyre(emptySlots(), B), 3).state;
    state = pickSlot(selectTyre(state, A), 1).state;
    expect(assignedTyres(state).map((tyre) => tyre.id)).toEqual([1, 2]);
    expect(selectTyre(selectTyre(state, A), A).selected).toBeNull();
  });
});
