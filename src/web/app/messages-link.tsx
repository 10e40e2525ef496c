import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { TOP_BAR_ICON_CLASS, UnreadBadge } from '#web/components/top-bar-icon';
import { useConversations } from '#web/features/chat/hooks/use-conversations';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** The top bar's way to the inbox, with the live count of unread messages. */
export default function MessagesLink() {
  const { t } = useTranslation();
  const { unread } = useConversations(true);
  const label =
    unread > 0 ? `${t('nav_messages')}, ${t('nav_unread', { count: unread })}` : t('nav_messages');
  return (
    <Link to="/messages" aria-label={label} title={label} className={TOP_BAR_ICON_CLASS}>
      <MessageCircle aria-hidden className="size-5" />
      <UnreadBadge count={unread} />
    </Link>
  );
}
