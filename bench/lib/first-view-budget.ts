import type { FirstView } from './first-view';

/**
 * What a phone may receive for the first view of an entry page, in bytes as they came over the
 * wire (1 kB = 1000 bytes). The browser test holds the app to it; bench/first-view.ts prints it.
 */
export const FIRST_VIEW_BUDGET = { script: 90_000, stylesheet: 12_000, dictionaries: 1 };

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Each way `view` misses the budget, in words; empty when it fits. */
export function budgetMisses(view: FirstView): string[] {
  const misses: string[] = [];
  if (view.totals.script > FIRST_VIEW_BUDGET.script) {
    misses.push(`JavaScript ${kb(view.totals.script)} > ${kb(FIRST_VIEW_BUDGET.script)}`);
  }
  if (view.totals.stylesheet > FIRST_VIEW_BUDGET.stylesheet) {
    misses.push(`CSS ${kb(view.totals.stylesheet)} > ${kb(FIRST_VIEW_BUDGET.stylesheet)}`);
  }
  if (view.counts.dictionary !== FIRST_VIEW_BUDGET.dictionaries) {
    misses.push(`${view.counts.dictionary} dictionaries, not ${FIRST_VIEW_BUDGET.dictionaries}`);
  }
  return misses;
}
