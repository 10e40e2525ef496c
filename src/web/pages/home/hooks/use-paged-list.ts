import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { cachedPages as cached, cachePages, forgetLists } from '../../../lib/list-cache';
import type { Page } from '../../../lib/page';

interface Entry<T> {
  url: string;
  pages: Page<T>[];
  status: 'loading' | 'ready' | 'error';
  more: 'idle' | 'loading' | 'error';
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
        cachePages(url, [page]);
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
        cachePages(url, pages);
        return { ...previous, pages, more: 'idle' };
      });
    } catch {
      setEntry((previous) => ({ ...previous, more: 'error' }));
    }
  }, [url, last]);

  /** Loads the list afresh (after an error, or after a change to it). */
  const retry = useCallback(() => {
    forgetLists(url);
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
