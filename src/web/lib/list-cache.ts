import type { Page } from './page';

const FRESH_MS = 30_000;
/** Recently loaded lists, so that Back, Forward and tab switches show results at once. */
const cache = new Map<string, { pages: Page<unknown>[]; at: number }>();

export function cachedPages<T>(url: string): Page<T>[] | undefined {
  const hit = cache.get(url);
  return hit && Date.now() - hit.at < FRESH_MS ? (hit.pages as Page<T>[]) : undefined;
}

export function cachePages(url: string, pages: Page<unknown>[]) {
  cache.set(url, { pages, at: Date.now() });
}

/** Forgets every cached list whose URL starts with `prefix`: after a write that changes them. */
export function forgetLists(prefix: string) {
  for (const url of cache.keys()) if (url.startsWith(prefix)) cache.delete(url);
}
