import { describe, expect, it } from 'vitest';
import { closestMatch, editDistance, normalizeName, unknownValueMessage } from './closest-match';

describe('closest catalogue value', () => {
  it('compares without case, accents or extra spaces', () => {
    expect(normalizeName('  Tracción  doble ')).toBe('TRACCION DOBLE');
  });

  it('counts edits', () => {
    expect(editDistance('MICHELN', 'MICHELIN')).toBe(1);
    expect(editDistance('', 'ABC')).toBe(3);
    expect(editDistance('KITTEN', 'SITTING')).toBe(3);
  });

  it('names the nearest existing value', () => {
    expect(closestMatch('micheln', ['BRIDGESTONE', 'MICHELIN', 'GOODYEAR'])).toBe('MICHELIN');
    expect(closestMatch('x', [])).toBeUndefined();
  });

  it('builds the row message', () => {
    expect(unknownValueMessage('Marca', 'MICHELN', ['MICHELIN'])).toBe(
      'Marca "MICHELN" no existe. ¿Quiso decir "MICHELIN"?',
    );
    expect(unknownValueMessage('Planta', 'Lima', [])).toBe('Planta "Lima" no existe');
  });
});
