import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConversations } from '../lib/realtime/use-conversations';

/** The top bar's way to the inbox, with the live count of unread messages. */
export default function MessagesLink() {
  const { t } = useTranslation();
  const { unread } = useConversations(true);
  const label =
    unread > 0 ? `${t('nav_messages')}, ${t('nav_unread', { count: unread })}` : t('nav_messages');
  return (
    <Link
      to="/messages"
      aria-label={label}
      title={label}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <MessageCircle aria-hidden className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] font-semibold leading-5 text-destructive-foreground"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
