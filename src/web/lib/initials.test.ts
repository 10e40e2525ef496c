import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two names, in either alphabet', () => {
    expect(initials('Петър Иванов')).toBe('ПИ');
    expect(initials('Georgi Dimitrov')).toBe('GD');
    expect(initials('  анна   мария  маркова ')).toBe('АМ');
    expect(initials('Madonna')).toBe('M');
  });

  it('keeps a letter outside the basic plane whole, and is empty for no name', () => {
    expect(initials('𝓐lex Ray')).toBe('𝓐R');
    expect(initials('   ')).toBe('');
    expect(initials(undefined)).toBe('');
  });
});
