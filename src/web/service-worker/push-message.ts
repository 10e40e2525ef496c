export interface PushNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The system notification for what the server's push jobs send ({title, body, url, tag}: its
 * text and the page it opens); nothing for data that is not the app's.
 */
export function pushNotification(data: unknown): PushNotification | undefined {
  const payload = (data ?? {}) as Record<string, unknown>;
  const title = text(payload.title);
  if (!title) return undefined;
  return {
    title,
    options: {
      body: text(payload.body) ?? '',
      tag: text(payload.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notificationPath(payload.url) },
    },
  };
}

/** The app's own path only: a push cannot send a tap elsewhere. */
function notificationPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/** The page a tapped notification opens. */
export function notificationUrl(data: unknown, origin: string): string {
  return new URL(notificationPath((data as { url?: unknown } | null)?.url), origin).href;
}
