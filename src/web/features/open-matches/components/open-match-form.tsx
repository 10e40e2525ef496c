import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { courtNameIn } from '#contract/court-name';
import type { Court } from '#contract/courts';
import { type District, SKILL_LEVELS, type SkillLevel } from '#contract/enum-values';
import { canStartAt } from '#contract/free-slots';
import {
  levelsAround,
  OPEN_MATCH_FORMATS,
  OPEN_MATCH_MAX_DAYS_AHEAD,
  type OpenMatchFormat,
  openMatchTimeProblem,
} from '#contract/open-matches';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { NativeSelect } from '#web/components/ui/native-select';
import { Textarea } from '#web/components/ui/textarea';
import { availabilityQueryOptions, DurationSelect, StartTimeGrid } from '#web/features/bookings';
import { apiFetch, toQueryString } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { fieldErrorText, fieldReasons } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { postOpenMatch, useSettledOpenMatch } from '../api/open-matches-api';
import {
  DistrictSelect,
  HalfHourSelect,
  LevelsField,
  SharePriceCheckbox,
} from './open-match-fields';

type Field = 'date' | 'startTime' | 'durationHours' | 'district' | 'levels' | 'courtId' | 'note';

/** The courts of a district whose owners answer booking requests here. */
function useBookableCourts(district: string) {
  return useQuery({
    queryKey: ['bookable-courts', district],
    enabled: Boolean(district),
    queryFn: async ({ signal }) => {
      const page = await apiFetch<{ items: Court[] }>(`/api/courts${toQueryString({ district })}`, {
        signal,
        auth: false,
      });
      return page.items.filter((court) => court.ownerId !== null);
    },
    staleTime: 60_000,
  });
}

/**
 * The 'A set time' kind of 'Post Search Request': a game with a day, a start, a length, singles
 * or doubles, who is welcome, the district and, if chosen, a court whose free start times show
 * as in the booking dialog (sending the game sends the booking request too).
 */
export default function OpenMatchForm(props: {
  level: SkillLevel | undefined;
  district: District | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = currentLanguage(i18n);
  const [, navigate] = useLocation();
  const settle = useSettledOpenMatch();
  const today = sofiaDate(new Date());
  const lastDay = addDays(today, OPEN_MATCH_MAX_DAYS_AHEAD);
  const [format, setFormat] = useState<OpenMatchFormat>('singles');
  const [date, setDate] = useState(addDays(today, 1));
  const [startTime, setStartTime] = useState('18:00');
  const [duration, setDuration] = useState(1.5);
  const [district, setDistrict] = useState<string>(props.district ?? '');
  const [levels, setLevels] = useState<SkillLevel[]>(
    props.level ? levelsAround(props.level) : [...SKILL_LEVELS],
  );
  const [courtId, setCourtId] = useState('');
  const [sharePrice, setSharePrice] = useState(true);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const courts = useBookableCourts(district);
  const court = courts.data?.find((item) => item.id === courtId);
  const availability = useQuery({
    ...availabilityQueryOptions(courtId, date),
    enabled: Boolean(court && date >= today && date <= lastDay),
  });
  const day = court ? availability.data?.days[0] : undefined;
  const start = day && !canStartAt(day, startTime, duration * 60) ? '' : startTime;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const local: Partial<Record<Field, string>> = {};
    if (!date) local.date = 'required';
    if (!start) local.startTime = 'required';
    if (!district) local.district = 'required';
    if (levels.length === 0) local.levels = 'required';
    const timing = date && start ? openMatchTimeProblem(date, start, new Date()) : undefined;
    if (timing) local[timing.field] = timing.reason;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    try {
      const game = settle(
        await postOpenMatch({
          format,
          date,
          startTime: start,
          durationHours: duration,
          district: district as District,
          levels,
          ...(court ? { courtId: court.id, sharePrice } : {}),
          note: note.trim() || null,
        }),
      );
      void notify(t('search_request_posted'), {
        kind: 'success',
        description: t('search_request_posted_description'),
      });
      props.onDone();
      navigate(`/open-matches/${game.id}`);
    } catch (error) {
      const fields = fieldReasons(error);
      if (fields) setErrors(fields as typeof errors);
      else setProblem(apiErrorText(t, error));
    } finally {
      setSending(false);
    }
  }

  const error = (field: Field) => fieldErrorText(t, errors[field]);
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('open_match_format')}</legend>
        <div className="flex gap-2">
          {OPEN_MATCH_FORMATS.map((option) => (
            <label
              key={option}
              className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`${id}-format`}
                className="sr-only"
                checked={format === option}
                onChange={() => setFormat(option)}
              />
              {t(`open_match_${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('booking_date')} error={error('date')}>
          <Input
            type="date"
            min={today}
            max={lastDay}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </FormField>
        <FormField label={t('booking_duration')} error={error('durationHours')}>
          <DurationSelect value={duration} onChange={setDuration} />
        </FormField>
        <FormField label={t('request_location')} error={error('district')}>
          <DistrictSelect
            value={district}
            placeholder={t('request_location_placeholder')}
            onChange={(event) => {
              setDistrict(event.target.value);
              setCourtId('');
            }}
          />
        </FormField>
        <FormField
          label={t('open_match_court')}
          error={error('courtId')}
          hint={t('open_match_court_hint')}
        >
          <NativeSelect
            value={courtId}
            disabled={!district}
            onChange={(event) => setCourtId(event.target.value)}
          >
            <option value="">{t('open_match_no_court')}</option>
            {(courts.data ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {courtNameIn(language, option)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {court && day ? (
        <StartTimeGrid
          day={day}
          durationMinutes={duration * 60}
          value={start}
          onChange={setStartTime}
          error={error('startTime')}
          errorId={`${id}-start-error`}
        />
      ) : court && availability.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('booking_slots_loading')}
        </p>
      ) : (
        <FormField label={t('booking_start')} error={error('startTime')}>
          <HalfHourSelect
            value={startTime}
            onChange={(event) => setStartTime(event.target.value)}
          />
        </FormField>
      )}
      <LevelsField value={levels} onChange={setLevels} error={error('levels')} />
      {court && <SharePriceCheckbox checked={sharePrice} onChange={setSharePrice} />}
      <FormField label={t('request_message')} error={error('note')}>
        <Textarea
          rows={2}
          value={note}
          placeholder={t('request_message_placeholder')}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? t('posting') : t('request_submit')}
        </Button>
      </div>
    </form>
  );
}
