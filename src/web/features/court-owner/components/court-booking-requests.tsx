import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { Booking } from '../../../../contract/bookings';
import { BookingItem } from '../../../components/bookings/booking-item';
import { useBookings } from '../../../components/bookings/use-bookings';
import type { ChatPartner } from '../../../components/chat/chat-dialog';
import { ChatWith } from '../../../components/chat/chat-with';
import { ListState } from '../../../components/list-state';
import { TitledSection } from '../../../components/titled-section';
import { Button } from '../../../components/ui/button';
import { showApiErrorToast } from '../../../lib/api-error-toast';
import { answerBooking } from '../../../lib/bookings-api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notify } from '../../../lib/toast';
import { useHashTarget } from '../../../lib/use-hash-target';
import { DecisionDialog } from './decision-dialog';

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

  async function decide(booking: Booking, action: 'accept' | 'decline', note: string) {
    try {
      await answerBooking(booking.id, action, note);
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
        {bookings.items.map((booking) => (
          <li key={booking.id}>
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
          </li>
        ))}
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
          onConfirm={(note) => decide(deciding.booking, deciding.action, note)}
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
        />
      )}
    </TitledSection>
  );
}
