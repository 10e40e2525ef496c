import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingTimeProblem } from '../../../../contract/bookings';
import { BOOKING_DURATION_HOURS, BOOKING_MAX_DAYS_AHEAD } from '../../../../contract/constants';
import type { Court } from '../../../../contract/courts';
import { addDays, sofiaDate } from '../../../../contract/sofia-time';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorText, fieldErrorText } from '../../../lib/api-error-toast';
import { notify } from '../../../lib/toast';
import { requestBooking } from '../api/bookings-api';
import { startTimesFor } from './booking-times';

const DURATIONS: number[] = [];
for (let h = BOOKING_DURATION_HOURS.min; h <= BOOKING_DURATION_HOURS.max; h += 0.5)
  DURATIONS.push(h);

type Field = 'date' | 'startTime' | 'durationHours' | 'note';

/** 'Book Court': date (today … 60 days ahead), start, 1–3 hours and a note, sent to the owner. */
export default function BookingDialog(props: {
  court: Court;
  courtName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const today = sofiaDate(new Date());
  const [date, setDate] = useState(today);
  const times = useMemo(() => startTimesFor(props.court.openingHours, date), [props.court, date]);
  const [startTime, setStartTime] = useState('');
  const [duration, setDuration] = useState(1);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const start = times.includes(startTime) ? startTime : '';
  const noTimesText = () =>
    startTimesFor(props.court.openingHours, date, new Date(0)).length === 0
      ? t('booking_closed_that_day')
      : t('booking_no_times_left');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const local: Partial<Record<Field, string>> = {};
    if (!date) local.date = 'required';
    if (!start) local.startTime = 'required';
    const timing = date && start ? bookingTimeProblem(date, start, new Date()) : undefined;
    if (timing) local[timing.field] = timing.reason;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    try {
      await requestBooking({
        courtId: props.court.id,
        date,
        startTime: start,
        durationHours: duration,
        note: note.trim() || null,
      });
      void notify(t('booking_sent'), {
        kind: 'success',
        description: t('booking_sent_description', { courtName: props.courtName }),
      });
      props.onOpenChange(false);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      if (fields && Object.keys(fields).length > 0) setErrors(fields as typeof errors);
      else setProblem(apiErrorText(t, error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('booking_title', { courtName: props.courtName })}
        description={t('booking_description')}
        closeLabel={t('close')}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={sending}>
              {sending ? t('booking_sending') : t('booking_submit')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="space-y-4">
          {problem && (
            <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
              {problem}
            </p>
          )}
          <FormField label={t('booking_date')} error={fieldErrorText(t, errors.date)}>
            <Input
              type="date"
              min={today}
              max={addDays(today, BOOKING_MAX_DAYS_AHEAD)}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </FormField>
          <FormField
            label={t('booking_start')}
            error={fieldErrorText(t, errors.startTime)}
            hint={date && times.length === 0 ? noTimesText() : undefined}
          >
            <NativeSelect value={start} onChange={(event) => setStartTime(event.target.value)}>
              <option value="">{t('booking_start_placeholder')}</option>
              {times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('booking_duration')} error={fieldErrorText(t, errors.durationHours)}>
            <NativeSelect
              value={String(duration)}
              onChange={(event) => setDuration(Number(event.target.value))}
            >
              {DURATIONS.map((hours) => (
                <option key={hours} value={hours}>
                  {t('hours_count', { count: hours })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('booking_note')} error={fieldErrorText(t, errors.note)}>
            <Textarea
              rows={3}
              value={note}
              placeholder={t('booking_note_placeholder')}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
