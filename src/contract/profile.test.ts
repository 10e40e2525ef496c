import { describe, expect, it } from 'vitest';
import { normalizePhone, profileUpdateSchema } from './profile';

describe('normalizePhone', () => {
  it('turns the national form into +359 and drops spaces', () => {
    expect(normalizePhone('0888 123 456')).toBe('+359888123456');
    expect(normalizePhone('+359 88 812 3456')).toBe('+359888123456');
    expect(normalizePhone('+359 2 981 1234')).toBe('+35929811234');
  });

  it('refuses other shapes', () => {
    for (const text of [
      '088812345',
      '08881234567',
      '+3598881234',
      '+3598881234567',
      '+44 20 7946 0958',
      '0888-123-456',
    ]) {
      expect(normalizePhone(text), text).toBeUndefined();
    }
  });
});

describe('profileUpdateSchema', () => {
  it('needs only a name', () => {
    expect(profileUpdateSchema.parse({ name: ' Ana ' })).toEqual({ name: 'Ana' });
  });

  it('clears empty texts', () => {
    expect(profileUpdateSchema.parse({ name: 'Ana', bio: '  ', phone: '' })).toEqual({
      name: 'Ana',
      bio: null,
      phone: null,
    });
  });
});
