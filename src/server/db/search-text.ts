/**
 * The `search_name` columns hold names in one Latin form (`tennis_fold`, migration 0010); a
 * query is folded the same way in SQL. This escapes the LIKE wildcards in what was typed.
 */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `search_name like …`: the folded `text` anywhere in the folded name. */
export function searchNameMatches(column: string, param: string): string {
  return `${column} like '%' || tennis_fold(${param}) || '%'`;
}

/**
 * The folded text of the (unescaped) parameter anywhere in the folded name, for a statement on a
 * kept plan (decision 030) whose best plan walks the list's order: tested by position, which the
 * trigram index cannot answer, so no plan made without the text reads every match through it;
 * and folded once a run, where a kept plan would fold it again for every row it tests.
 */
export function searchNameHolds(column: string, param: string): string {
  return `strpos(${column}, (select tennis_fold(${param}))) > 0`;
}
