import { describe, expect, it } from 'vitest';
import { SqlParams } from '#server/lib/sql-params';
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

  it('looks up several words by their edges, then tests the whole text', () => {
    expect(test('Мария Петрова')).toEqual({
      sql:
        'tennis_name_edges(n) @> tennis_text_edges(tennis_fold($1))' +
        ' and strpos(n, (select tennis_fold($1))) > 0',
      values: ['Мария Петрова'],
    });
  });

  it('looks up words too short for an edge as one pattern', () => {
    expect(test('ан ив').sql).toBe("n like '%' || tennis_fold($1) || '%'");
    expect(test('😀x y').sql).toBe("n like '%' || tennis_fold($1) || '%'");
    expect(test('ан петрова ив').sql).toBe("n like '%' || tennis_fold($1) || '%'");
  });
});
