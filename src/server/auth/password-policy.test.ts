import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordWeaknesses } from './password-policy';

describe('passwordWeaknesses', () => {
  it('ships a list of 10,000 common passwords', () => {
    const lines = readFileSync(join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines).toHaveLength(10_000);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordWeaknesses('password')).toEqual(['common']);
    expect(passwordWeaknesses('PassWord')).toEqual(['common']);
    expect(passwordWeaknesses('football')).toEqual(['common']);
  });

  it('checks the length in characters, 6 to 128', () => {
    expect(passwordWeaknesses('Ьж7#q')).toEqual(['too_short']);
    expect(passwordWeaknesses('Ьж7#qЮ')).toEqual([]);
    expect(passwordWeaknesses('я'.repeat(128))).toEqual([]);
    expect(passwordWeaknesses('я'.repeat(129))).toEqual(['too_long']);
  });

  it('refuses control characters and lone surrogates, which no keyboard types', () => {
    expect(passwordWeaknesses('Forehand\u0000Topspin')).toEqual(['control_characters']);
    expect(passwordWeaknesses('Forehand\nTopspin')).toEqual(['control_characters']);
    expect(passwordWeaknesses('Forehand-\ud83cTopspin')).toEqual(['control_characters']);
    expect(passwordWeaknesses('Forehand-🎾-Topspin Ω')).toEqual([]);
  });

  it('accepts an uncommon password', () => {
    expect(passwordWeaknesses('Forehand-Topspin-42')).toEqual([]);
  });
});
