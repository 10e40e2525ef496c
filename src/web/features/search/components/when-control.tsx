import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { NativeSelect } from '#web/components/ui/native-select';
import { DurationSelect } from '#web/features/bookings';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useHydrated } from '#web/lib/use-hydrated';
import type { CourtsWhen } from '../hooks/use-home-view';
import { nextHalfHour, startsFor, WHEN_CHOICES, whenDateRange, whenOf } from './when-choices';

/**
 * The courts' "When": any time, a quick choice (tonight, tomorrow, this weekend), or a day, a
 * start and a length of one's own. Read from the URL and written back to it by the caller; the
 * choices read the clock only when pressed, so the server's page and the browser's agree.
 */
export function WhenControl(props: {
  value: CourtsWhen | undefined;
  onChange: (value: CourtsWhen | undefined) => void;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const range = hydrated ? whenDateRange(new Date()) : undefined;
  return (
    <fieldset className="space-y-3 rounded-xl border border-border bg-card p-3 sm:p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        <CalendarClock aria-hidden="true" className="size-4 text-primary" />
        {t('when_label')}
      </legend>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={value ? 'outline' : 'default'}
          aria-pressed={!value}
          disabled={!hydrated}
          onClick={() => onChange(undefined)}
        >
          {t('when_any')}
        </Button>
        {WHEN_CHOICES.map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant="outline"
            disabled={!hydrated}
            onClick={() => onChange(whenOf(choice, new Date(), value))}
          >
            {t(`when_${choice}`)}
          </Button>
        ))}
        {!value && (
          <Button
            size="sm"
            variant="outline"
            disabled={!hydrated}
            onClick={() => onChange(nextHalfHour(new Date()))}
          >
            {t('when_pick')}
          </Button>
        )}
      </div>
      {value && (
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="space-y-1 text-sm" htmlFor={`${id}-date`}>
            <span className="font-medium">{t('booking_date')}</span>
            <Input
              id={`${id}-date`}
              type="date"
              required
              value={value.date}
              min={range?.min}
              max={range?.max}
              onChange={(event) => {
                if (event.target.value) onChange({ ...value, date: event.target.value });
              }}
            />
          </label>
          <label className="space-y-1 text-sm" htmlFor={`${id}-time`}>
            <span className="font-medium">{t('booking_start')}</span>
            <NativeSelect
              id={`${id}-time`}
              value={value.time}
              onChange={(event) => onChange({ ...value, time: event.target.value })}
            >
              {startsFor(value.hours).map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="space-y-1 text-sm" htmlFor={`${id}-hours`}>
            <span className="font-medium">{t('booking_duration')}</span>
            <DurationSelect
              id={`${id}-hours`}
              value={value.hours}
              onChange={(hours) => {
                // A longer game may no longer end by midnight: it starts at the latest start.
                const starts = startsFor(hours);
                const time = starts.includes(value.time) ? value.time : (starts.at(-1) ?? '08:00');
                onChange({ ...value, hours, time });
              }}
            />
          </label>
        </div>
      )}
    </fieldset>
  );
}
