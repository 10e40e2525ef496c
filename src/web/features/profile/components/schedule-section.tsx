import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { courtNameIn } from '#contract/court-name';
import { DISTRICTS, SKILL_LEVELS } from '#contract/enum-values';
import { OPEN_MATCH_FORMATS } from '#contract/open-match-values';
import { type Schedule, type ScheduleBody, scheduleBodySchema } from '#contract/schedule';
import { CheckboxGroup } from '#web/components/checkbox-group';
import { FormField } from '#web/components/form-field';
import { ListState } from '#web/components/list-state';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { fieldErrorText, fieldReasons } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { useHashTarget } from '#web/lib/use-hash-target';
import { courtChoicesQueryOptions } from '../api/get-court-choices';
import { saveSchedule, scheduleQueryKey, scheduleQueryOptions } from '../api/schedule-api';
import { ScheduleWindows } from './schedule-windows';

type Draft = Required<Omit<ScheduleBody, 'pausedUntil'>> & { pausedUntil: string };

const draftOf = (schedule: Schedule): Draft => ({
  windows: schedule.windows,
  districts: schedule.districts,
  courtIds: schedule.courtIds,
  formats: schedule.formats,
  levels: schedule.levels,
  pausedUntil: schedule.pausedUntil ?? '',
  suggestMe: schedule.suggestMe,
  gamesThatFit: schedule.gamesThatFit,
});

/** A problem's field as the form shows it: a window's problem goes under its row. */
const fieldKey = (path: string) => path.match(/^windows\.\d+/)?.[0] ?? path;

/**
 * "When I play": the weekly windows, places, formats and levels that partners are proposed
 * in, a pause and whether to be suggested to others. Checked here as the server checks it, and
 * the server's answer shown on the same fields.
 */
export function ScheduleSection() {
  const { t } = useTranslation();
  const schedule = useQuery(scheduleQueryOptions());
  // A link to /profile#schedule lands on the section once it has its height.
  useHashTarget(!schedule.isPending);
  return (
    <Card
      id="schedule"
      tabIndex={-1}
      aria-labelledby="schedule-title"
      className="scroll-mt-20 space-y-4 focus:outline-none"
    >
      <header className="space-y-1">
        <h2 id="schedule-title" className="text-xl font-semibold">
          {t('schedule_title')}
        </h2>
        <CardDescription>{t('schedule_intro')}</CardDescription>
      </header>
      <ListState
        isPending={schedule.isPending}
        isError={schedule.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void schedule.refetch()}
      />
      {schedule.data && <ScheduleForm schedule={schedule.data} />}
    </Card>
  );
}

function ScheduleForm(props: { schedule: Schedule }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const courts = useQuery(courtChoicesQueryOptions());
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.schedule));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: string) => fieldErrorText(t, errors[key]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: ScheduleBody = { ...draft, pausedUntil: draft.pausedUntil || null };
    const checked = scheduleBodySchema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues)
        found[fieldKey(issue.path.join('.'))] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      queryClient.setQueryData(scheduleQueryKey, await saveSchedule(body));
      void notify(t('schedule_saved'), { kind: 'success' });
    } catch (error) {
      const reasons = fieldReasons(error);
      if (reasons) {
        setErrors(
          Object.fromEntries(
            Object.entries(reasons).map(([path, reason]) => [fieldKey(path), reason]),
          ),
        );
      } else showApiErrorToast(t, error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <ScheduleWindows
        windows={draft.windows}
        onChange={(windows) => set('windows', windows)}
        errors={Object.fromEntries(
          draft.windows.map((_, i) => [`windows.${i}`, text(`windows.${i}`)]),
        )}
        error={text('windows')}
      />
      <CheckboxGroup
        legend={t('schedule_districts')}
        columns={2}
        options={DISTRICTS.map((district) => ({
          value: district,
          label: t(`district_${district}`),
        }))}
        value={draft.districts}
        onChange={(value) => set('districts', value as Draft['districts'])}
        error={text('districts')}
      />
      <CheckboxGroup
        legend={t('schedule_courts')}
        options={(courts.data ?? []).map((court) => ({
          value: court.id,
          label: courtNameIn(currentLanguage(i18n), court),
        }))}
        value={draft.courtIds}
        onChange={(value) => set('courtIds', value)}
        error={text('courtIds')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <CheckboxGroup
          legend={t('schedule_formats')}
          columns={1}
          options={OPEN_MATCH_FORMATS.map((format) => ({
            value: format,
            label: t(`open_match_${format}`),
          }))}
          value={draft.formats}
          onChange={(value) => set('formats', value as Draft['formats'])}
          error={text('formats')}
        />
        <CheckboxGroup
          legend={t('schedule_levels')}
          columns={1}
          options={SKILL_LEVELS.map((level) => ({ value: level, label: t(`level_${level}`) }))}
          value={draft.levels}
          onChange={(value) => set('levels', value as Draft['levels'])}
          error={text('levels')}
        />
      </div>
      <FormField
        label={t('schedule_paused_until')}
        hint={t('schedule_paused_until_hint')}
        error={text('pausedUntil')}
      >
        <Input
          type="date"
          value={draft.pausedUntil}
          onChange={(event) => set('pausedUntil', event.target.value)}
        />
      </FormField>
      <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={draft.suggestMe}
          onChange={(event) => set('suggestMe', event.target.checked)}
        />
        {t('schedule_suggest_me')}
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={draft.gamesThatFit}
          onChange={(event) => set('gamesThatFit', event.target.checked)}
        />
        {t('schedule_games_that_fit')}
      </label>
      <Button type="submit" disabled={saving}>
        {saving ? t('loading') : t('schedule_save')}
      </Button>
    </form>
  );
}
