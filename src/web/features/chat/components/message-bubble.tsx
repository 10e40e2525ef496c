import { type ReactNode, Suspense } from 'react';
import type { Message } from '#contract/chat';
import { LazyReportButton as ReportButton } from '#web/features/reports';
import { formatChatTime } from '#web/lib/format-chat-time';
import { useTranslation } from '#web/lib/i18n/use-translation';

/**
 * One message of a read view or a group chat: the user's own on the right; another's on the
 * left, under its sender's name when `senderName` is given (a group, or a deleted account).
 */
export function MessageBubble(props: {
  message: Message;
  mine: boolean;
  senderName?: string;
  /** Beside the time: a report button. */
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { message, mine } = props;
  return (
    <li className={mine ? 'flex justify-end' : 'flex justify-start'}>
      <div
        className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm ${
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground'
        }`}
      >
        {!mine && props.senderName && <p className="text-xs font-semibold">{props.senderName}</p>}
        {message.removed ? (
          <p className="italic">{t('chat_removed')}</p>
        ) : (
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        )}
        <p className="mt-1 flex items-center justify-between gap-2">
          <time
            dateTime={message.createdAt}
            className={`text-[11px] ${mine ? 'text-primary-foreground/80' : 'text-muted-foreground'}`}
          >
            {formatChatTime(message.createdAt, i18n.resolvedLanguage ?? 'bg', t)}
          </time>
          {props.action}
        </p>
      </div>
    </li>
  );
}

/** Reports someone else's message (loaded when first shown). */
export function MessageReportButton(props: { id: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <ReportButton
        kind="message"
        targetId={props.id}
        label={t('report_message_label')}
        look="compact"
      />
    </Suspense>
  );
}
