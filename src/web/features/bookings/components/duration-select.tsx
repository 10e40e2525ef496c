import type { ComponentProps } from 'react';
import { BOOKING_DURATION_HOURS } from '#contract/constants';
import { NativeSelect } from '#web/components/ui/native-select';
import { useTranslation } from '#web/lib/i18n/use-translation';

const DURATIONS: number[] = [];
for (let h = BOOKING_DURATION_HOURS.min; h <= BOOKING_DURATION_HOURS.max; h += 0.5)
  DURATIONS.push(h);

/** A booking's or a game's length: 1 to 3 hours in half hours. */
export function DurationSelect(
  props: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
    value: number;
    onChange: (hours: number) => void;
  },
) {
  const { t } = useTranslation();
  const { value, onChange, ...rest } = props;
  return (
    <NativeSelect
      {...rest}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {DURATIONS.map((hours) => (
        <option key={hours} value={hours}>
          {t('hours_count', { count: hours })}
        </option>
      ))}
    </NativeSelect>
  );
}
