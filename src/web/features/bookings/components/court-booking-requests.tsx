import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { Booking } from '#contract/bookings';
import { noShowMarkDeadline } from '#contract/no-shows';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import { Button } from '#web/components/ui/button';
import type { ChatPartner } from '#web/features/chat';
import { ChatWith } from '#web/features/chat';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { useHashTarget } from '#web/lib/use-hash-target';
import { answerBooking } from '../api/bookings-api';
import { markNoShow } from '../api/no-shows-api';
import { useBookings } from '../hooks/use-bookings';
import { BookingItem } from './booking-item';
import { DecisionDialog } from './decision-dialog';
import { SeasonRequest } from './season-request';

/** Whether the owner may mark the player a no-show now: after the end, for 48 hours. */
function markable(booking: Booking, now: number): boolean {
  return (
    booking.status === 'accepted' &&
    !booking.noShow &&
    !booking.noShowRemoved &&
    new Date(booking.endsAt).getTime() <= now &&
    now <= noShowMarkDeadline(booking.endsAt).getTime()
  );
}

/**
 * The list's entries in order: a booking alone, or every date of a season on the list together,
 * where its first date came.
 */
function bySeason(items: Booking[]): (Booking | Booking[])[] {
  const seasons = new Map<string, Booking[]>();
  const entries: (Booking | Booking[])[] = [];
  for (const booking of items) {
    const id = booking.series?.id;
    if (!id) {
      entries.push(booking);
      continue;
    }
    const season = seasons.get(id);
    if (season) {
      season.push(booking);
    } else {
      const dates = [booking];
      seasons.set(id, dates);
      entries.push(dates);
    }
  }
  return entries;
}

/**
 * Booking requests for the owner's courts, live, the pending ones first: those can be accepted
 * or declined; every requester can be written to.
 */
export function CourtBookingRequests() {
  const { t } = useTranslation();
  const bookings = useBookings('owner', true);
  useHashTarget(!bookings.isPending);
  const [chatWith, setChatWith] = useState<ChatPartner | null>(null);
  const [deciding, setDeciding] = useState<{
    booking: Booking;
    action: 'accept' | 'decline';
  } | null>(null);
  const [marking, setMarking] = useState<Booking | null>(null);

  async function decide(
    booking: Booking,
    action: 'accept' | 'decline',
    note: string,
    unitId: string | undefined,
  ) {
    try {
      await answerBooking(booking.id, action, note, unitId);
      void notify(action === 'accept' ? t('booking_accepted') : t('booking_declined'), {
        kind: 'success',
      });
      setDeciding(null);
      await bookings.refetch();
    } catch (error) {
      showApiErrorToast(t, error);
    }
  }

  const now = Date.now();
  const renderBooking = (booking: Booking) => (
    <BookingItem
      booking={booking}
      showRequester
      actions={
        <>
          {booking.status === 'pending' && new Date(booking.startsAt).getTime() > now && (
            <>
              <Button size="sm" onClick={() => setDeciding({ booking, action: 'accept' })}>
                {t('booking_accept')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDeciding({ booking, action: 'decline' })}
              >
                {t('booking_decline')}
              </Button>
            </>
          )}
          {markable(booking, now) && (
            <Button size="sm" variant="outline" onClick={() => setMarking(booking)}>
              {t('no_show_mark')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('booking_message_requester', { name: booking.requester.name })}
            onClick={() => setChatWith(booking.requester)}
          >
            <MessageCircle aria-hidden="true" />
            {t('booking_message')}
          </Button>
        </>
      }
    />
  );
  return (
    <TitledSection title={t('my_courts_requests')}>
      <ListState
        isPending={bookings.isPending}
        isError={bookings.isError}
        isEmpty={bookings.items.length === 0}
        emptyText={t('my_courts_requests_empty')}
        onRetry={() => void bookings.refetch()}
      />
      <ul aria-live="polite" className="space-y-3">
        {bySeason(bookings.items).map((entry) =>
          Array.isArray(entry) ? (
            <li key={entry[0]?.series?.id}>
              <SeasonRequest
                bookings={entry}
                renderDate={renderBooking}
                onChanged={() => bookings.refetch()}
              />
            </li>
          ) : (
            <li key={entry.id}>{renderBooking(entry)}</li>
          ),
        )}
      </ul>
      {bookings.hasNextPage && (
        <Button
          variant="outline"
          disabled={bookings.isFetchingNextPage}
          onClick={() => void bookings.fetchNextPage()}
        >
          {bookings.isFetchingNextPage ? t('loading') : t('show_more')}
        </Button>
      )}
      <ChatWith partner={chatWith} onClose={() => setChatWith(null)} />
      {deciding && (
        <DecisionDialog
          action={deciding.action}
          requesterName={deciding.booking.requester.name}
          courtId={deciding.booking.court.id}
          onConfirm={(note, unitId) => decide(deciding.booking, deciding.action, note, unitId)}
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
        />
      )}
      {marking && (
        <ConfirmDialog
          title={t('no_show_mark_title', { name: marking.requester.name })}
          description={t('no_show_mark_description')}
          confirmLabel={t('no_show_mark')}
          backLabel={t('no_show_back')}
          destructive
          onConfirm={async () => {
            try {
              await markNoShow(marking.id);
              void notify(t('no_show_marked'), { kind: 'success' });
              setMarking(null);
              await bookings.refetch();
            } catch (error) {
              showApiErrorToast(t, error);
            }
          }}
          onOpenChange={(open) => {
            if (!open) setMarking(null);
          }}
        />
      )}
    </TitledSection>
  );
}
