import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_REASONS } from '#contract/errors';
import bg from './bg/translation.json';
import en from './en/translation.json';

describe('the dictionaries', () => {
  it('have a text for every API error code', () => {
    for (const dictionary of [bg, en] as Record<string, string>[]) {
      expect(ERROR_CODES.filter((code) => !dictionary[`error_${code}`])).toEqual([]);
    }
  });

  it('have error texts only for the codes, and for the few lines around them', () => {
    const besideCodes = ['error_title', 'error_try_again', 'error_weak_password_common'];
    const codeKeys = ERROR_CODES.map((code) => `error_${code}`);
    for (const dictionary of [bg, en] as Record<string, string>[]) {
      const stray = Object.keys(dictionary).filter(
        (key) => key.startsWith('error_') && !codeKeys.includes(key) && !besideCodes.includes(key),
      );
      expect(stray).toEqual([]);
    }
  });

  it('have a text for every validation reason the server sends', () => {
    for (const dictionary of [bg, en] as Record<string, string>[]) {
      expect(FIELD_REASONS.filter((reason) => !dictionary[`validation_${reason}`])).toEqual([]);
    }
  });
});
