import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('writes a calendar day DD/MM/AAAA without moving it', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('0999-12-31')).toBe('31/12/0999');
  });

  it("reads an instant in Lima's calendar", () => {
    // 03:30 UTC on the 22nd is still the 21st in Lima (UTC−5).
    expect(formatDate('2026-11-22T03:30:00Z')).toBe('21/11/2026');
    expect(formatDate('2026-11-22T05:00:00.000Z')).toBe('22/11/2026');
  });

  it('shows a dash when there is no date', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('writes an instant DD/MM/AAAA HH:mm on a 24-hour clock in Lima', () => {
    expect(formatDateTime('2026-11-22T03:30:00Z')).toBe('21/11/2026 22:30');
    expect(formatDateTime('2026-01-02T12:05:00Z')).toBe('02/01/2026 07:05');
  });

  it('keeps a bare day as a day', () => {
    expect(formatDateTime('2026-03-05')).toBe('05/03/2026');
    expect(formatDateTime(null)).toBe('-');
  });
});
