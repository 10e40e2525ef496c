import type { SqlParams } from '#server/lib/sql-params';

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
 * Whether a search for `text` finds its names by their words' edges (migration 0028): it has
 * parts between spaces, the first or the last of 3 letters or more (folding never shortens a
 * letter, so the database finds the same). Its statement's best plan is the same whatever the
 * text, the edges' index and then the text by position: it runs on a kept plan (decision 030).
 */
export function searchesByEdges(text: string): boolean {
  const parts = text.split(' ');
  return parts.length > 1 && [parts[0], parts.at(-1)].some((part) => [...(part ?? '')].length >= 3);
}

/**
 * The folded `text` anywhere in the folded name. A word is looked up in the trigram index; a
 * text of several words in the index of the words' edges (the first part ends a word of the
 * name, the last begins one), which finds a full name in two short lists where the trigrams
 * intersect eight, some of them in a third of all names; the text is then tested whole by
 * position, folded once a run (a full name's page and total at 100,000 players: 1.9 → 0.5 ms,
 * bench/RESULTS.md, 2026-11-25, late evening).
 */
export const searchNameMatches: NameTest = (column, text, params) => {
  if (!searchesByEdges(text)) {
    return `${column} like '%' || tennis_fold(${params.add(likeEscape(text))}) || '%'`;
  }
  const value = params.add(text);
  return (
    `tennis_name_edges(${column}) @> tennis_text_edges(tennis_fold(${value}))` +
    ` and strpos(${column}, (select tennis_fold(${value}))) > 0`
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
