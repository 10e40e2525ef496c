import { describe, expect, it } from 'vitest';
import { likeEscape } from './search-text';

describe('likeEscape', () => {
  it('escapes LIKE wildcards and backslashes', () => {
    expect(likeEscape('50%_А\\')).toBe('50\\%\\_А\\\\');
  });
});
