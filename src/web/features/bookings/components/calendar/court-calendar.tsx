import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { formatCalendarDate } from '#contract/calendar-date';
import type { CalendarBooking } from '#contract/court-calendar';
import { courtNameIn } from '#contract/court-name';
import { sofiaDate } from '#contract/sofia-time';
import { ListState } from '#web/components/list-state';
import { Button } from '#web/components/ui/button';
import type { ChatPartner } from '#web/features/chat';
import { ChatWith } from '#web/features/chat';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText, showApiErrorToast } from '#web/lib/api-error-toast';
import { courtUnitName } from '#web/lib/court-unit-name';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useActivity } from '#web/lib/realtime/use-activity';
import { notify } from '#web/lib/toast';
import { answerBooking } from '../../api/bookings-api';
import { courtCalendarQueryOptions, moveBooking } from '../../api/court-calendar-api';
import {
  type CalendarViewKind,
  calendarRange,
  calendarViewOf,
  stepDate,
} from '../../calendar-view';
import { DecisionDialog } from '../decision-dialog';
import { CalendarDay } from './calendar-day';
import type { CalendarActions } from './calendar-entry-card';
import { CalendarWeek } from './calendar-week';

/**
 * The owner's calendar of one court, a day or a week, the date and view in the URL. It refreshes
 * on every live `booking` frame, as the list of requests does.
 */
export function CourtCalendar({ courtId }: { courtId: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const today = sofiaDate(new Date());
  const view = calendarViewOf(params, today);
  const range = calendarRange(view);
  const calendar = useQuery(courtCalendarQueryOptions(courtId, range.from, range.days));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['bookings'] });
  useActivity('booking', true, () => void refresh());
  const [chatWith, setChatWith] = useState<ChatPartner | null>(null);
  const [deciding, setDeciding] = useState<{
    booking: CalendarBooking;
    action: 'accept' | 'decline';
  } | null>(null);

  const show = (date: string, kind: CalendarViewKind = view.view) =>
    setParams({ date, view: kind }, { replace: true });

  const actions: CalendarActions = {
    message: (booking) => setChatWith(booking.requester),
    decide: (booking, action) => setDeciding({ booking, action }),
    async move(booking, unitId) {
      try {
        const moved = await moveBooking(booking.id, unitId);
        const unit = moved.unit ? courtUnitName(moved.unit, t) : '';
        void notify(t('calendar_moved', { unit }), { kind: 'success' });
      } catch (error) {
        showApiErrorToast(t, error);
      }
      await refresh();
    },
  };

  async function decide(note: string, unitId: string | undefined) {
    if (!deciding) return;
    try {
      await answerBooking(deciding.booking.id, deciding.action, note, unitId);
      void notify(deciding.action === 'accept' ? t('booking_accepted') : t('booking_declined'), {
        kind: 'success',
      });
      setDeciding(null);
    } catch (error) {
      showApiErrorToast(t, error);
    }
    await refresh();
  }

  const week = view.view === 'week';
  // Not this owner's court, or none: trying again would not help.
  const refused =
    calendar.error instanceof ApiRequestError && [403, 404].includes(calendar.error.status);
  const data = calendar.data;
  return (
    <div className="space-y-4">
      {data && <p className="text-lg font-semibold">{courtNameIn(language, data.court)}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="inline-flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('calendar_view_label')}</legend>
          {(['day', 'week'] as const).map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant={view.view === kind ? 'outline' : 'ghost'}
              aria-pressed={view.view === kind}
              onClick={() => show(view.date, kind)}
            >
              {t(`calendar_view_${kind}`)}
            </Button>
          ))}
        </fieldset>
        {/* The three steps wrap together, never an arrow alone on a phone's line. */}
        <div className="inline-flex gap-2">
          <Button
            size="icon"
            variant="outline"
            aria-label={t(week ? 'calendar_previous_week' : 'calendar_previous_day')}
            onClick={() => show(stepDate(view, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => show(today)}>
            {t('calendar_today')}
          </Button>
          <Button
            size="icon"
            variant="outline"
            aria-label={t(week ? 'calendar_next_week' : 'calendar_next_day')}
            onClick={() => show(stepDate(view, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <h2 className="w-full text-base font-semibold sm:w-auto" aria-live="polite">
          {week
            ? t('calendar_week_of', { date: formatCalendarDate(range.from, language) })
            : formatCalendarDate(view.date, language, 'long')}
        </h2>
      </div>
      {refused ? (
        <p role="alert" className="rounded-xl border border-dashed border-border p-6">
          {apiErrorText(t, calendar.error)}
        </p>
      ) : (
        <ListState
          isPending={calendar.isPending}
          isError={calendar.isError}
          isEmpty={false}
          emptyText=""
          onRetry={() => void calendar.refetch()}
        />
      )}
      {data &&
        (week ? (
          <CalendarWeek calendar={data} courtId={courtId} />
        ) : (
          <CalendarDay calendar={data} date={view.date} actions={actions} now={Date.now()} />
        ))}
      <ChatWith partner={chatWith} onClose={() => setChatWith(null)} />
      {deciding && (
        <DecisionDialog
          action={deciding.action}
          requesterName={deciding.booking.requester.name}
          courtId={courtId}
          unitId={deciding.booking.proposedUnit?.id}
          onConfirm={decide}
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
        />
      )}
    </div>
  );
}
