import { Repeat } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Booking } from '#contract/bookings';
import { courtNameIn } from '#contract/court-name';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { acceptSeries, cancelSeriesRest, declineSeries } from '../api/booking-series-api';
import { formatBookingDate } from './booking-item';

type SeasonAction = 'accept' | 'decline' | 'cancel';

/**
 * A season on the owner's list, once: whose, when, how many dates and how many wait, the dates
 * no court would be free for, the whole season's answers, and each date below to answer alone.
 */
export function SeasonRequest(props: {
  /** The season's dates on the list so far, by date. */
  bookings: Booking[];
  /** One date with its own actions. */
  renderDate: (booking: Booking) => ReactNode;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const [confirming, setConfirming] = useState<SeasonAction | null>(null);
  const dates = [...props.bookings].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const first = dates[0];
  if (!first?.series) return null;
  const series = first.series;
  const now = Date.now();
  const ahead = dates.filter((b) => new Date(b.startsAt).getTime() > now);
  const pending = ahead.filter((b) => b.status === 'pending');
  const standing = ahead.filter((b) => b.status === 'pending' || b.status === 'accepted');
  const conflicts = pending.filter((b) => b.fitsIfAccepted === false);
  const dateList = (list: Booking[]) =>
    list.map((b) => formatBookingDate(b.date, language)).join('; ');
  const name = first.requester.name;

  async function run(action: SeasonAction) {
    try {
      if (action === 'accept') {
        const answer = await acceptSeries(series.id);
        const left = answer.conflicts.map((c) => formatBookingDate(c.date, language)).join('; ');
        void notify(t('booking_season_accepted', { count: answer.accepted.length }), {
          kind: 'success',
          ...(left && { description: t('booking_season_accepted_conflicts', { dates: left }) }),
        });
      } else if (action === 'decline') {
        await declineSeries(series.id);
        void notify(t('booking_season_declined'), { kind: 'success' });
      } else if (standing[0]) {
        await cancelSeriesRest(series.id, standing[0].id);
        void notify(t('booking_season_cancelled'), { kind: 'success' });
      }
      setConfirming(null);
      await props.onChanged();
    } catch (error) {
      showApiErrorToast(t, error);
    }
  }

  const texts: Record<SeasonAction, { title: string; description: string; confirm: string }> = {
    accept: {
      title: t('booking_season_accept_title', { name }),
      description: t('booking_season_accept_description'),
      confirm: t('booking_season_accept'),
    },
    decline: {
      title: t('booking_season_decline_title', { name }),
      description: t('booking_season_decline_description'),
      confirm: t('booking_season_decline'),
    },
    cancel: {
      title: t('booking_season_cancel_rest_title'),
      description: t('booking_season_cancel_rest_owner_description'),
      confirm: t('booking_season_cancel_rest'),
    },
  };

  return (
    <section
      aria-label={t('booking_season_heading', { name, start: first.startTime, end: first.endTime })}
      className="space-y-3 rounded-xl border-2 border-primary/40 bg-card p-4 shadow-sm"
    >
      <header className="space-y-1">
        <h3 className="flex items-center gap-2 font-semibold">
          <Repeat aria-hidden="true" className="size-4 text-primary" />
          {t('booking_season_heading', { name, start: first.startTime, end: first.endTime })}
        </h3>
        <p className="text-sm text-muted-foreground">
          {courtNameIn(currentLanguage(i18n), first.court)} ·{' '}
          {formatBookingDate(first.date, language)} –{' '}
          {formatBookingDate(dates.at(-1)?.date ?? first.date, language)}
        </p>
        <p className="text-sm">
          {t('booking_season_summary', { count: dates.length, pending: pending.length })}
        </p>
        {conflicts.length > 0 && (
          <p className="text-sm font-medium text-destructive">
            {t('booking_season_conflicts', { dates: dateList(conflicts) })}
          </p>
        )}
      </header>
      <div className="flex flex-wrap gap-2">
        {pending.length > 0 && (
          <>
            <Button size="sm" onClick={() => setConfirming('accept')}>
              {t('booking_season_accept')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming('decline')}>
              {t('booking_season_decline')}
            </Button>
          </>
        )}
        {standing.length > 0 && pending.length < standing.length && (
          <Button size="sm" variant="outline" onClick={() => setConfirming('cancel')}>
            {t('booking_season_cancel_rest')}
          </Button>
        )}
      </div>
      <details>
        <summary className="cursor-pointer py-3 text-sm font-medium sm:py-0">
          {t('booking_season_show_dates')}
        </summary>
        <ul className="mt-3 space-y-3">
          {dates.map((booking) => (
            <li key={booking.id}>{props.renderDate(booking)}</li>
          ))}
        </ul>
      </details>
      {confirming && (
        <ConfirmDialog
          title={texts[confirming].title}
          description={texts[confirming].description}
          confirmLabel={texts[confirming].confirm}
          backLabel={t('booking_decision_back')}
          destructive={confirming !== 'accept'}
          onConfirm={() => run(confirming)}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
        />
      )}
    </section>
  );
}
