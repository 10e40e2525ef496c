import type { SqlParams } from '../lib/sql-params';

/**
 * The `search_name` columns hold names in one Latin form (`tennis_fold`, migration 0010); a
 * query is folded the same way in SQL. This escapes the LIKE wildcards in what was typed.
 */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How a statement tests that a name holds a text: its SQL, the text's values added to `params`. */
export type NameTest = (column: string, text: string, params: SqlParams) => string;

/**
 * The folded `text` anywhere in the folded name, as the trigram index answers it. In a pattern
 * with a space, pg_trgm also looks up the trigrams at the words' edges (`ia `, `  p` in
 * 'maria petrova'), which tens of thousands of names hold: the pattern has any one character
 * in each space's place, so that only the trigrams inside words are looked up, and the text is
 * then tested whole by position (a full name's count at 100,000 players: 1.2 → 0.8 ms,
 * bench/RESULTS.md, 2026-11-25 evening).
 */
export const searchNameMatches: NameTest = (column, text, params) => {
  const pattern = params.add(likeEscape(text));
  if (!/\s/.test(text)) return `${column} like '%' || tennis_fold(${pattern}) || '%'`;
  return (
    `${column} like '%' || regexp_replace(tennis_fold(${pattern}), '\\s', '_', 'g') || '%'` +
    ` and strpos(${column}, tennis_fold(${params.add(text)})) > 0`
  );
};

/**
 * The folded text anywhere in the folded name, for a statement on a kept plan (decision 030)
 * whose best plan walks the list's order: tested by position, which the trigram index cannot
 * answer, so no plan made without the text reads every match through it; and folded once a
 * run, where a kept plan would fold it again for every row it tests.
 */
export const searchNameHolds: NameTest = (column, text, params) =>
  `strpos(${column}, (select tennis_fold(${params.add(text)}))) > 0`;
