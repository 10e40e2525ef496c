import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { courtNameIn } from '#contract/court-name';
import { AVAILABILITY, DISTRICTS, SKILL_LEVELS } from '#contract/enums';
import type { Profile } from '#contract/profile';
import { CheckboxGroup } from '#web/components/checkbox-group';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { NativeSelect } from '#web/components/ui/native-select';
import { Textarea } from '#web/components/ui/textarea';
import { currentLanguage } from '#web/lib/current-language';
import { fieldErrorText } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { zodResolver } from '#web/lib/zod-resolver';
import { courtChoicesQueryOptions } from '../api/get-court-choices';
import {
  type ProfileFormInput,
  type ProfileFormOutput,
  profileFormSchema,
  profileFormValues,
} from '../profile-form-schema';

export function ProfileForm(props: {
  profile: Profile;
  onSave: (values: ProfileFormOutput) => Promise<Profile | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const courts = useQuery(courtChoicesQueryOptions());
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(props.profile),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await props.onSave(values);
    if (saved) form.reset(profileFormValues(saved));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label={t('profile_name')} error={fieldErrorText(t, errors.name?.message)}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('profile_email')} hint={t('profile_email_hint')}>
        <Input type="email" value={props.profile.email} readOnly />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('profile_skill_level')}>
          <NativeSelect {...form.register('level')}>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`level_${level}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('profile_district')}>
          <NativeSelect {...form.register('district')}>
            <option value="">{t('profile_district_none')}</option>
            {DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {t(`district_${district}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={t('profile_phone')} error={fieldErrorText(t, errors.phone?.message)}>
        <Input
          type="tel"
          autoComplete="tel"
          placeholder="+359 888 123 456"
          {...form.register('phone')}
        />
      </FormField>
      <FormField label={t('profile_bio')} error={fieldErrorText(t, errors.bio?.message)}>
        <Textarea placeholder={t('profile_bio_placeholder')} {...form.register('bio')} />
      </FormField>
      <Controller
        control={form.control}
        name="availability"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('profile_availability')}
            columns={4}
            options={AVAILABILITY.map((value) => ({
              value,
              label: t(`profile_availability_${value}`),
            }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="preferredCourtIds"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('profile_preferred_courts')}
            options={(courts.data ?? []).map((court) => ({
              value: court.id,
              label: courtNameIn(currentLanguage(i18n), court),
            }))}
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorText(t, errors.preferredCourtIds?.message)}
          />
        )}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('listed')} />
        {t('profile_listed')}
      </label>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('loading') : t('profile_save')}
      </Button>
    </form>
  );
}
