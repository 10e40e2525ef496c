import { type FormEvent, useState } from 'react';
import { FREE_CANCEL_HOURS } from '#contract/constants';
import {
  AMENITIES,
  COURT_SETTINGS,
  DISTRICTS,
  SURFACES,
  WINTER_COVERS,
} from '#contract/enum-values';
import { CheckboxField } from '#web/components/checkbox-field';
import { CheckboxGroup } from '#web/components/checkbox-group';
import { ChoiceSelect } from '#web/components/choice-select';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { NativeSelect } from '#web/components/ui/native-select';
import { fieldErrorText } from '#web/lib/field-errors';
import { monthName } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { type CourtFormValues, unitsFor, validateCourt } from '../court-form-values';
import { OpeningHoursFields } from './opening-hours-fields';
import { PeakPriceFields } from './peak-price-fields';
import { UnitFields } from './unit-fields';

/**
 * The listing form. `onSave` answers the server's field problems (field → reason), if any;
 * they are shown under their fields like the form's own checks.
 */
export function CourtForm(props: {
  initial: CourtFormValues;
  submitLabel: string;
  onSave: (values: CourtFormValues) => Promise<Record<string, string> | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof CourtFormValues>(key: K, value: CourtFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const error = (key: string) => fieldErrorText(t, errors[key]);
  const text = (
    key: 'name' | 'nameEn' | 'address' | 'postcode' | 'lat' | 'lng' | 'phone' | 'website',
  ) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateCourt(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setSaving(true);
    const serverProblems = await props.onSave(values);
    setSaving(false);
    if (serverProblems) setErrors(serverProblems);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('court_form_name')} error={error('name')}>
          <Input {...text('name')} />
        </FormField>
        <FormField
          label={t('court_form_name_en')}
          error={error('nameEn')}
          hint={t('court_form_name_en_hint')}
        >
          <Input lang="en" {...text('nameEn')} />
        </FormField>
        <FormField label={t('court_form_district')} error={error('district')}>
          <ChoiceSelect
            value={values.district}
            choices={DISTRICTS}
            labelOf={(district) => t(`district_${district}`)}
            empty={t('court_form_choose')}
            onChange={(district) => set('district', district)}
          />
        </FormField>
        <FormField label={t('court_form_surface')} error={error('surface')}>
          <ChoiceSelect
            value={values.surface}
            choices={SURFACES}
            labelOf={(surface) => t(`surface_${surface}`)}
            empty={t('court_form_choose')}
            onChange={(surface) => set('surface', surface)}
          />
        </FormField>
        <FormField label={t('court_form_setting')} error={error('setting')}>
          <ChoiceSelect
            value={values.setting}
            choices={COURT_SETTINGS}
            labelOf={(setting) => t(`setting_${setting}`)}
            onChange={(setting) => set('setting', setting)}
          />
        </FormField>
        {values.setting === 'winter_cover' && (
          <div className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
            <FormField label={t('court_form_cover_kind')} error={error('coverKind')}>
              <NativeSelect
                value={values.coverKind}
                onChange={(e) => set('coverKind', e.target.value)}
              >
                {WINTER_COVERS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`winter_cover_${kind}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {(['coverFrom', 'coverTo'] as const).map((key) => (
              <FormField
                key={key}
                label={t(key === 'coverFrom' ? 'court_form_cover_from' : 'court_form_cover_to')}
                error={error(key)}
              >
                <NativeSelect value={values[key]} onChange={(e) => set(key, e.target.value)}>
                  {MONTHS.map((month) => (
                    <option key={month} value={String(month)}>
                      {monthName(month, language)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ))}
          </div>
        )}
        <FormField label={t('court_form_address')} error={error('address')}>
          <Input autoComplete="street-address" {...text('address')} />
        </FormField>
        <FormField label={t('court_form_postcode')} error={error('postcode')}>
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            {...text('postcode')}
          />
        </FormField>
        <FormField label={t('court_form_price')} error={error('pricePerHour')}>
          <Input
            inputMode="decimal"
            value={values.pricePerHour}
            onChange={(e) => set('pricePerHour', e.target.value)}
          />
        </FormField>
        <FormField label={t('court_form_total')} error={error('totalCourts')}>
          <Input
            type="number"
            min={1}
            max={100}
            value={values.totalCourts}
            onChange={(e) => set('totalCourts', e.target.value)}
          />
        </FormField>
        <FormField
          label={t('court_form_free_cancel')}
          // One message for every way it can be wrong: what it must be.
          error={errors.freeCancelHours && t('court_form_free_cancel_error', FREE_CANCEL_HOURS)}
          hint={t('court_form_free_cancel_hint', FREE_CANCEL_HOURS)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={FREE_CANCEL_HOURS.min}
            max={FREE_CANCEL_HOURS.max}
            step={1}
            value={values.freeCancelHours}
            onChange={(e) => set('freeCancelHours', e.target.value)}
          />
        </FormField>
        <FormField
          label={t('court_form_phone')}
          error={error('phone')}
          hint={t('court_form_phone_hint')}
        >
          <Input type="tel" autoComplete="tel" placeholder="+359" {...text('phone')} />
        </FormField>
        <FormField label={t('court_form_website')} error={error('website')}>
          <Input type="url" placeholder="https://" {...text('website')} />
        </FormField>
      </div>
      <PeakPriceFields
        value={values}
        errors={errors}
        onChange={(peak) => setValues((previous) => ({ ...previous, ...peak }))}
      />
      <UnitFields
        units={unitsFor(values.units, Number(values.totalCourts))}
        errors={errors}
        onChange={(index, unit) =>
          setValues((previous) => {
            const units = unitsFor(previous.units, Number(previous.totalCourts));
            units[index] = unit;
            return { ...previous, units };
          })
        }
      />
      <CheckboxField
        checked={values.instantBooking}
        hint={t('court_form_instant_booking_hint')}
        onChange={(checked) => set('instantBooking', checked)}
      >
        {t('court_form_instant_booking')}
      </CheckboxField>
      <OpeningHoursFields
        value={values.hours}
        errors={errors}
        onChange={(day, hours) => set('hours', { ...values.hours, [day]: hours })}
      />
      <CheckboxGroup
        legend={t('court_form_conditions')}
        options={[
          { value: 'floodlights', label: t('court_form_floodlights') },
          { value: 'heated', label: t('court_form_heated') },
        ]}
        value={(['floodlights', 'heated'] as const).filter((key) => values[key])}
        onChange={(list) =>
          setValues((previous) => ({
            ...previous,
            floodlights: list.includes('floodlights'),
            heated: list.includes('heated'),
          }))
        }
      />
      <CheckboxGroup
        legend={t('amenities_label')}
        options={AMENITIES.map((amenity) => ({ value: amenity, label: t(`amenity_${amenity}`) }))}
        value={values.amenities}
        onChange={(list) => set('amenities', list as CourtFormValues['amenities'])}
        error={error('amenities')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('court_form_coordinates')}</legend>
        <p className="text-xs text-muted-foreground">{t('court_form_coordinates_hint')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('court_form_lat')} error={error('lat')}>
            <Input inputMode="decimal" {...text('lat')} />
          </FormField>
          <FormField label={t('court_form_lng')} error={error('lng')}>
            <Input inputMode="decimal" {...text('lng')} />
          </FormField>
        </div>
      </fieldset>
      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? t('saving') : props.submitLabel}
      </Button>
    </form>
  );
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
