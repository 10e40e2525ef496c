/// <reference lib="webworker" />
import { openNotificationPage } from './notification-click';
import { notificationUrl, pushNotification } from './push-message';

/** A push from the server: shown as a system notification, even with the app closed. */
export async function handlePush(self: ServiceWorkerGlobalScope, event: PushEvent) {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const notification = pushNotification(data);
  if (notification)
    await self.registration.showNotification(notification.title, notification.options);
}

/** A tapped notification opens its page: in an open window of the app if there is one. */
export async function handleNotificationClick(
  self: ServiceWorkerGlobalScope,
  event: NotificationEvent,
) {
  event.notification.close();
  await openNotificationPage(
    self.clients,
    notificationUrl(event.notification.data, self.location.origin),
  );
}
