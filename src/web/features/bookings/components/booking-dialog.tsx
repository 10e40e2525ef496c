import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { bookingTimeProblem, freeCancelDeadline } from '#contract/bookings';
import { BOOKING_MAX_DAYS_AHEAD } from '#contract/constants';
import type { Court } from '#contract/courts';
import { canStartAt } from '#contract/free-slot-values';
import { formatEuro } from '#contract/i18n/format-money';
import { bookingPrice } from '#contract/money';
import { addDays, sofiaDate, sofiaInstant } from '#contract/sofia-time';
import { FormDialog } from '#web/components/form-dialog';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { apiErrorText } from '#web/lib/api-error-toast';
import { fieldErrorText, fieldReasons } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { availabilityQueryOptions } from '../api/availability-api';
import { requestBooking } from '../api/request-booking';
import { freeCancelHoursText, freeCancelText } from '../free-cancel-text';
import { BookingSentDescription } from './booking-sent-description';
import { DurationSelect } from './duration-select';
import { SeasonRepeat, SeasonSummary, seasonWeeks } from './season-repeat';
import { StartTimeGrid } from './start-time-grid';

type Field = 'date' | 'startTime' | 'durationHours' | 'note' | 'weeks';

interface BookingDialogProps {
  court: Court;
  courtName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The day and start chosen from the court's free times; today and none otherwise. */
  initialDate?: string | undefined;
  initialStartTime?: string | undefined;
  /** The length asked in the courts' "When"; an hour otherwise. */
  initialDurationHours?: number | undefined;
}

/**
 * 'Book Court': a date (today … 60 days ahead), the duration, a start among the free times of
 * that day, and a note; the total price shows before sending. The court's owner is told.
 */
