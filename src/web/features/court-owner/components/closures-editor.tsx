import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatCalendarDate } from '#contract/calendar-date';
import {
  CLOSURE_REASON_MAX_LENGTH,
  type ClosureBody,
  type ClosureKind,
  type CourtClosure,
  type OverlappedBooking,
} from '#contract/court-closures';
import type { CourtDetail } from '#contract/courts';
import { WEEKDAYS, type Weekday } from '#contract/enum-values';
import { addDays, sofiaDate, timeOfMinutes } from '#contract/sofia-time';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { FormField } from '#web/components/form-field';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { NativeSelect } from '#web/components/ui/native-select';
import { ApiRequestError } from '#web/lib/api-client';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { courtUnitName } from '#web/lib/court-unit-name';
import { currentLanguage } from '#web/lib/current-language';
import { fieldErrorText } from '#web/lib/field-errors';
import type { TFunction } from '#web/lib/i18n/translate';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { addClosure, closuresQueryOptions, removeClosure } from '../api/closures-api';

/** The half hours a closure starts at, and the ones it ends at (up to 24:00, the day's end). */
const HALF_HOURS = Array.from({ length: 49 }, (_, i) => timeOfMinutes(i * 30));
const STARTS = HALF_HOURS.slice(0, -1);
const ENDS = HALF_HOURS.slice(1);

interface Values {
  /** '' is the whole court. */
  unitId: string;
  kind: ClosureKind;
  date: string;
  weekday: Weekday;
  fromDate: string;
  untilDate: string;
  startTime: string;
  endTime: string;
  reason: string;
}

function emptyValues(today: string): Values {
  return {
    unitId: '',
    kind: 'once',
    date: addDays(today, 1),
    weekday: 'sat',
    fromDate: today,
    untilDate: '',
    startTime: '09:00',
    endTime: '12:00',
    reason: '',
  };
}

function toBody(v: Values, cancelBookings: boolean): ClosureBody {
  const common = {
    unitId: v.unitId || null,
    startTime: v.startTime,
    endTime: v.endTime,
    reason: v.reason,
    cancelBookings,
  };
  return v.kind === 'once'
    ? { kind: 'once', date: v.date, ...common }
    : {
        kind: 'weekly',
        weekday: v.weekday,
        fromDate: v.fromDate,
        untilDate: v.untilDate || null,
        ...common,
      };
}

/** What the form can tell before asking the server, as the server would name it. */
function ownProblems(v: Values): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!v.reason.trim()) problems.reason = 'required';
  if (v.endTime <= v.startTime) problems.endTime = 'end_after_start';
  if (v.kind === 'once' && !v.date) problems.date = 'required';
  if (v.kind === 'weekly' && !v.fromDate) problems.fromDate = 'required';
  if (v.kind === 'weekly' && v.untilDate && v.untilDate < v.fromDate) {
    problems.untilDate = 'until_before_from';
  }
  return problems;
}

/** A closure in one line: when, which court, and the owner's reason. */
export function closureText(closure: CourtClosure, t: TFunction, language: string): string {
  const date = (value: string) => formatCalendarDate(value, language);
  const times = { start: closure.startTime, end: closure.endTime };
  const when =
    closure.kind === 'once' && closure.date
      ? t('closure_once_text', { date: date(closure.date), ...times })
      : t(closure.untilDate ? 'closure_weekly_until_text' : 'closure_weekly_text', {
          weekday: t(`weekday_${closure.weekday ?? 'mon'}`),
          from: date(closure.fromDate ?? ''),
          until: closure.untilDate ? date(closure.untilDate) : '',
          ...times,
        });
  const where = closure.unit ? courtUnitName(closure.unit, t) : t('closure_whole_court');
  return `${where} · ${when}`;
}

/**
 * The owner's closures of a court: the ones still ahead, each with Remove, and a form to close
 * one unit or the whole court once or every week. A closure over accepted bookings lists them
 * and asks before cancelling them.
 */
