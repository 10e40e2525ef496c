import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { Court } from '#contract/courts';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { LazyBookingDialog as BookingDialog } from '#web/features/bookings';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useContinueAction } from '#web/lib/pending-action';
import { useSession } from '#web/lib/session';
import { useRequireAuth } from '#web/lib/use-require-auth';
import { myClaimsQueryOptions } from '../api/claims-api';
import { CourtContact } from './court-contact';

const ClaimDialog = lazy(() => import('./claim-dialog'));

/** A day and length the courts list was asked for, and the court's free starts then. */
export interface CourtSlot {
  date: string;
  hours: number;
  freeStarts: readonly string[];
}

/**
 * What a player can do with a court, on its card and its page: 'Book Court'; for its owner,
 * a link to manage it; for a court nobody runs here yet, how to reach it and 'I run this court'.
 * With a `slot` (the list asked "when"), its free starts too, each opening the booking dialog
 * on that day, start and length.
 */
export function CourtAction({
  court,
  courtName,
  slot,
}: {
  court: Court;
  courtName: string;
  slot?: CourtSlot | undefined;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const requireAuth = useRequireAuth();
  const [dialog, setDialog] = useState<'book' | 'claim' | null>(null);
  // A free time chosen on the court's page before signing in, chosen again in the dialog.
  const [preset, setPreset] = useState<{ date?: string; time?: string; hours?: number }>({});
  // Back from signing in after 'Book Court' or 'I run this court' on this court: it goes on.
  const thisCourt = (action: { id: string }) => action.id === court.id;
  useContinueAction(
    'book',
    (action) => {
      setPreset({ date: action.date, time: action.time, hours: action.hours });
      setDialog('book');
    },
    thisCourt,
  );
  useContinueAction('claim', () => setDialog('claim'), thisCourt);
  const close = (open: boolean) => {
    if (!open) {
      setDialog(null);
      setPreset({});
    }
  };
  // A claim of the user's for this court that waits for an administrator: said instead of
  // offering to claim it again.
  const claims = useQuery({
    ...myClaimsQueryOptions(),
    enabled: Boolean(user) && court.ownerId === null,
  });
  const claimWaiting = claims.data?.items.some(
    (claim) => claim.court.id === court.id && claim.status === 'pending',
  );

  function book(chosen: { date?: string; time?: string | undefined; hours?: number }) {
    const { date, time, hours } = chosen;
    if (requireAuth('auth_required_book', { kind: 'book', id: court.id, date, time, hours })) {
      setPreset({ date, time, hours });
      setDialog('book');
    }
  }

  if (user && court.ownerId === user.id) {
    return (
      <div className="flex items-center justify-between gap-2">
        <Badge tone="accent">{t('court_yours')}</Badge>
        <Button asChild variant="outline" size="sm">
          <Link to="/my/courts">{t('court_manage')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {court.ownerId === null ? (
        <>
          <CourtContact court={court} />
          {claimWaiting ? (
            <p role="status" className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
              <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t('claim_waiting')}
            </p>
          ) : (
            <Button
              variant="outline"
              className="w-full"
              onClick={() => {
                if (requireAuth('auth_required_claim', { kind: 'claim', id: court.id })) {
                  setDialog('claim');
                }
              }}
            >
              {t('court_claim')}
            </Button>
          )}
        </>
      ) : (
        <>
          {slot && slot.freeStarts.length > 0 && (
            <SlotStarts slot={slot} onBook={(time) => book({ ...slot, time })} />
          )}
          <Button
            className="w-full"
            onClick={() =>
              book(slot ? { date: slot.date, time: slot.freeStarts[0], hours: slot.hours } : {})
            }
          >
            {t('book_court')}
          </Button>
        </>
      )}
      <Suspense fallback={null}>
        {dialog === 'book' && (
          <BookingDialog
            court={court}
            courtName={courtName}
            open
            onOpenChange={close}
            initialDate={preset.date}
            initialStartTime={preset.time}
            initialDurationHours={preset.hours}
          />
        )}
        {dialog === 'claim' && (
          <ClaimDialog courtId={court.id} courtName={courtName} onOpenChange={close} />
        )}
      </Suspense>
    </div>
  );
}

/** The free starts of the time asked, in order: '18:30 · 19:00 · 20:00', each a button. */
function SlotStarts(props: { slot: CourtSlot; onBook: (time: string) => void }) {
  const { t } = useTranslation();
  const starts = [...props.slot.freeStarts].sort();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{t('when_free_starts')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {starts.map((time) => (
          <Button
            key={time}
            size="sm"
            variant={time === props.slot.freeStarts[0] ? 'default' : 'outline'}
            aria-label={t('when_book_at', { time })}
            onClick={() => props.onBook(time)}
          >
            {time}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
