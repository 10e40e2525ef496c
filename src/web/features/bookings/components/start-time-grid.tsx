import { canStartAt } from '#contract/free-slot-values';
import type { DayAvailability } from '#contract/free-slots';
import { minutesOf } from '#contract/sofia-time';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { cn } from '#web/lib/utils';

/**
 * The day's start times as a group of radio buttons: those with a court free for the whole
 * duration can be chosen; taken ones are disabled; times another player asked for, and times the owner closed, are marked.
 */
export function StartTimeGrid(props: {
  day: DayAvailability;
  durationMinutes: number;
  value: string;
  onChange: (time: string) => void;
  error?: string | undefined;
  errorId: string;
}) {
  const { t } = useTranslation();
  const { day, durationMinutes } = props;
  const close = day.close ? minutesOf(day.close) : 0;
  const starts = day.slots.filter(
    (slot) => !slot.past && minutesOf(slot.time) + durationMinutes <= close,
  );
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={props.error ? props.errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="text-sm font-medium">{t('booking_start')}</legend>
      <div className="grid grid-cols-4 gap-1.5 sm:grid-cols-6">
        {starts.map((slot) => {
          const possible = canStartAt(day, slot.time, durationMinutes);
          const chosen = props.value === slot.time;
          const state = slot.closed
            ? t('booking_slot_closed')
            : slot.free === 0
              ? t('booking_slot_taken')
              : !possible
                ? t('booking_slot_partly_taken')
                : slot.requested > 0
                  ? t('booking_slot_requested')
                  : '';
          return (
            <label
              key={slot.time}
              className={cn(
                'relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-md border border-border px-1 py-1 text-sm tabular-nums has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                chosen && 'border-primary bg-primary text-primary-foreground',
                !possible && 'cursor-not-allowed bg-muted text-muted-foreground line-through',
              )}
            >
              <input
                type="radio"
                name="start-time"
                value={slot.time}
                checked={chosen}
                disabled={!possible}
                onChange={() => props.onChange(slot.time)}
                aria-label={state ? `${slot.time}, ${state}` : slot.time}
                className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              <span aria-hidden="true">{slot.time}</span>
              {state && (possible || slot.closed) && (
                // inline-block: a closed time's word is read whole, not struck through with it.
                <span aria-hidden="true" className="inline-block text-[10px] leading-tight">
                  {state}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {slotsNote(t, day, starts.length)}
      {props.error && (
        <p id={props.errorId} className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

function slotsNote(
  t: ReturnType<typeof useTranslation>['t'],
  day: DayAvailability,
  startCount: number,
) {
  const text =
    day.open === null
      ? t('booking_closed_that_day')
      : startCount === 0
        ? t('booking_no_times_left')
        : day.slots.some((slot) => slot.requested > 0 && !slot.past)
          ? t('booking_requested_hint')
          : '';
  return text ? <p className="text-xs text-muted-foreground">{text}</p> : null;
}