export function ClosuresEditor({ court }: { court: CourtDetail }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const closures = useQuery(closuresQueryOptions(court.id));
  const [values, setValues] = useState<Values>(() => emptyValues(sofiaDate(new Date())));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [overlapped, setOverlapped] = useState<OverlappedBooking[] | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const error = (field: string) => fieldErrorText(t, problems[field]);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: closuresQueryOptions(court.id).queryKey });

  async function send(cancelBookings: boolean) {
    setBusy(true);
    try {
      await addClosure(court.id, toBody(values, cancelBookings));
      setOverlapped(null);
      setValues((v) => ({ ...v, reason: '' }));
      void notify(t('closure_added'), { kind: 'success' });
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === 'closure_overlaps_bookings') {
        const body = failure.body as { bookings?: OverlappedBooking[] } | undefined;
        setOverlapped(body?.bookings ?? []);
      } else if (failure instanceof ApiRequestError && failure.fields) {
        setProblems(failure.fields);
      } else {
        showApiErrorToast(t, failure);
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = ownProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) void send(false);
  }

  async function remove(closure: CourtClosure) {
    try {
      await removeClosure(court.id, closure.id);
      void notify(t('closure_removed'), { kind: 'success' });
      await refresh();
    } catch (failure) {
      showApiErrorToast(t, failure);
    }
  }

  const items = closures.data?.items ?? [];
  return (
    <TitledSection title={t('closures_title')}>
      <p className="text-sm text-muted-foreground">{t('closures_intro')}</p>
      <ListState
        isPending={closures.isPending}
        isError={closures.isError}
        isEmpty={items.length === 0}
        emptyText={t('closures_empty')}
        onRetry={() => void closures.refetch()}
      />
      {items.length > 0 && (
        <ul aria-label={t('closures_list_label')} className="space-y-2">
          {items.map((closure) => {
            const text = closureText(closure, t, language);
            return (
              <li
                key={closure.id}
                className="flex items-start justify-between gap-2 rounded-md border border-border p-2 text-sm"
              >
                <div className="min-w-0 break-words">
                  <p>{text}</p>
                  <p className="text-muted-foreground">{closure.reason}</p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t('closure_remove_label', { what: text })}
                  onClick={() => void remove(closure)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="max-sm:sr-only">{t('closure_remove')}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('closure_unit')}>
          <NativeSelect value={values.unitId} onChange={(e) => set('unitId', e.target.value)}>
            <option value="">{t('closure_whole_court')}</option>
            {court.units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {courtUnitName(unit, t)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('closure_kind')}>
          <NativeSelect
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as ClosureKind)}
          >
            <option value="once">{t('closure_kind_once')}</option>
            <option value="weekly">{t('closure_kind_weekly')}</option>
          </NativeSelect>
        </FormField>
        {values.kind === 'once' ? (
          <FormField label={t('closure_date')} error={error('date')}>
            <Input type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
          </FormField>
        ) : (
          <>
            <FormField label={t('closure_weekday')}>
              <NativeSelect
                value={values.weekday}
                onChange={(e) => set('weekday', e.target.value as Weekday)}
              >
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {t(`weekday_${day}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('closure_from_date')} error={error('fromDate')}>
              <Input
                type="date"
                value={values.fromDate}
                onChange={(e) => set('fromDate', e.target.value)}
              />
            </FormField>
            <FormField label={t('closure_until_date')} error={error('untilDate')}>
              <Input
                type="date"
                value={values.untilDate}
                onChange={(e) => set('untilDate', e.target.value)}
              />
            </FormField>
          </>
        )}
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <FormField label={t('closure_start')} error={error('startTime')}>
            <NativeSelect
              value={values.startTime}
              onChange={(e) => set('startTime', e.target.value)}
            >
              {STARTS.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('closure_end')} error={error('endTime')}>
            <NativeSelect value={values.endTime} onChange={(e) => set('endTime', e.target.value)}>
              {ENDS.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label={t('closure_reason')} error={error('reason')}>
            <Input
              value={values.reason}
              maxLength={CLOSURE_REASON_MAX_LENGTH}
              onChange={(e) => set('reason', e.target.value)}
            />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy} className="max-sm:w-full">
            {t('closure_add')}
          </Button>
        </div>
      </form>
      {overlapped && (
        <ConfirmDialog
          title={t('closure_overlap_title')}
          description={t('closure_overlap_question')}
          confirmLabel={t('closure_cancel_and_close')}
          backLabel={t('closure_keep_bookings')}
          destructive
          onConfirm={() => send(true)}
          onOpenChange={(open) => {
            if (!open) setOverlapped(null);
          }}
        >
          <ul className="space-y-1 text-sm">
            {overlapped.map((booking) => (
              <li key={booking.id}>
                {formatCalendarDate(booking.date, language)}, {booking.startTime}–{booking.endTime},{' '}
                {booking.playerName}
                {booking.unit && ` (${courtUnitName(booking.unit, t)})`}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </TitledSection>
  );
}
