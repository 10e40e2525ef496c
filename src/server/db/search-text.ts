/** Names are matched case-insensitively in application code, so any database locale works. */
export function toSearchText(...names: (string | null | undefined)[]): string {
  return names
    .filter((name): name is string => Boolean(name))
    .join(' ')
    .toLocaleLowerCase('bg');
}

/** A LIKE pattern that matches `text` anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  const escaped = toSearchText(text).replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${escaped}%`;
}
