import type { Page } from './page';

const FRESH_MS = 30_000;
/**
 * Recently loaded lists, so that Back, Forward and tab switches show results at once while the
 * home page is shown. Leaving it forgets them all: whatever the user did elsewhere (a new court,
 * a confirmed result) shows when they come back.
 */
const cache = new Map<string, { pages: Page<unknown>[]; at: number }>();

export function cachedPages<T>(url: string): Page<T>[] | undefined {
  const hit = cache.get(url);
  return hit && Date.now() - hit.at < FRESH_MS ? (hit.pages as Page<T>[]) : undefined;
}

export function cachePages(url: string, pages: Page<unknown>[]) {
  cache.set(url, { pages, at: Date.now() });
}

/** Forgets one list (`url`), or every list. */
export function forgetLists(url?: string) {
  if (url) cache.delete(url);
  else cache.clear();
}
