import { useId } from 'react';
import { SEASON_MAX_WEEKS } from '#contract/constants';
import type { Court } from '#contract/courts';
import { formatEuro } from '#contract/i18n/format-money';
import { bookingPrice } from '#contract/money';
import { addDays } from '#contract/sofia-time';
import { Input } from '#web/components/ui/input';
import { fieldErrorText } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { formatBookingDate } from './booking-item';

/** Once, or every week for `weeks` weeks (2–26): the booking dialog's 'Repeat weekly'. */
export function SeasonRepeat(props: {
  weekly: boolean;
  weeks: string;
  onWeeklyChange: (weekly: boolean) => void;
  onWeeksChange: (weeks: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const radio = (weekly: boolean, label: string) => (
    <label className="flex min-h-11 items-center gap-3 text-sm">
      <input
        type="radio"
        name={`${id}-repeat`}
        checked={props.weekly === weekly}
        onChange={() => props.onWeeklyChange(weekly)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-medium">{t('booking_repeat')}</legend>
      <div className="flex flex-wrap gap-x-6">
        {radio(false, t('booking_repeat_once'))}
        {radio(true, t('booking_repeat_weekly'))}
      </div>
      {props.weekly && (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-weeks`} className="text-sm font-medium">
            {t('booking_repeat_weeks')}
          </label>
          <Input
            id={`${id}-weeks`}
            type="number"
            inputMode="numeric"
            min={2}
            max={SEASON_MAX_WEEKS}
            step={1}
            value={props.weeks}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? errorId : undefined}
            onChange={(event) => props.onWeeksChange(event.target.value)}
          />
          {props.error && (
            <p id={errorId} className="text-sm text-destructive">
              {fieldErrorText(t, props.error)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** The weeks typed, when a whole number 2–26; else the field's problem. */
export function seasonWeeks(text: string): { weeks: number } | { problem: string } {
  const weeks = Number(text);
  if (text.trim() === '' || Number.isNaN(weeks)) return { problem: 'required' };
  if (!Number.isInteger(weeks)) return { problem: 'whole_number' };
  if (weeks < 2) return { problem: 'too_small' };
  if (weeks > SEASON_MAX_WEEKS) return { problem: 'too_big' };
  return { weeks };
}

/**
 * What a season asks: how many dates, until when, and what they cost together (each date priced
 * as a single booking; the same weekday and time, so the same price). A week the court turns out
 * closed is left out when it is sent, and the toast says so.
 */
export function SeasonSummary(props: {
  court: Court;
  date: string;
  start: string;
  durationHours: number;
  weeks: number;
  instantCourt: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const priced = props.start || !props.court.peakPrice;
  const each = priced
    ? bookingPrice(props.court, props.date, props.start || '00:00', props.durationHours).total
    : null;
  return (
    <div aria-live="polite" className="space-y-1 text-sm">
      <p className="font-medium">
        {t('booking_season_dates', {
          count: props.weeks,
          lastDate: formatBookingDate(addDays(props.date, 7 * (props.weeks - 1)), language),
        })}
      </p>
      {each !== null && (
        <p>
          {t('booking_season_total', {
            count: props.weeks,
            total: formatEuro(Math.round(each * props.weeks * 100) / 100, language),
            price: formatEuro(each, language),
          })}
        </p>
      )}
      {props.instantCourt && (
        <p className="text-muted-foreground">{t('booking_season_request_note')}</p>
      )}
    </div>
  );
}
