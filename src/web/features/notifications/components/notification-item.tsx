import { Link } from 'wouter';
import { type Notification, notificationPath } from '#contract/notifications';
import { currentLanguage } from '#web/lib/current-language';
import { formatRelativeTime } from '#web/lib/format-relative-time';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { cn } from '#web/lib/utils';
import { notificationText } from '../notification-text';
import { AcceptInvitationButton, acceptsInvitation } from './accept-invitation-button';

/**
 * One notification: what happened, who, when, as a link to the place to act. An invitation to a
 * game to come also has its own 'Accept' below the link, a button of its own rather than inside
 * it (a link may not hold another control).
 */
export function NotificationItem(props: { notification: Notification; onOpen: () => void }) {
  const { notification } = props;
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { text, note } = notificationText(notification, t, language);
  const unread = !notification.readAt;
  return (
    <li>
      <Link
        to={notificationPath({ ...notification, actorId: notification.actor?.id ?? null })}
        onClick={props.onOpen}
        className={cn(
          'flex gap-3 rounded-lg px-3 py-2.5 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          unread && 'bg-primary/5',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            unread ? 'bg-primary' : 'bg-transparent',
          )}
        />
        <span className="min-w-0 flex-1 space-y-0.5">
          {unread && <span className="sr-only">{t('notifications_unread_marker')}: </span>}
          <span className={cn('block break-words', unread && 'font-medium')}>{text}</span>
          {note && <span className="block break-words text-muted-foreground">{note}</span>}
          <time dateTime={notification.createdAt} className="block text-xs text-muted-foreground">
            {formatRelativeTime(notification.createdAt, language)}
          </time>
        </span>
      </Link>
      {acceptsInvitation(notification) && (
        <AcceptInvitationButton
          gameId={notification.subjectId}
          organizerName={notification.actor?.name ?? t('notification_someone')}
        />
      )}
    </li>
  );
}
