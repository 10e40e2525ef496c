import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import type { Court } from '#contract/courts';
import { MAX_AVAILABILITY_DAYS } from '#contract/free-slot-values';
import { sofiaDate } from '#contract/sofia-time';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import {
  availabilityQueryOptions,
  LazyBookingDialog as BookingDialog,
  formatBookingDate,
} from '#web/features/bookings';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { useHydrated } from '#web/lib/use-hydrated';
import { useRequireAuth } from '#web/lib/use-require-auth';
import { cn } from '#web/lib/utils';
import { freeStarts } from './free-starts';

/**
 * The next seven days' free start times at a court that takes bookings, fetched once the page is
 * in the browser (the page itself is rendered by the server without them). A time opens the
 * booking dialog on that day and time. Nothing for a court nobody runs here (no bookings to
 * take) nor for its owner (who manages it elsewhere).
 */
export function WeekFreeTimes({ court, courtName }: { court: Court; courtName: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  // Asked for by the browser once the page runs, not by the server's rendering (which fetches
  // every query a page makes): the page stays light, and a time is as free as it is now.
  const hydrated = useHydrated();
  if (court.ownerId === null || court.ownerId === user?.id) return null;
  return (
    <TitledSection title={t('court_free_this_week')}>
      {hydrated ? <FreeTimes court={court} courtName={courtName} /> : <FreeTimesLoading />}
    </TitledSection>
  );
}

function FreeTimesLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-muted-foreground">
      {t('booking_slots_loading')}
    </p>
  );
}

interface WeekDay {
  date: string;
  closed: boolean;
  starts: string[];
}

function FreeTimes({ court, courtName }: { court: Court; courtName: string }) {
  const { t } = useTranslation();
  const requireAuth = useRequireAuth();
  const week = useQuery(
    availabilityQueryOptions(court.id, sofiaDate(new Date()), MAX_AVAILABILITY_DAYS),
  );
  const days = useMemo<WeekDay[] | undefined>(
    () =>
      week.data?.days.map((day) => ({
        date: day.date,
        closed: day.open === null,
        starts: freeStarts(day),
      })),
    [week.data],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [booking, setBooking] = useState<{ date: string; time: string } | null>(null);
  const none = days?.every((day) => day.starts.length === 0) ?? false;
  const shown =
    days?.find((day) => day.date === chosen) ?? days?.find((day) => day.starts.length > 0);

  function book(date: string, time: string) {
    if (requireAuth('auth_required_book', { kind: 'book', id: court.id, date, time })) {
      setBooking({ date, time });
    }
  }

  return (
    <>
      {week.isPending ? (
        <FreeTimesLoading />
      ) : (
        <ListState
          isPending={false}
          isError={week.isError}
          isEmpty={none}
          emptyText={t('court_free_week_empty')}
          onRetry={() => void week.refetch()}
        />
      )}
      {days && shown && (
        <div className="space-y-3 rounded-xl border border-border bg-card p-3 sm:p-4">
          <p className="text-sm text-muted-foreground">{t('court_free_times_hint')}</p>
          <DayChoice days={days} shown={shown.date} onChoose={setChosen} />
          <DayStarts day={shown} onBook={book} />
        </div>
      )}
      <Suspense fallback={null}>
        {booking && (
          <BookingDialog
            key={`${booking.date} ${booking.time}`}
            court={court}
            courtName={courtName}
            open
            onOpenChange={(open) => {
              if (!open) setBooking(null);
            }}
            initialDate={booking.date}
            initialStartTime={booking.time}
          />
        )}
      </Suspense>
    </>
  );
}

/** The seven days as toggle buttons: short on screen, the whole date for a screen reader. */
function DayChoice(props: { days: WeekDay[]; shown: string; onChoose: (date: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const [weekday, dayMonth] = useMemo(
    () => [
      new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    ],
    [language],
  );
  return (
    <fieldset className="grid grid-cols-4 gap-1.5 sm:grid-cols-7">
      <legend className="sr-only">{t('court_free_days')}</legend>
      {props.days.map((day) => {
        const [y = 0, m = 1, d = 1] = day.date.split('-').map(Number);
        const at = new Date(Date.UTC(y, m - 1, d));
        const pressed = day.date === props.shown;
        return (
          <button
            key={day.date}
            type="button"
            aria-pressed={pressed}
            onClick={() => props.onChoose(day.date)}
            className={cn(
              'flex min-h-11 flex-col items-center justify-center rounded-md border border-border px-1 py-1 text-sm leading-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              pressed && 'border-primary bg-primary text-primary-foreground',
              !pressed && day.starts.length === 0 && 'text-muted-foreground',
            )}
          >
            <span aria-hidden="true" className="font-medium">
              {weekday.format(at)}
            </span>
            <span aria-hidden="true" className="text-xs">
              {dayMonth.format(at)}
            </span>
            <span className="sr-only">{formatBookingDate(day.date, language)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}

/** The chosen day's free start times, each a button that books it. */
function DayStarts(props: { day: WeekDay; onBook: (date: string, time: string) => void }) {
  const { t, i18n } = useTranslation();
  const { day } = props;
  const date = formatBookingDate(day.date, i18n.resolvedLanguage ?? 'bg');
  if (day.starts.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {day.closed ? t('booking_closed_that_day') : t('booking_no_times_left')}
      </p>
    );
  }
  return (
    <fieldset className="grid grid-cols-4 gap-1.5 sm:grid-cols-8">
      <legend className="sr-only">{t('court_free_times_on', { date })}</legend>
      {day.starts.map((time) => (
        <button
          key={time}
          type="button"
          onClick={() => props.onBook(day.date, time)}
          className="min-h-11 rounded-md border border-border px-1 text-sm tabular-nums bg-card transition-colors hover:border-primary hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {time}
        </button>
      ))}
    </fieldset>
  );
}
