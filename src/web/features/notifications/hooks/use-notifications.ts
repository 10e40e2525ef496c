import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Notification, NotificationsPage } from '#contract/notifications';
import { useActivity } from '#web/lib/realtime/use-activity';
import {
  fetchNotifications,
  markNotificationsRead,
  notificationsQueryKey,
} from '../api/notifications-api';

type Pages = InfiniteData<NotificationsPage, string | undefined>;

/** Whether `later` replaces `earlier`: the day's grouped games that fit, with a new count. */
function replaces(later: Notification, earlier: Notification): boolean {
  return (
    later.kind === 'open_match_fits_more' &&
    earlier.kind === 'open_match_fits_more' &&
    later.data.date === earlier.data.date
  );
}

function withNew(data: Pages, notification: Notification): Pages {
  const [first, ...rest] = data.pages;
  if (!first || first.items.some((n) => n.id === notification.id)) return data;
  const replaced = first.items.filter((n) => replaces(notification, n));
  const unreadReplaced = replaced.filter((n) => !n.readAt).length;
  return {
    ...data,
    pages: [
      {
        ...first,
        items: [notification, ...first.items.filter((n) => !replaced.includes(n))],
        unreadCount: first.unreadCount - unreadReplaced + (notification.readAt ? 0 : 1),
      },
      ...rest,
    ],
  };
}

function withRead(data: Pages, ids: string[] | 'all', unreadCount: number): Pages {
  const now = new Date().toISOString();
  const read = (n: Notification) =>
    !n.readAt && (ids === 'all' || ids.includes(n.id)) ? { ...n, readAt: now } : n;
  return {
    ...data,
    pages: data.pages.map((page, i) => ({
      ...page,
      items: page.items.map(read),
      unreadCount: i === 0 ? unreadCount : page.unreadCount,
    })),
  };
}

/**
 * The bell's notifications, newest first with Show more, and the unread count: a new one
 * arrives live from the socket (and `onNew` hears of it); reads on other devices reload it.
 */
export function useNotifications(enabled: boolean, onNew?: (notification: Notification) => void) {
  const queryClient = useQueryClient();
  const latestOnNew = useRef(onNew);
  latestOnNew.current = onNew;
  const query = useInfiniteQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });

  useActivity(['notification', 'notifications_read'], enabled, (event) => {
    if (event.type === 'notification') {
      const current = queryClient.getQueryData<Pages>(notificationsQueryKey);
      if (current)
        queryClient.setQueryData(notificationsQueryKey, withNew(current, event.notification));
      else void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      latestOnNew.current?.(event.notification);
    } else {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    }
  });

  const markRead = useCallback(
    async (ids: string[] | 'all') => {
      const { unreadCount } = await markNotificationsRead(ids === 'all' ? { all: true } : { ids });
      queryClient.setQueryData<Pages>(
        notificationsQueryKey,
        (data) => data && withRead(data, ids, unreadCount),
      );
    },
    [queryClient],
  );

  // A notification that arrived live may come again on a later page: show it once.
  const byId = new Map<string, Notification>();
  for (const n of query.data?.pages.flatMap((page) => page.items) ?? []) {
    if (!byId.has(n.id)) byId.set(n.id, n);
  }
  const items = [...byId.values()];
  return {
    ...query,
    items,
    unreadCount: query.data?.pages[0]?.unreadCount ?? 0,
    markRead,
  };
}
