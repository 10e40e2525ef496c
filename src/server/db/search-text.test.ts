import { describe, expect, it } from 'vitest';
import { containsPattern, toSearchText } from './search-text';

describe('toSearchText', () => {
  it('lower-cases Cyrillic and Latin names and skips missing ones', () => {
    expect(toSearchText('Тенис Клуб', null, 'Tennis CLUB')).toBe('тенис клуб tennis club');
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_А')).toBe('%50\\%\\_а%');
  });
});
