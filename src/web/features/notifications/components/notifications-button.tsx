import { Content, Portal, Root, Trigger } from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import {
  NOTIFICATION_KINDS_TO_ANSWER,
  type Notification,
  notificationPath,
} from '#contract/notifications';
import { ListState } from '#web/components/list-state';
import { TOP_BAR_ICON_CLASS, UnreadBadge } from '#web/components/top-bar-icon';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useNavigate } from '#web/lib/navigation';
import { notify } from '#web/lib/toast';
import { useNotifications } from '../hooks/use-notifications';
import { notificationText } from '../notification-text';
import { NotificationItem } from './notification-item';

/**
 * The top bar's bell: the unread count in its name and badge, and a panel listing the
 * notifications with links to act on them. Those that need an answer also raise a toast.
 */
export default function NotificationsButton() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const toastIfAnswerNeeded = (notification: Notification) => {
    if (!NOTIFICATION_KINDS_TO_ANSWER.includes(notification.kind)) return;
    const { text, note } = notificationText(notification, t, currentLanguage(i18n));
    const path = notificationPath({ ...notification, actorId: notification.actor?.id ?? null });
    void notify(text, {
      description: note,
      // Longer than the usual 4 s: it asks for an answer (the bell keeps it too).
      duration: 10_000,
      action: {
        label: t('notification_open'),
        onClick: () => {
          void notifications.markRead([notification.id]).catch(() => {});
          navigate(path);
        },
      },
    });
  };
  const notifications = useNotifications(true, toastIfAnswerNeeded);
  const { unreadCount, items } = notifications;

  const label =
    unreadCount > 0
      ? `${t('notifications_title')}, ${t('notifications_unread', { count: unreadCount })}`
      : t('notifications_title');

  async function markAll() {
    try {
      await notifications.markRead('all');
    } catch (error) {
      showApiErrorToast(t, error);
    }
  }

  return (
    <Root open={open} onOpenChange={setOpen}>
      <Trigger aria-label={label} title={label} className={TOP_BAR_ICON_CLASS}>
        <Bell aria-hidden className="size-5" />
        <UnreadBadge count={unreadCount} />
      </Trigger>
      <Portal>
        <Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="notifications-heading"
          className="z-50 flex max-h-[min(32rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border border-border bg-card shadow-lg"
        >
          {/* On a phone the title and 'mark all read' may not fit one line: the button wraps below. */}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border px-4 py-3">
            <h2 id="notifications-heading" className="font-semibold">
              {t('notifications_title')}
            </h2>
            {unreadCount > 0 && (
              <Button variant="link" size="inline" onClick={() => void markAll()}>
                {t('notifications_mark_all_read')}
              </Button>
            )}
          </div>
          <div className="overflow-y-auto p-2">
            <ListState
              isPending={notifications.isPending}
              isError={notifications.isError}
              isEmpty={items.length === 0}
              emptyText={t('notifications_empty')}
              onRetry={() => void notifications.refetch()}
            />
            {items.length > 0 && (
              <ul aria-labelledby="notifications-heading" className="space-y-1">
                {items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={() => {
                      setOpen(false);
                      if (!notification.readAt) {
                        void notifications.markRead([notification.id]).catch(() => {});
                      }
                    }}
                  />
                ))}
              </ul>
            )}
            {notifications.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                className="mt-2 w-full"
                disabled={notifications.isFetchingNextPage}
                onClick={() => void notifications.fetchNextPage()}
              >
                {notifications.isFetchingNextPage ? t('loading') : t('show_more')}
              </Button>
            )}
          </div>
        </Content>
      </Portal>
    </Root>
  );
}
