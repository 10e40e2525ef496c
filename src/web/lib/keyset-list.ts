import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from './api-client';
import type { Page } from './page';

/** The query of a keyset-paginated API list: its key is its URL, a page follows `nextCursor`. */
export function keysetListOptions<T>(url: string) {
  return infiniteQueryOptions({
    queryKey: ['list', url],
    queryFn: ({ pageParam, signal }) => apiFetch<Page<T>>(withCursor(url, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every list's queries, e.g. to refresh them all after a change elsewhere. */
export const LISTS_QUERY_KEY = ['list'];

function withCursor(url: string, cursor: string) {
  if (!cursor) return url;
  return `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/** A list with its first page loaded when `url` changes, and the next pages on demand. */
export function useKeysetList<T>(url: string) {
  const query = useInfiniteQuery(keysetListOptions<T>(url));
  const { refetch, fetchNextPage } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const pages = query.data?.pages ?? [];
  return {
    status: query.isPending ? 'loading' : query.isError && !pages.length ? 'error' : 'ready',
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
    totalIsLowerBound: pages[0]?.totalIsLowerBound ?? false,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    loadMore,
    reload,
  } as const;
}

export type KeysetList<T> = ReturnType<typeof useKeysetList<T>>;
