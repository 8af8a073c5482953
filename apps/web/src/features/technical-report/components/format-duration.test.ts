import { describe, expect, it } from 'vitest';
import { formatAgo, formatDuration } from './format-duration';
import { uniqueLabels } from './unique-labels';

describe('formatDuration', () => {
  it('reads seconds as hh:mm:ss, hours past 24 included', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(493_509)).toBe('137:05:09');
    expect(formatDuration(null)).toBe('-');
  });
});

describe('formatAgo', () => {
  it('names the largest whole unit', () => {
    expect(formatAgo(30)).toBe('hace un momento');
    expect(formatAgo(60)).toBe('hace 1 minuto');
    expect(formatAgo(7200)).toBe('hace 2 horas');
    expect(formatAgo(86_400 * 3 + 5)).toBe('hace 3 días');
    expect(formatAgo(86_400 * 400)).toBe('hace 1 año');
  });
});

describe('uniqueLabels', () => {
  it('tells apart only the names users share', () => {
    expect(
      uniqueLabels([
        { name: 'Ana', detail: 'a@x.pe' },
        { name: 'Beto', detail: 'b@x.pe' },
        { name: 'Ana', detail: 'a2@x.pe' },
      ]),
    ).toEqual(['Ana (a@x.pe)', 'Beto', 'Ana (a2@x.pe)']);
  });
});
