import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PositionDiagram } from './position-diagram';

const active = new Set([1, 2, 3, 4, 5, 6]);

describe('PositionDiagram', () => {
  it('draws the 22 slots in the spec rows, active ones labelled', () => {
    renderWithProviders(
      <PositionDiagram
        getSlot={(u) => ({ isActive: active.has(u), label: active.has(u) ? `P${u}` : undefined })}
      />,
    );
    const slots = screen.getAllByRole('button');
    expect(slots).toHaveLength(22);
    expect(screen.getByRole('button', { name: 'Posición 6 (P6)' }).getAttribute('data-active')).toBe('true');
    expect(screen.getByRole('button', { name: 'Posición 22' }).getAttribute('data-active')).toBe('false');
    // Top row left to right is 6, 10, 14, 18, 22: their left offsets grow.
    const left = (u: number) =>
      parseFloat(
        (screen.getByRole('button', { name: new RegExp(`^Posición ${u}\\b`) }).parentElement as HTMLElement)
          .style.left || '0',
      );
    expect([6, 10, 14, 18, 22].map(left)).toEqual([...[6, 10, 14, 18, 22].map(left)].sort((a, b) => a - b));
  });

  it('reports clicks on active slots, and on any slot in an editor', async () => {
    const onSlotClick = vi.fn();
    const { user, unmount } = renderWithProviders(
      <PositionDiagram getSlot={(u) => ({ isActive: active.has(u) })} onSlotClick={onSlotClick} />,
    );
    await user.click(screen.getByRole('button', { name: 'Posición 3' }));
    expect(onSlotClick).toHaveBeenCalledWith(3);
    expect((screen.getByRole('button', { name: 'Posición 9' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    const editor = renderWithProviders(
      <PositionDiagram
        getSlot={(u) => ({ isActive: active.has(u) })}
        onSlotClick={onSlotClick}
        canPickInactive
      />,
    );
    await editor.user.click(screen.getByRole('button', { name: 'Posición 9' }));
    expect(onSlotClick).toHaveBeenLastCalledWith(9);
  });

  it('hides inactive slots in the compact view', () => {
    renderWithProviders(
      <PositionDiagram getSlot={(u) => ({ isActive: active.has(u) })} hideInactive size="small" />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(6);
  });

  it('names positions as users know them and tells empty positions from those holding a tyre', () => {
    // Slot 4 is the user's P3 (ubicación and posición differ): only P3 is heard.
    renderWithProviders(
      <PositionDiagram
        hideInactive
        getSlot={(u) =>
          u === 4
            ? { isActive: true, name: 'P3', isEmpty: true }
            : u === 1
              ? { isActive: true, name: 'P1', label: 'NEU-0001' }
              : { isActive: false }
        }
      />,
    );
    const empty = screen.getByRole('button', { name: 'Posición P3' });
    expect(empty.getAttribute('data-empty')).toBe('true');
    expect(empty.getAttribute('aria-description')).toBe('vacía');
    expect(empty.textContent).toBe('P3');
    const filled = screen.getByRole('button', { name: 'Posición P1 (NEU-0001)' });
    expect(filled.getAttribute('data-empty')).toBeNull();
    expect(filled.textContent).toBe('NEU-0001');
  });
});
