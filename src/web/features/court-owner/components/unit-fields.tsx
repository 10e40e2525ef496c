import { COURT_SETTINGS, SURFACES } from '#contract/enum-values';
import { ChoiceSelect } from '#web/components/choice-select';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/ui/input';
import { fieldErrorText } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import type { UnitFormValues } from '../court-form-values';

const LIGHTS = ['yes', 'no'] as const;

/**
 * The club's courts, one row each: a name (empty keeps "Court N") and, where a court differs
 * from the club, its surface, setting and lights.
 */
export function UnitFields(props: {
  units: UnitFormValues[];
  errors: Record<string, string>;
  onChange: (index: number, unit: UnitFormValues) => void;
}) {
  const { t } = useTranslation();
  const asClub = t('court_form_unit_as_club');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t('court_form_units')}</legend>
      <p className="text-xs text-muted-foreground">{t('court_form_units_hint')}</p>
      {props.errors.units && (
        <p className="text-sm text-destructive">{fieldErrorText(t, props.errors.units)}</p>
      )}
      <ol className="space-y-3">
        {props.units.map((unit, index) => {
          const number = index + 1;
          const set = (patch: Partial<UnitFormValues>) =>
            props.onChange(index, { ...unit, ...patch });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a unit is its place in the club, so its index is its identity
            <li key={index} className="rounded-lg border border-border p-3">
              <p className="mb-2 text-sm font-medium">{t('court_unit_default', { number })}</p>
              <div className="grid gap-3 sm:grid-cols-4">
                <FormField
                  label={t('court_form_unit_name', { number })}
                  error={fieldErrorText(t, props.errors[`units.${index}.name`])}
                >
                  <Input
                    value={unit.name}
                    maxLength={40}
                    placeholder={t('court_unit_default', { number })}
                    onChange={(e) => set({ name: e.target.value })}
                  />
                </FormField>
                <FormField label={t('court_form_unit_surface', { number })}>
                  <ChoiceSelect
                    value={unit.surface}
                    choices={SURFACES}
                    labelOf={(surface) => t(`surface_${surface}`)}
                    empty={asClub}
                    onChange={(surface) => set({ surface })}
                  />
                </FormField>
                <FormField label={t('court_form_unit_setting', { number })}>
                  <ChoiceSelect
                    value={unit.setting}
                    choices={COURT_SETTINGS}
                    labelOf={(setting) => t(`setting_${setting}`)}
                    empty={asClub}
                    onChange={(setting) => set({ setting })}
                  />
                </FormField>
                <FormField label={t('court_form_unit_lights', { number })}>
                  <ChoiceSelect
                    value={unit.floodlights}
                    choices={LIGHTS}
                    labelOf={(lights) =>
                      t(lights === 'yes' ? 'court_form_unit_lit' : 'court_form_unit_unlit')
                    }
                    empty={asClub}
                    onChange={(floodlights) => set({ floodlights })}
                  />
                </FormField>
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
