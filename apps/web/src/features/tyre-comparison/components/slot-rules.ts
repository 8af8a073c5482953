import { TYRE_COMPARISON_MSG, TYRE_COMPARISON_SLOTS } from '@huella/contracts';

/**
 * The comparison slots of spec 3 §4: 5 slots, each empty or holding a tyre. Pure, so the rules are tested
 * without the screen.
 * - Picking an assigned slot frees it.
 * - Picking an empty slot with a list row selected puts that tyre there (and clears the selection).
 * - A tyre must be selected first; the same tyre cannot be put twice; km and hours tyres never meet (domain.md §1).
 */
export interface SlotTyre {
  id: number;
  num_serie: string;
  tipo_costo: number;
}

export interface SlotState {
  slots: (SlotTyre | null)[];
  selected: SlotTyre | null;
}

export const emptySlots = (): SlotState => ({
  slots: Array.from({ length: TYRE_COMPARISON_SLOTS }, () => null),
  selected: null,
});

/** Selecting a list row; selecting it again unselects it. */
export function selectTyre(state: SlotState, tyre: SlotTyre): SlotState {
  return { ...state, selected: state.selected?.id === tyre.id ? null : tyre };
}

/** Picking slot `index`: the new state, and the message for the user when the pick was refused. */
export function pickSlot(state: SlotState, index: number): { state: SlotState; message: string | null } {
  const current = state.slots[index];
  if (current === undefined) return { state, message: null };
  if (current !== null) {
    const slots = state.slots.map((slot, i) => (i === index ? null : slot));
    return { state: { ...state, slots }, message: null };
  }
  const tyre = state.selected;
  if (!tyre) return { state, message: TYRE_COMPARISON_MSG.seleccionePrimero };
  if (state.slots.some((slot) => slot?.id === tyre.id))
    return { state, message: TYRE_COMPARISON_MSG.repetido };
  if (state.slots.some((slot) => slot !== null && slot.tipo_costo !== tyre.tipo_costo))
    return { state, message: TYRE_COMPARISON_MSG.otraUnidad };
  const slots = state.slots.map((slot, i) => (i === index ? tyre : slot));
  return { state: { slots, selected: null }, message: null };
}

/** The tyres in the slots, in slot order (the table's columns and the export's). */
export const assignedTyres = (state: SlotState) =>
  state.slots.filter((slot): slot is SlotTyre => slot !== null);
