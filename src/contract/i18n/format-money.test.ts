import { describe, expect, it } from 'vitest';
import { formatEuro } from './format-money';

describe('formatEuro', () => {
  it('writes whole euro without cents, the sign where each language puts it', () => {
    // A no-break space: the amount and its sign never part at a line's end.
    expect(formatEuro(18, 'bg')).toBe('18\u00a0€');
    expect(formatEuro(18, 'en')).toBe('€18');
  });

  it('writes cents with the language’s decimal mark', () => {
    expect(formatEuro(17.9, 'bg')).toBe('17,90\u00a0€');
    expect(formatEuro(17.9, 'en')).toBe('€17.90');
    expect(formatEuro(1234.5, 'en')).toBe('€1,234.50');
  });

  it('rounds to the cent', () => {
    expect(formatEuro(13.004, 'en')).toBe('€13');
    expect(formatEuro(0.1 + 0.2, 'en')).toBe('€0.30');
  });
});
