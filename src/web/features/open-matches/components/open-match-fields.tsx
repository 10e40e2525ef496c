import type { ComponentProps } from 'react';
import { DISTRICTS, SKILL_LEVELS, type SkillLevel } from '#contract/enum-values';
import { CheckboxField } from '#web/components/checkbox-field';
import { ChipGroup } from '#web/components/ui/chip-group';
import { NativeSelect } from '#web/components/ui/native-select';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** A game's fields that posting it and changing it both draw. */

/** Every half hour a game may start at when no court is chosen. */
const HALF_HOURS: string[] = [];
for (let minute = 6 * 60; minute <= 22 * 60; minute += 30) {
  HALF_HOURS.push(
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${minute % 60 ? '30' : '00'}`,
  );
}

type SelectProps = ComponentProps<typeof NativeSelect>;

/** The start, on a half hour (FormField gives it its label and error). */
export function HalfHourSelect(props: SelectProps) {
  return (
    <NativeSelect {...props}>
      {HALF_HOURS.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Sofia's districts, with a first 'choose' option when `placeholder` says so. */
export function DistrictSelect({ placeholder, ...props }: SelectProps & { placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <NativeSelect {...props}>
      {placeholder && <option value="">{placeholder}</option>}
      {DISTRICTS.map((option) => (
        <option key={option} value={option}>
          {t(`district_${option}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Who is welcome, as declared levels, with the field's error under it. */
export function LevelsField(props: {
  value: SkillLevel[];
  onChange: (levels: SkillLevel[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <ChipGroup
        legend={t('open_match_levels')}
        options={SKILL_LEVELS}
        labelOf={(level) => t(`level_${level}`)}
        value={props.value}
        onChange={props.onChange}
      />
      {props.error && <p className="text-sm text-destructive">{props.error}</p>}
    </div>
  );
}

/** Whether each player sees their share of the court's price. */
export function SharePriceCheckbox(props: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <CheckboxField checked={props.checked} onChange={props.onChange}>
      {t('open_match_share_price')}
    </CheckboxField>
  );
}
