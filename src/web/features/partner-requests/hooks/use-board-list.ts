import { useCallback, useEffect, useState } from 'react';
import type { PartnerRequest, PartnerRequestsPage } from '../../../../contract/partner-requests';
import { apiFetch } from '../../../lib/api-client';

type Status = 'loading' | 'ready' | 'error';

/**
 * The partner-request board's pages: the first loads whenever `url` changes, `loadMore` appends
 * the next. Its own small hook rather than usePagedList: sharing that with the home page's
 * first chunk would split it out and cost the home page's budget (decision 002).
 */
export function useBoardList(url: string) {
  const [items, setItems] = useState<PartnerRequest[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on demand
  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    apiFetch<PartnerRequestsPage>(url, { signal: controller.signal }).then(
      (page) => {
        setItems(page.items);
        setCursor(page.nextCursor);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [url, attempt]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const separator = url.includes('?') ? '&' : '?';
      const page = await apiFetch<PartnerRequestsPage>(
        `${url}${separator}cursor=${encodeURIComponent(cursor)}`,
      );
      setItems((previous) => [...previous, ...page.items]);
      setCursor(page.nextCursor);
    } finally {
      setLoadingMore(false);
    }
  }, [url, cursor]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, status, hasMore: Boolean(cursor), loadingMore, loadMore, reload };
}
