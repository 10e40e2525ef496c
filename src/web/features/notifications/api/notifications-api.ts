import type { MarkNotificationsRead, NotificationsPage } from '#contract/notifications';
import { apiFetch, jsonBody, toQueryString } from '#web/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

/** GET /api/notifications: one page, newest first, with the unread count. */
export function fetchNotifications(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  return apiFetch<NotificationsPage>(`/api/notifications${toQueryString({ cursor })}`, { signal });
}

/** POST /api/notifications/read: some by id, or all. */
export function markNotificationsRead(body: MarkNotificationsRead) {
  return apiFetch<{ unreadCount: number }>('/api/notifications/read', jsonBody(body));
}
