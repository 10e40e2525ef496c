import { CheckboxField } from '#web/components/checkbox-field';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/ui/input';
import { fieldErrorText } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import type { CourtFormValues } from '../court-form-values';

type PeakValues = Pick<
  CourtFormValues,
  'hasPeak' | 'peakPrice' | 'peakWeekdays' | 'peakFrom' | 'peakWeekends'
>;

/**
 * 'Peak price': a box to tick, then the price and when it applies (weekdays from a time, and/or
 * weekends). The rest stays hidden until ticked, so an owner with one price sees one field.
 */
export function PeakPriceFields(props: {
  value: PeakValues;
  errors: Record<string, string>;
  onChange: (value: Partial<PeakValues>) => void;
}) {
  const { t } = useTranslation();
  const { value } = props;
  const whenError = fieldErrorText(t, props.errors.peakFrom);
  return (
    <div className="space-y-3">
      <CheckboxField checked={value.hasPeak} onChange={(hasPeak) => props.onChange({ hasPeak })}>
        {t('court_form_peak')}
      </CheckboxField>
      {value.hasPeak && (
        <div className="space-y-3 border-l-2 border-border pl-4">
          <p className="text-xs text-muted-foreground">{t('court_form_peak_hint')}</p>
          <FormField
            label={t('court_form_peak_price')}
            error={fieldErrorText(t, props.errors.peakPrice)}
          >
            <Input
              inputMode="decimal"
              className="sm:w-48"
              value={value.peakPrice}
              onChange={(event) => props.onChange({ peakPrice: event.target.value })}
            />
          </FormField>
          <div className="flex flex-wrap items-center gap-2">
            <CheckboxField
              checked={value.peakWeekdays}
              onChange={(peakWeekdays) => props.onChange({ peakWeekdays })}
            >
              {t('court_form_peak_weekdays')}
            </CheckboxField>
            {value.peakWeekdays && (
              <Input
                type="time"
                step={1800}
                aria-label={t('court_form_peak_from')}
                aria-invalid={whenError ? true : undefined}
                aria-describedby={whenError ? 'peak-when-error' : undefined}
                value={value.peakFrom}
                onChange={(event) => props.onChange({ peakFrom: event.target.value })}
                className="w-32"
              />
            )}
          </div>
          <CheckboxField
            checked={value.peakWeekends}
            onChange={(peakWeekends) => props.onChange({ peakWeekends })}
          >
            {t('court_form_peak_weekends')}
          </CheckboxField>
          {whenError && (
            <p id="peak-when-error" className="text-sm text-destructive">
              {whenError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
