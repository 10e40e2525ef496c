import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { WEEKDAYS } from '#contract/enum-values';
import { MAX_SCHEDULE_WINDOWS, type ScheduleWindow } from '#contract/schedule';
import { timeOfMinutes } from '#contract/sofia-time';
import { Button } from '#web/components/ui/button';
import { NativeSelect } from '#web/components/ui/native-select';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** Every half hour a window may start at, and every one it may end at (up to midnight). */
const STARTS = Array.from({ length: 48 }, (_, i) => timeOfMinutes(i * 30));
const ENDS = Array.from({ length: 48 }, (_, i) => timeOfMinutes((i + 1) * 30));

/**
 * The schedule's weekly windows, one row each (day, from, until, remove), and a button to add
 * one; each row's problem, if the server or the form found one, under it.
 */
export function ScheduleWindows(props: {
  windows: ScheduleWindow[];
  onChange: (windows: ScheduleWindow[]) => void;
  errors: Record<string, string | undefined>;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { windows } = props;
  const change = (index: number, window: ScheduleWindow) =>
    props.onChange(windows.map((w, i) => (i === index ? window : w)));
  const label = (w: ScheduleWindow) =>
    t('schedule_window_label', { day: t(`weekday_${w.weekday}`), from: w.from, until: w.until });
  return (
    <fieldset className="space-y-3" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{t('schedule_windows')}</legend>
      {windows.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('schedule_windows_empty')}</p>
      )}
      <ul className="space-y-3">
        {windows.map((window, index) => {
          const error = props.errors[`windows.${index}`];
          return (
            // Windows have no identity of their own, and a row keeps no state: every value comes
            // from the list, so after a removal the rows below simply show the next values.
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list
            <li key={index} className="space-y-1">
              <div className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
                <div className="col-span-2 space-y-1 text-sm sm:col-span-1">
                  <label className="block font-medium" htmlFor={`${id}-${index}-day`}>
                    {t('schedule_weekday')}
                  </label>
                  <NativeSelect
                    id={`${id}-${index}-day`}
                    value={window.weekday}
                    onChange={(event) =>
                      change(index, {
                        ...window,
                        weekday: event.target.value as typeof window.weekday,
                      })
                    }
                  >
                    {WEEKDAYS.map((day) => (
                      <option key={day} value={day}>
                        {t(`weekday_${day}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="col-span-2 grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:contents">
                  <div className="space-y-1 text-sm">
                    <label className="block font-medium" htmlFor={`${id}-${index}-from`}>
                      {t('schedule_from')}
                    </label>
                    <NativeSelect
                      id={`${id}-${index}-from`}
                      value={window.from}
                      onChange={(event) => change(index, { ...window, from: event.target.value })}
                    >
                      {STARTS.map((time) => (
                        <option key={time}>{time}</option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className="space-y-1 text-sm">
                    <label className="block font-medium" htmlFor={`${id}-${index}-until`}>
                      {t('schedule_until')}
                    </label>
                    <NativeSelect
                      id={`${id}-${index}-until`}
                      value={window.until}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => change(index, { ...window, until: event.target.value })}
                    >
                      {ENDS.map((time) => (
                        <option key={time}>{time}</option>
                      ))}
                    </NativeSelect>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('schedule_remove_window', { window: label(window) })}
                    onClick={() => props.onChange(windows.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {error && <p className="text-sm text-destructive">{error}</p>}
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={windows.length >= MAX_SCHEDULE_WINDOWS}
        onClick={() =>
          props.onChange([...windows, { weekday: 'tue', from: '19:00', until: '21:00' }])
        }
      >
        <Plus aria-hidden="true" />
        {t('schedule_add_window')}
      </Button>
      {props.error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
