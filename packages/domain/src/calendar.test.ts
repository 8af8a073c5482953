import { describe, expect, it } from 'vitest';
import { addDays, todayInLima } from './calendar';

describe('business calendar', () => {
  it('is still yesterday in Lima when it is already tomorrow in UTC', () => {
    expect(todayInLima(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-21');
    expect(todayInLima(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
  });

  it('moves dates across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
