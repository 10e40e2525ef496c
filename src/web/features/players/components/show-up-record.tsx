import { useQuery } from '@tanstack/react-query';
import { courtNameIn } from '#contract/court-name';
import type { PlayerNoShow } from '#contract/no-shows';
import { TitledSection } from '#web/components/titled-section';
import { Button } from '#web/components/ui/button';
import { formatBookingDate, removeNoShow } from '#web/features/bookings';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { reliabilityQueryOptions } from '../api/reliability-api';

/**
 * 'Showed up to 9 of 10', once a player has five events, with the courts' no-show marks and
 * the player's replies; an administrator sees the marks always, each with 'Remove mark'.
 */
export function ShowUpRecord({ playerId, isAdmin }: { playerId: string; isAdmin: boolean }) {
  const { t } = useTranslation();
  const reliability = useQuery(reliabilityQueryOptions(playerId));
  const { record, noShows = [] } = reliability.data ?? {};
  if (!record && noShows.length === 0) return null;
  return (
    <TitledSection title={t('show_up_title')}>
      {record && (
        <div>
          <p className="text-lg font-semibold">
            {t('show_up_record', { showedUp: record.showedUp, events: record.events })}
          </p>
          {record.lateCancellations > 0 && (
            <p className="text-sm">
              {t('show_up_late_cancellations', { count: record.lateCancellations })}
            </p>
          )}
          {record.lateBookingCancellations > 0 && (
            <p className="text-sm">
              {t('show_up_late_booking_cancellations', {
                count: record.lateBookingCancellations,
              })}
            </p>
          )}
          <p className="text-sm text-muted-foreground">{t('show_up_explained')}</p>
        </div>
      )}
      {noShows.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-medium">{t('show_up_marks')}</h3>
          <ul className="space-y-2">
            {noShows.map((mark) => (
              <li key={mark.bookingId}>
                <NoShowMark
                  mark={mark}
                  isAdmin={isAdmin}
                  onRemoved={() => void reliability.refetch()}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </TitledSection>
  );
}

function NoShowMark(props: { mark: PlayerNoShow; isAdmin: boolean; onRemoved: () => void }) {
  const { mark } = props;
  const { t, i18n } = useTranslation();
  const courtName = courtNameIn(currentLanguage(i18n), mark.court);
  const date = formatBookingDate(mark.date, i18n.resolvedLanguage ?? 'bg');
  return (
    <div className="space-y-1 rounded-xl border border-border bg-card p-3 text-sm">
      <p className="font-medium">
        {courtName}, {date}
      </p>
      {mark.reply && (
        <p>
          <span className="font-medium">{t('no_show_reply_heading')}: </span>
          <span className="whitespace-pre-line">{mark.reply}</span>
        </p>
      )}
      {props.isAdmin && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('no_show_remove_label', { courtName, date })}
          onClick={async () => {
            try {
              await removeNoShow(mark.bookingId);
              void notify(t('no_show_removed'), { kind: 'success' });
              props.onRemoved();
            } catch (error) {
              showApiErrorToast(t, error);
            }
          }}
        >
          {t('no_show_remove')}
        </Button>
      )}
    </div>
  );
}
