import { describe, expect, it } from 'vitest';
import { parseRouteId } from './use-route-id';

describe('parseRouteId', () => {
  it('takes a positive whole number', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('999999')).toBe(999999);
    expect(parseRouteId('2147483647')).toBe(2147483647);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '', ' 1', '01', '0x10', '2147483648'])('refuses %j', (value) => {
    expect(parseRouteId(value)).toBeNull();
  });

  it('refuses a missing param', () => {
    expect(parseRouteId(undefined)).toBeNull();
  });
});
