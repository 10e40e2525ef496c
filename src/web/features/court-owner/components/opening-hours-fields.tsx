import { WEEKDAYS, type Weekday } from '#contract/enum-values';
import { Input } from '#web/components/ui/input';
import { fieldErrorText } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import type { DayHours } from '../court-form-values';

/** Opening hours per weekday: open or closed, and from–to for an open day. */
export function OpeningHoursFields(props: {
  value: Record<Weekday, DayHours>;
  errors: Record<string, string>;
  onChange: (day: Weekday, hours: DayHours) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('court_form_hours')}</legend>
      <ul className="space-y-2">
        {WEEKDAYS.map((day) => {
          const hours = props.value[day];
          const dayName = t(`weekday_${day}`);
          const error =
            props.errors[`hours.${day}.from`] ??
            props.errors[`hours.${day}.to`] ??
            props.errors[`hours.${day}`];
          const errorId = `hours-${day}-error`;
          return (
            <li
              key={day}
              className="grid grid-cols-[6.5rem_1fr] items-center gap-2 sm:grid-cols-[8rem_7rem_1fr]"
            >
              <span className="font-medium text-sm">{dayName}</span>
              <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={hours.open}
                  onChange={(event) =>
                    props.onChange(day, { ...hours, open: event.target.checked })
                  }
                />
                {t('court_form_open')}
              </label>
              <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                {hours.open ? (
                  <>
                    <Input
                      type="time"
                      step={1800}
                      aria-label={t('court_form_opens', { day: dayName })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      value={hours.from}
                      onChange={(event) =>
                        props.onChange(day, { ...hours, from: event.target.value })
                      }
                      className="w-32"
                    />
                    <span aria-hidden="true">–</span>
                    <Input
                      type="time"
                      step={1800}
                      aria-label={t('court_form_closes', { day: dayName })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      value={hours.to}
                      onChange={(event) =>
                        props.onChange(day, { ...hours, to: event.target.value })
                      }
                      className="w-32"
                    />
                  </>
                ) : (
                  <span className="text-sm text-muted-foreground">{t('court_form_closed')}</span>
                )}
              </div>
              {error && (
                <p id={errorId} className="col-span-full text-sm text-destructive">
                  {fieldErrorText(t, error)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
