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
