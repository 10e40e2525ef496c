import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

interface Entry<T> {
  url: string;
  pages: Page<T>[];
  status: 'loading' | 'ready' | 'error';
  more: 'idle' | 'loading' | 'error';
}

const FRESH_MS = 30_000;
/** Recently loaded lists, so that Back, Forward and tab switches show results at once. */
const cache = new Map<string, { pages: Page<unknown>[]; at: number }>();

function cached<T>(url: string): Page<T>[] | undefined {
  const hit = cache.get(url);
  return hit && Date.now() - hit.at < FRESH_MS ? (hit.pages as Page<T>[]) : undefined;
}

function withCursor(url: string, cursor: string) {
  return `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/**
 * A keyset-paginated list from the API: the first page loads whenever `url` changes (the
 * previous request is aborted), `loadMore` appends the next page. Small on purpose: TanStack
 * Query does not fit the home page's JavaScript budget (decision 002).
 */
export function usePagedList<T>(url: string) {
  const [entry, setEntry] = useState<Entry<T>>(() => ({
    url,
    pages: cached<T>(url) ?? [],
    status: cached(url) ? 'ready' : 'loading',
    more: 'idle',
  }));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry
  useEffect(() => {
    const hit = cached<T>(url);
    if (hit) {
      setEntry({ url, pages: hit, status: 'ready', more: 'idle' });
      return;
    }
    setEntry({ url, pages: [], status: 'loading', more: 'idle' });
    const controller = new AbortController();
    apiFetch<Page<T>>(url, { signal: controller.signal }).then(
      (page) => {
        cache.set(url, { pages: [page], at: Date.now() });
        setEntry({ url, pages: [page], status: 'ready', more: 'idle' });
      },
      () => {
        if (!controller.signal.aborted) setEntry({ url, pages: [], status: 'error', more: 'idle' });
      },
    );
    return () => controller.abort();
  }, [url, attempt]);

  const current: Entry<T> =
    entry.url === url ? entry : { url, pages: [], status: 'loading', more: 'idle' };
  const last = current.pages.at(-1);

  const loadMore = useCallback(async () => {
    if (!last?.nextCursor) return;
    setEntry((previous) => ({ ...previous, more: 'loading' }));
    try {
      const page = await apiFetch<Page<T>>(withCursor(url, last.nextCursor));
      setEntry((previous) => {
        if (previous.url !== url) return previous;
        const pages = [...previous.pages, page];
        cache.set(url, { pages, at: Date.now() });
        return { ...previous, pages, more: 'idle' };
      });
    } catch {
      setEntry((previous) => ({ ...previous, more: 'error' }));
    }
  }, [url, last]);

  const retry = useCallback(() => {
    cache.delete(url);
    setAttempt((n) => n + 1);
  }, [url]);

  return {
    status: current.status,
    items: current.pages.flatMap((page) => page.items),
    total: current.pages[0]?.total ?? 0,
    hasMore: Boolean(last?.nextCursor),
    loadingMore: current.more === 'loading',
    moreFailed: current.more === 'error',
    loadMore,
    retry,
  };
}
