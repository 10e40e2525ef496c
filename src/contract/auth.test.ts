import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from './auth';

const reason = (password: string) =>
  newPasswordSchema.safeParse(password).error?.issues[0]?.message;

describe('newPasswordSchema', () => {
  it('keeps a password exactly as typed: spaces, emoji and any script', () => {
    expect(newPasswordSchema.parse(' Форхенд 🎾 42 ')).toBe(' Форхенд 🎾 42 ');
  });

  it('refuses a pasted control character and a lone surrogate, as the server does', () => {
    expect(reason('Forehand\tTopspin')).toBe('control_characters');
    expect(reason('Forehand\u0000Topspin')).toBe('control_characters');
    expect(reason('Forehand-\udc00-Topspin')).toBe('control_characters');
  });

  it('counts 6 to 128 characters', () => {
    expect(reason('12345')).toBe('too_short');
    expect(reason('x'.repeat(129))).toBe('too_long');
  });
});
