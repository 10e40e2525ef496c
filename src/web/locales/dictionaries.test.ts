import { describe, expect, it } from 'vitest';
import bg from './bg/translation.json';
import en from './en/translation.json';

describe('the bg and en dictionaries', () => {
  it('have exactly the same keys', () => {
    const bgKeys = Object.keys(bg).sort();
    const enKeys = Object.keys(en).sort();
    expect(bgKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !bgKeys.includes(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const dictionary of [bg, en]) {
      expect(Object.entries(dictionary).filter(([, text]) => !String(text).trim())).toEqual([]);
    }
  });
});
