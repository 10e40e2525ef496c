import { CalendarClock, MapPinned, MessageCircle } from 'lucide-react';
import { Suspense } from 'react';
import type { PartnerRequest } from '#contract/partner-requests';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { LazyReportButton as ReportButton } from '#web/features/reports';
import { formatChatTime } from '#web/lib/format-chat-time';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';

/** One partner search request on the board: author, level, district, times and message. */
export function PartnerRequestCard(props: {
  request: PartnerRequest;
  own: boolean;
  showStatus: boolean;
  closing: boolean;
  onMessage: () => void;
  onClose: () => void;
}) {
  const { request, own } = props;
  const { t, i18n } = useTranslation();
  const signedIn = Boolean(useSession().user);
  const language = i18n.resolvedLanguage ?? 'bg';
  return (
    <article
      aria-label={t('partner_request_by', { name: request.author.name })}
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{request.author.name}</h3>
          <p className="text-xs text-muted-foreground">
            {t('partner_request_posted', {
              time: formatChatTime(request.createdAt, language, t),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="accent">{t(`level_${request.level}`)}</Badge>
          {props.showStatus && (
            <Badge tone={request.status === 'open' ? 'primary' : 'outline'}>
              {t(`partner_request_status_${request.status}`)}
            </Badge>
          )}
        </div>
      </header>
      <ul className="space-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <MapPinned aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t(`district_${request.district}`)}
        </li>
        <li className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span>
            <span className="sr-only">{t('request_time')}: </span>
            {request.preferredTime}
          </span>
        </li>
      </ul>
      {request.message && <p className="whitespace-pre-line text-sm">{request.message}</p>}
      <div className="mt-auto flex gap-2 pt-1">
        {own ? (
          request.status === 'open' && (
            <Button
              variant="outline"
              className="w-full"
              disabled={props.closing}
              onClick={props.onClose}
            >
              {props.closing ? t('loading') : t('partner_request_close')}
            </Button>
          )
        ) : (
          <Button
            variant="outline"
            className="w-full"
            aria-label={t('partner_request_message', { name: request.author.name })}
            onClick={props.onMessage}
          >
            <MessageCircle aria-hidden="true" />
            {t('message_button')}
          </Button>
        )}
        {!own && signedIn && (
          <Suspense fallback={null}>
            <ReportButton
              kind="partner_request"
              targetId={request.id}
              label={t('report_partner_request_label', { name: request.author.name })}
              look="icon"
            />
          </Suspense>
        )}
      </div>
    </article>
  );
}
