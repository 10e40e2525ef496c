import { type FormEvent, useState } from 'react';
import type { District } from '#contract/enum-values';
import {
  OPEN_MATCH_MAX_DAYS_AHEAD,
  type OpenMatch,
  type OpenMatchEdit,
  openMatchTimeProblem,
} from '#contract/open-matches';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { DurationSelect } from '#web/features/bookings';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-toast';
import { fieldErrorText, fieldReasons } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { editOpenMatch, useSettledOpenMatch } from '../api/open-matches-api';
import {
  DistrictSelect,
  HalfHourSelect,
  LevelsField,
  SharePriceCheckbox,
} from './open-match-fields';

/** What the players are told of when it changes (the server's rule). */
const TOLD_FIELDS = ['date', 'startTime', 'durationHours', 'district', 'note'] as const;

type Field = 'date' | 'startTime' | 'durationHours' | 'district' | 'levels' | 'note';

/** The form's values as the game has them now. */
function valuesOf(game: OpenMatch) {
  return {
    date: game.date,
    startTime: game.startTime,
    durationHours: game.durationHours,
    district: game.district as District,
    levels: game.levels,
    note: game.note ?? '',
    sharePrice: game.pricePerPlayer !== null,
  };
}

/** What the organiser changed: only those fields are sent. */
function changesOf(before: ReturnType<typeof valuesOf>, after: ReturnType<typeof valuesOf>) {
  const changes: OpenMatchEdit = {};
  if (after.date !== before.date) changes.date = after.date;
  if (after.startTime !== before.startTime) changes.startTime = after.startTime;
  if (after.durationHours !== before.durationHours) changes.durationHours = after.durationHours;
  if (after.district !== before.district) changes.district = after.district;
  if (after.levels && after.levels.join() !== before.levels?.join()) changes.levels = after.levels;
  if (after.note.trim() !== before.note) changes.note = after.note.trim() || null;
  if (after.sharePrice !== before.sharePrice) changes.sharePrice = after.sharePrice;
  return changes;
}

/**
 * 'Edit' on the game's page (its organiser, before the start): the game's fields as they are,
 * the posting form's controls. A game with a court keeps its slot, which then only shows.
 */
export default function EditOpenMatchDialog(props: {
  game: OpenMatch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { game } = props;
  const { t } = useTranslation();
  const settle = useSettledOpenMatch();
  const before = valuesOf(game);
  const [values, setValues] = useState(before);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hasCourt = game.court !== null;
  const today = sofiaDate(new Date());
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const changes = changesOf(before, values);
    const local: Partial<Record<Field, string>> = {};
    if (values.levels?.length === 0) local.levels = 'required';
    const timing =
      changes.date || changes.startTime
        ? openMatchTimeProblem(values.date, values.startTime, new Date())
        : undefined;
    if (timing) local[timing.field] = timing.reason;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    if (Object.keys(changes).length === 0) {
      props.onOpenChange(false);
      return;
    }
    setSaving(true);
    try {
      settle(await editOpenMatch(game.id, changes));
      // The server tells the other players of these fields only: the toast says so only then.
      const told =
        game.players.length > 1 && TOLD_FIELDS.some((field) => changes[field] !== undefined);
      void notify(t(told ? 'open_match_edited_toast' : 'open_match_edited_quiet_toast'), {
        kind: 'success',
      });
      props.onOpenChange(false);
    } catch (error) {
      const fields = fieldReasons(error);
      if (fields) setErrors(fields as typeof errors);
      else if (error instanceof ApiRequestError && error.code === 'match_overlap') {
        setProblem(t('open_match_edit_overlap'));
      } else setProblem(apiErrorText(t, error));
    } finally {
      setSaving(false);
    }
  }

  const error = (field: Field) => fieldErrorText(t, errors[field]);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('open_match_edit_title')}
        description={t('open_match_edit_description')}
        closeLabel={t('close')}
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          {hasCourt && (
            <p className="text-sm text-muted-foreground">{t('open_match_edit_court_fixed')}</p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('booking_date')} error={error('date')}>
              <Input
                type="date"
                min={today}
                max={addDays(today, OPEN_MATCH_MAX_DAYS_AHEAD)}
                readOnly={hasCourt}
                value={values.date}
                onChange={(event) => set('date', event.target.value)}
              />
            </FormField>
            <FormField label={t('booking_start')} error={error('startTime')}>
              <HalfHourSelect
                disabled={hasCourt}
                value={values.startTime}
                onChange={(event) => set('startTime', event.target.value)}
              />
            </FormField>
            <FormField label={t('booking_duration')} error={error('durationHours')}>
              <DurationSelect
                disabled={hasCourt}
                value={values.durationHours}
                onChange={(hours) => set('durationHours', hours)}
              />
            </FormField>
            <FormField label={t('request_location')} error={error('district')}>
              <DistrictSelect
                disabled={hasCourt}
                value={values.district}
                onChange={(event) => set('district', event.target.value as District)}
              />
            </FormField>
          </div>
          {values.levels && (
            <LevelsField
              value={values.levels}
              onChange={(levels) => set('levels', levels)}
              error={error('levels')}
            />
          )}
          {hasCourt && (
            <SharePriceCheckbox
              checked={values.sharePrice}
              onChange={(on) => set('sharePrice', on)}
            />
          )}
          <FormField label={t('request_message')} error={error('note')}>
            <Textarea
              rows={2}
              value={values.note}
              onChange={(event) => set('note', event.target.value)}
            />
          </FormField>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('saving') : t('open_match_edit_save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
