import { Button } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-toast';
import type { TFunction } from '#web/lib/i18n/translate';
import { useTranslation } from '#web/lib/i18n/use-translation';
import type { SendFailure } from '#web/lib/unsent-messages/unsent-store';
import type { UnsentView } from '../hooks/use-unsent-messages';

/** Why the server refused a message, in the user's language. */
function failureText(t: TFunction, failure: SendFailure): string {
  const field = failure.fields?.content;
  if (failure.code === 'validation' && field) {
    return t([`validation_${field}`, `field_error_${field}`, 'error_validation']);
  }
  return apiErrorText(
    t,
    new ApiRequestError(failure.status, failure.code, failure.message, failure.fields),
  );
}

/** A message of mine that has not reached the server: sending, waiting, or refused and why. */
export function UnsentItem({
  item,
  onRetry,
  onDiscard,
}: {
  item: UnsentView;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex justify-end">
      <div
        className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm ${
          item.sending
            ? 'bg-primary text-primary-foreground'
            : 'border border-dashed border-destructive'
        }`}
      >
        <p className="whitespace-pre-wrap break-words">{item.content}</p>
        {item.sending ? (
          <p className="mt-1 text-[11px] text-primary-foreground/80">{t('chat_sending')}</p>
        ) : (
          <div className="mt-1 space-y-1 text-[11px] text-destructive">
            <p>
              {item.failure
                ? t('chat_not_sent_reason', { reason: failureText(t, item.failure) })
                : item.waitSeconds
                  ? t('chat_not_sent_reason', {
                      reason: t('error_rate_limited', { seconds: item.waitSeconds }),
                    })
                  : t('chat_not_sent')}
            </p>
            <p className="flex flex-wrap gap-2">
              <Button
                size="inline"
                variant="outline"
                className="h-7 px-2 text-xs max-sm:h-11"
                onClick={onRetry}
              >
                {t('chat_send_again')}
              </Button>
              <Button
                size="inline"
                variant="ghost"
                className="h-7 px-2 text-xs max-sm:h-11"
                onClick={onDiscard}
              >
                {t('chat_discard')}
              </Button>
            </p>
          </div>
        )}
      </div>
    </li>
  );
}
