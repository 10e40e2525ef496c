import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DISTRICTS, SKILL_LEVELS } from '#contract/enum-values';
import type { Profile } from '#contract/profile';
import { type SearchRequestInput, searchRequestSchema } from '#contract/search-request';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { LazyOpenMatchForm } from '#web/features/open-matches';
import { profileQueryOptions } from '#web/features/profile';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { fieldErrorText, fieldReasons } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';
import { zodResolver } from '#web/lib/zod-resolver';
import { postPartnerRequest } from '../api/partner-requests-api';

const EMPTY: SearchRequestInput = { level: '', district: '', preferredTime: '', message: '' };

/** A request starts from the player's own level and district, as their profile has them. */
function startingValues(profile: Profile | undefined): SearchRequestInput {
  return profile ? { ...EMPTY, level: profile.level, district: profile.district ?? '' } : EMPTY;
}
const fieldClass =
  'min-h-11 w-full rounded-lg border border-border bg-card px-3 py-2 text-sm sm:min-h-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

/** 'Post Search Request': saved with POST /api/partner-requests; 'Posting...' while it saves. */
export default function PostRequestDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useSession();
  const profile = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const start = startingValues(profile.data);
  const form = useForm<SearchRequestInput>({
    resolver: zodResolver(searchRequestSchema),
    defaultValues: start,
    // The profile may arrive after the form is drawn: it fills the fields not yet touched.
    values: profile.data ? start : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  // A flexible search (a time in words), or a game at a set time that others join.
  const [kind, setKind] = useState<'flexible' | 'game'>('flexible');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postPartnerRequest(values);
    } catch (error) {
      const fields = fieldReasons(error);
      const known = Object.entries(fields ?? {}).filter(([name]) => name in EMPTY);
      for (const [name, reason] of known) {
        form.setError(name as keyof SearchRequestInput, { message: reason });
      }
      if (known.length === 0) showApiErrorToast(t, error);
      return;
    }
    void notify(t('search_request_posted'), {
      kind: 'success',
      description: t('search_request_posted_description'),
    });
    // Every field back to the start, the typed ones too (the profile's arrival keeps those).
    form.reset(start, { keepDirtyValues: false });
    props.onOpenChange(false);
  });

  const field = (name: keyof SearchRequestInput, label: string, control: ReactNode) => {
    const error = errors[name]?.message;
    return (
      <div className="space-y-1.5">
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {label}
        </label>
        {control}
        {error && (
          <p id={`${id}-${name}-error`} className="text-sm text-destructive">
            {fieldErrorText(t, error)}
          </p>
        )}
      </div>
    );
  };
  const a11y = (name: keyof SearchRequestInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: fieldClass,
  });

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('post_search_request')}
        description={t('request_description')}
        closeLabel={t('close')}
      >
        <fieldset className="mb-4 flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('request_kind')}</legend>
          {(['flexible', 'game'] as const).map((option) => (
            <label
              key={option}
              className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium has-[:checked]:bg-card has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:min-h-9"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                className="sr-only"
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t(`request_kind_${option}`)}
            </label>
          ))}
        </fieldset>
        {kind === 'game' ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                {t('loading')}
              </p>
            }
          >
            <LazyOpenMatchForm
              level={profile.data?.level}
              district={profile.data?.district ?? undefined}
              onDone={() => props.onOpenChange(false)}
              onCancel={() => props.onOpenChange(false)}
            />
          </Suspense>
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            {field(
              'level',
              t('request_level'),
              <select {...a11y('level')} {...form.register('level')}>
                <option value="">{t('request_level_placeholder')}</option>
                {SKILL_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`level_${level}`)}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'district',
              t('request_location'),
              <select {...a11y('district')} {...form.register('district')}>
                <option value="">{t('request_location_placeholder')}</option>
                {DISTRICTS.map((district) => (
                  <option key={district} value={district}>
                    {t(`district_${district}`)}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'preferredTime',
              t('request_time'),
              <input
                {...a11y('preferredTime')}
                {...form.register('preferredTime')}
                placeholder={t('request_time_placeholder')}
              />,
            )}
            {field(
              'message',
              t('request_message'),
              <textarea
                {...a11y('message')}
                {...form.register('message')}
                rows={3}
                placeholder={t('request_message_placeholder')}
              />,
            )}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('posting') : t('request_submit')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
