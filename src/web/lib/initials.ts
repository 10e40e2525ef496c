/**
 * The letters in a person's round badge: the first letter of their first two names, 'ПИ' for
 * Петър Иванов, 'M' for Madonna; empty for a blank name. Letters, not UTF-16 halves.
 */
export function initials(name: string | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
