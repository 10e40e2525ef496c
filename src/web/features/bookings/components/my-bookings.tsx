import { useState } from 'react';
import { type Booking, cancellingIsLate, freeCancelWallClock } from '#contract/bookings';
import { NO_SHOW_REPLY_MAX_LENGTH, noShowReplyBodySchema } from '#contract/no-shows';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { ListState } from '#web/components/list-state';
import { Button } from '#web/components/ui/button';
import { RateCourtDialog, TextAnswerDialog } from '#web/features/reviews';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import type { TFunction } from '#web/lib/i18n/translate';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { useHashTarget } from '#web/lib/use-hash-target';
import { cancelSeriesRest } from '../api/booking-series-api';
import { answerBooking } from '../api/bookings-api';
import { replyToNoShow } from '../api/no-shows-api';
import { useBookings } from '../hooks/use-bookings';
import { cancellable, rateable } from '../requester-actions';
import { BookingItem, formatBookingDate } from './booking-item';

/**
 * What cancelling would mean, said before the player confirms: past the court's free
 * cancellation, that it would be late and what a late cancellation does.
 */
function cancelDescription(t: TFunction, language: string, booking: Booking, now: Date) {
  const end = freeCancelWallClock(booking.freeCancelUntil, booking.startsAt);
  if (cancellingIsLate(booking, now) && end) {
    const date = formatBookingDate(end.date, language);
    return t('booking_cancel_late_description', { date, time: end.time });
  }
  return t(
    booking.status === 'accepted'
      ? 'booking_cancel_accepted_description'
      : 'booking_cancel_pending_description',
  );
}

/**
 * The user's booking requests with their status, live: cancel one while allowed, rate the
 * court after playing, answer a no-show mark.
 */
export function MyBookings() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const bookings = useBookings('requester', true);
  useHashTarget(!bookings.isPending);
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [endingSeason, setEndingSeason] = useState<Booking | null>(null);
  const [rating, setRating] = useState<Booking | null>(null);
  const [replying, setReplying] = useState<Booking | null>(null);

  async function cancel(booking: Booking) {
    setBusy(booking.id);
    try {
      await answerBooking(booking.id, 'cancel');
      void notify(t('booking_cancelled'), { kind: 'success' });
      await bookings.refetch();
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setBusy(null);
    }
  }

  async function cancelRest(booking: Booking) {
    if (!booking.series) return;
    try {
      await cancelSeriesRest(booking.series.id, booking.id);
      void notify(t('booking_season_cancelled'), { kind: 'success' });
      await bookings.refetch();
    } catch (error) {
      showApiErrorToast(t, error);
    }
  }

  const now = new Date();
  return (
    <section aria-label={t('my_bookings_title')} className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('my_bookings_intro')}</p>
      <ListState
        isPending={bookings.isPending}
        isError={bookings.isError}
        isEmpty={bookings.items.length === 0}
        emptyText={t('my_bookings_empty')}
        onRetry={() => void bookings.refetch()}
      />
      <ul aria-live="polite" className="space-y-3">
        {bookings.items.map((booking) => (
          <li key={booking.id}>
            <BookingItem
              booking={booking}
              headingLevel={2}
              actions={
                <>
                  {cancellable(booking, now) && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy === booking.id}
                      onClick={() => setCancelling(booking)}
                    >
                      {t('booking_cancel')}
                    </Button>
                  )}
                  {booking.series && cancellable(booking, now) && (
                    <Button variant="outline" size="sm" onClick={() => setEndingSeason(booking)}>
                      {t('booking_season_cancel_rest')}
                    </Button>
                  )}
                  {rateable(booking, now) && (
                    <Button size="sm" onClick={() => setRating(booking)}>
                      {booking.review ? t('review_change') : t('review_rate')}
                    </Button>
                  )}
                  {booking.noShow && booking.noShow.reply === null && (
                    <Button variant="outline" size="sm" onClick={() => setReplying(booking)}>
                      {t('no_show_reply')}
                    </Button>
                  )}
                </>
              }
            />
          </li>
        ))}
      </ul>
      {cancelling && (
        <ConfirmDialog
          title={t('booking_cancel_title')}
          description={cancelDescription(t, language, cancelling, now)}
          confirmLabel={t('booking_cancel')}
          backLabel={t('booking_keep')}
          destructive
          onConfirm={async () => {
            await cancel(cancelling);
            setCancelling(null);
          }}
          onOpenChange={(open) => {
            if (!open) setCancelling(null);
          }}
        />
      )}
      {endingSeason && (
        <ConfirmDialog
          title={t('booking_season_cancel_rest_title')}
          description={t('booking_season_cancel_rest_description')}
          confirmLabel={t('booking_season_cancel_rest')}
          backLabel={t('booking_season_keep')}
          destructive
          onConfirm={async () => {
            await cancelRest(endingSeason);
            setEndingSeason(null);
          }}
          onOpenChange={(open) => {
            if (!open) setEndingSeason(null);
          }}
        />
      )}
      {rating && (
        <RateCourtDialog
          booking={rating}
          onSaved={async () => {
            setRating(null);
            void notify(t('review_saved'), { kind: 'success' });
            await bookings.refetch();
          }}
          onOpenChange={(open) => {
            if (!open) setRating(null);
          }}
        />
      )}
      {replying && (
        <TextAnswerDialog
          title={t('no_show_reply_title')}
          description={t('no_show_reply_description')}
          label={t('no_show_reply_field')}
          submitLabel={t('no_show_reply_send')}
          field="reply"
          schema={noShowReplyBodySchema}
          maxLength={NO_SHOW_REPLY_MAX_LENGTH}
          onSubmit={async (reply) => {
            await replyToNoShow(replying.id, reply);
            setReplying(null);
            void notify(t('no_show_replied'), { kind: 'success' });
            await bookings.refetch();
          }}
          onOpenChange={(open) => {
            if (!open) setReplying(null);
          }}
        />
      )}
      {bookings.hasNextPage && (
        <Button
          variant="outline"
          disabled={bookings.isFetchingNextPage}
          onClick={() => void bookings.fetchNextPage()}
        >
          {bookings.isFetchingNextPage ? t('loading') : t('show_more')}
        </Button>
      )}
    </section>
  );
}