export default function BookingDialog(props: BookingDialogProps) {
  const { t, i18n } = useTranslation();
  const gridId = useId();
  const queryClient = useQueryClient();
  const today = sofiaDate(new Date());
  const [date, setDate] = useState(props.initialDate ?? today);
  const [startTime, setStartTime] = useState(props.initialStartTime ?? '');
  const [duration, setDuration] = useState(props.initialDurationHours ?? 1);
  const [note, setNote] = useState('');
  const [weekly, setWeekly] = useState(false);
  const [weeksText, setWeeksText] = useState('10');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastDay = addDays(today, BOOKING_MAX_DAYS_AHEAD);
  const dateProblem = !date
    ? undefined
    : date < today
      ? 'in_past'
      : date > lastDay
        ? 'too_far_ahead'
        : undefined;
  const availability = useQuery({
    ...availabilityQueryOptions(props.court.id, date),
    enabled: Boolean(date) && !dateProblem,
  });
  const day = availability.data?.days[0];
  const start = day && startTime && canStartAt(day, startTime, duration * 60) ? startTime : '';
  const language = i18n.resolvedLanguage ?? 'bg';
  const peak = props.court.peakPrice;
  // With a peak price the total depends on the start, so it waits for one; without, it does not.
  const price = start || !peak ? bookingPrice(props.court, date, start || '00:00', duration) : null;
  // A season is a request everywhere: the owner decides on it, at an instant court too.
  const season = weekly ? seasonWeeks(weeksText) : undefined;
  const weeks = season && 'weeks' in season ? season.weeks : undefined;
  const instant = props.court.instantBooking && !weekly;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const local: Partial<Record<Field, string>> = {};
    if (!date) local.date = 'required';
    if (!start) local.startTime = 'required';
    const timing = date && start ? bookingTimeProblem(date, start, new Date()) : undefined;
    if (timing) local[timing.field] = timing.reason;
    if (season && 'problem' in season) local.weeks = season.problem;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    try {
      const booking = await requestBooking({
        courtId: props.court.id,
        date,
        startTime: start,
        durationHours: duration,
        note: note.trim() || null,
        ...(weeks ? { weeks } : {}),
      });
      if (booking.season) {
        void notify(t('booking_season_sent'), {
          kind: 'success',
          description: <BookingSentDescription courtName={props.courtName} booking={booking} />,
          duration: 10_000,
        });
        props.onOpenChange(false);
        return;
      }
      const booked = booking.status === 'accepted';
      // An instant booking takes a court: the free times change for everyone.
      if (booked)
        void queryClient.invalidateQueries({ queryKey: ['availability', props.court.id] });
      void notify(t(booked ? 'booking_booked' : 'booking_sent'), {
        kind: 'success',
        description: <BookingSentDescription courtName={props.courtName} booking={booking} />,
        // Longer than the usual few seconds: it has a link to follow.
        duration: 10_000,
      });
      props.onOpenChange(false);
    } catch (error) {
      // What is free may have changed: show it as it is now.
      void queryClient.invalidateQueries({ queryKey: ['availability', props.court.id] });
      const fields = fieldReasons(error);
      if (fields) setErrors(fields as typeof errors);
      else setProblem(apiErrorText(t, error));
    } finally {
      setSending(false);
    }
  }

  return (
    <FormDialog
      title={t('booking_title', { courtName: props.courtName })}
      description={t(instant ? 'booking_description_instant' : 'booking_description')}
      submitLabel={t(
        weekly ? 'booking_submit_season' : instant ? 'booking_submit_instant' : 'booking_submit',
      )}
      sending={sending}
      problem={problem}
      onSubmit={submit}
      open={props.open}
      onOpenChange={props.onOpenChange}
    >
      <FormField label={t('booking_date')} error={fieldErrorText(t, errors.date ?? dateProblem)}>
        <Input
          type="date"
          min={today}
          max={lastDay}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </FormField>
      <FormField label={t('booking_duration')} error={fieldErrorText(t, errors.durationHours)}>
        <DurationSelect value={duration} onChange={setDuration} />
      </FormField>
      {availability.isPending && availability.fetchStatus !== 'idle' && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('booking_slots_loading')}
        </p>
      )}
      {availability.isError && (
        <div role="alert" className="space-y-2 text-sm">
          <p>{t('load_failed')}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => void availability.refetch()}
          >
            {t('retry')}
          </Button>
        </div>
      )}
      {day && (
        <StartTimeGrid
          day={day}
          durationMinutes={duration * 60}
          value={start}
          onChange={setStartTime}
          error={fieldErrorText(t, errors.startTime)}
          errorId={`${gridId}-start-error`}
        />
      )}
      <SeasonRepeat
        weekly={weekly}
        weeks={weeksText}
        onWeeklyChange={setWeekly}
        onWeeksChange={setWeeksText}
        error={errors.weeks ?? (season && 'problem' in season ? season.problem : undefined)}
      />
      <p aria-live="polite" className="rounded-md bg-muted px-3 py-2 text-sm">
        {!price
          ? t('booking_total_after_start')
          : t(peak && price.peakHours > 0 ? 'booking_total_peak' : 'booking_total', {
              hours: t('hours_count', { count: duration }),
              price: formatEuro(price.total, language),
              peakHours: t('hours_count', { count: price.peakHours }),
              peakPrice: formatEuro(peak?.pricePerHour ?? 0, language),
            })}
      </p>
      {weeks && (
        <SeasonSummary
          court={props.court}
          date={date}
          start={start}
          durationHours={duration}
          weeks={weeks}
          instantCourt={props.court.instantBooking}
        />
      )}
      <FreeCancelPolicy court={props.court} date={date} start={start} />
      <FormField label={t('booking_note')} error={fieldErrorText(t, errors.note)}>
        <Textarea
          rows={3}
          value={note}
          placeholder={t('booking_note_placeholder')}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}

/**
 * The court's free cancellation: until when, once a start is chosen, or how long before the
 * start; and what cancelling later means.
 */
function FreeCancelPolicy(props: { court: Court; date: string; start: string }) {
  const { t, i18n } = useTranslation();
  const hours = props.court.freeCancelHours;
  if (!props.start) {
    return <p className="text-sm text-muted-foreground">{freeCancelHoursText(t, hours)}</p>;
  }
  const startsAt = sofiaInstant(props.date, props.start);
  const until = freeCancelDeadline(startsAt, hours);
  return (
    <div aria-live="polite" className="space-y-1 text-sm">
      <p className="font-medium">
        {freeCancelText(t, i18n.resolvedLanguage ?? 'bg', until, startsAt)}
      </p>
      {/* Free until the start: no cancellation can be late. */}
      {hours > 0 && (
        <p className="text-muted-foreground">
          {until < new Date() ? t('free_cancel_ended') : t('free_cancel_late_explained')}
        </p>
      )}
    </div>
  );
}
