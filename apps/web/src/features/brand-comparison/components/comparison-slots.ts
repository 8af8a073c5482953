import { BRAND_COMPARISON_SLOTS } from '@huella/contracts';

/** The five columns (spec 3 §4, §9): each empty (null) or holding a brand or design. */
export type Slot = { id: number; descripcion: string } | null;
export const emptySlots = (): Slot[] => Array.from({ length: BRAND_COMPARISON_SLOTS }, () => null);

export type SlotOutcome = { slots: Slot[]; message: string | null };

/**
 * A click on slot `index` (spec 3 §4): an assigned slot is freed; an empty one takes the selected list row,
 * unless nothing is selected or that row already sits in another slot.
 */
export function pickSlot(
  slots: Slot[],
  index: number,
  selected: Slot,
  noun: { uno: string; el: string },
): SlotOutcome {
  if (slots[index]) return { slots: slots.map((slot, k) => (k === index ? null : slot)), message: null };
  if (!selected) return { slots, message: `Seleccione primero ${noun.uno} de la lista` };
  if (slots.some((slot) => slot?.id === selected.id))
    return { slots, message: `${noun.el} ya está en la comparación` };
  return { slots: slots.map((slot, k) => (k === index ? selected : slot)), message: null };
}
