import { useQuery } from '@tanstack/react-query';
import { MAX_AVAILABILITY_DAYS } from '#contract/free-slot-values';
import { sofiaDate } from '#contract/sofia-time';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import { availabilityQueryOptions, formatBookingDate } from '#web/features/bookings';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { freeRanges } from './free-ranges';

/** The next seven days: when a court is free at this court, a line a day. */
export function WeekFreeTimes({ courtId }: { courtId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const week = useQuery(
    availabilityQueryOptions(courtId, sofiaDate(new Date()), MAX_AVAILABILITY_DAYS),
  );
  return (
    <TitledSection title={t('court_free_this_week')}>
      <ListState
        isPending={week.isPending}
        isError={week.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void week.refetch()}
      />
      {week.data && (
        <dl className="divide-y divide-border rounded-xl border border-border bg-card">
          {week.data.days.map((day) => {
            const ranges = freeRanges(day);
            return (
              <div key={day.date} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[16rem_1fr]">
                <dt className="font-medium">{formatBookingDate(day.date, language)}</dt>
                <dd className={ranges.length ? '' : 'text-muted-foreground'}>
                  {day.open === null
                    ? t('court_closed_day')
                    : ranges.length
                      ? ranges.join(', ')
                      : t('court_no_free_times')}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </TitledSection>
  );
}
