import { describe, expect, it } from 'vitest';
import { SqlParams } from '../lib/sql-params';
import { likeEscape, searchNameMatches } from './search-text';

describe('likeEscape', () => {
  it('escapes LIKE wildcards and backslashes', () => {
    expect(likeEscape('50%_А\\')).toBe('50\\%\\_А\\\\');
  });
});

describe('searchNameMatches', () => {
  const test = (text: string) => {
    const params = new SqlParams();
    return { sql: searchNameMatches('n', text, params), values: params.values };
  };

  it('looks up a word as one pattern, its wildcards escaped', () => {
    expect(test('петр_%')).toEqual({
      sql: "n like '%' || tennis_fold($1) || '%'",
      values: ['петр\\_\\%'],
    });
  });

  it('looks up several words with any character between, then tests the whole text', () => {
    expect(test('Мария Петрова')).toEqual({
      sql:
        "n like '%' || regexp_replace(tennis_fold($1), '\\s', '_', 'g') || '%'" +
        ' and strpos(n, tennis_fold($2)) > 0',
      values: ['Мария Петрова', 'Мария Петрова'],
    });
  });
});
