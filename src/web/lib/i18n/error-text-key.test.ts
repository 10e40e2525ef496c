import { describe, expect, it } from 'vitest';
import { errorTextKey } from './error-text-key';

describe('errorTextKey', () => {
  it("names a code's text, and takes only the contract's codes", () => {
    expect(errorTextKey('court_full')).toBe('error_court_full');
    // @ts-expect-error: a code the contract does not list has no text to look up
    expect(errorTextKey('court_fool')).toBe('error_court_fool');
  });
});
