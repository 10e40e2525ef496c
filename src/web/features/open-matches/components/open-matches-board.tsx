import { useId } from 'react';
import { useSearchParams } from 'wouter';
import type { District } from '#contract/enum-values';
import {
  DAY_CHOICES,
  OPEN_MATCH_FORMATS,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '#contract/open-match-values';
import type { OpenMatch } from '#contract/open-matches';
import { isCalendarDate } from '#contract/sofia-time';
import { ListState } from '#web/components/list-state';
import { Button } from '#web/components/ui/button';
import { NativeSelect } from '#web/components/ui/native-select';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useKeysetList } from '#web/lib/keyset-list';
import { useActivity } from '#web/lib/realtime/use-activity';
import { useSession } from '#web/lib/session';
import { openMatchesUrl } from '../api/open-matches-api';
import { JoinButton } from './join-button';
import { OpenMatchCard } from './open-match-card';

/** The board's own filters, kept in the URL beside the home page's (`g…`, for games). */
function boardFilters(params: URLSearchParams, signedIn: boolean) {
  const day = params.get('gday') ?? '';
  const time = params.get('gtime') ?? '';
  const format = params.get('gformat') ?? '';
  return {
    day: (DAY_CHOICES as readonly string[]).includes(day) || isCalendarDate(day) ? day : '',
    time: (TIMES_OF_DAY as readonly string[]).includes(time) ? time : '',
    format: (OPEN_MATCH_FORMATS as readonly string[]).includes(format) ? format : '',
    // On by default for a signed-in player: the games they can join at once.
    fits: signedIn && params.get('gfits') !== 'all',
  };
}

/**
 * 'Open matches' above the partner requests: games with a spot left, by start time, narrowed
 * by day, time of day, the home page's district, singles or doubles and "fits my level".
 */
export default function OpenMatchesBoard(props: { district?: District }) {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = boardFilters(params, Boolean(user));
  const list = useKeysetList<OpenMatch>(
    openMatchesUrl({
      date: filters.day || undefined,
      time: (filters.time || undefined) as TimeOfDay | undefined,
      district: props.district,
      format: (filters.format || undefined) as OpenMatch['format'] | undefined,
      fits: filters.fits ? 'me' : undefined,
    }),
  );
  // A spot taken or freed anywhere: over the socket for a signed-in player.
  useActivity('open_matches', Boolean(user), list.reload);
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const select = (key: string, label: string, value: string, options: readonly string[]) => (
    <label htmlFor={`${id}-${key}`} className="flex min-w-0 flex-col gap-1 text-sm font-medium">
      {label}
      <NativeSelect
        id={`${id}-${key}`}
        value={value}
        onChange={(event) => set(key, event.target.value)}
      >
        <option value="">{t('open_match_any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`open_match_${key}_${option}`)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('open_matches_title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        {select(
          'gday',
          t('open_match_day'),
          isCalendarDate(filters.day) ? '' : filters.day,
          DAY_CHOICES,
        )}
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
          {t('open_match_on_date')}
          <input
            type="date"
            className="flex h-11 w-full min-w-0 rounded-md border border-border bg-card px-3 text-sm sm:h-10"
            value={isCalendarDate(filters.day) ? filters.day : ''}
            onChange={(event) => set('gday', event.target.value)}
          />
        </label>
        {select('gtime', t('open_match_time'), filters.time, TIMES_OF_DAY)}
        {select('gformat', t('open_match_format'), filters.format, OPEN_MATCH_FORMATS)}
        {user && (
          <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={filters.fits}
              onChange={(event) => set('gfits', event.target.checked ? '' : 'all')}
            />
            {t('open_match_fits_me')}
          </label>
        )}
      </div>
      <ListState
        isPending={list.status === 'loading'}
        isError={list.status === 'error'}
        isEmpty={list.status === 'ready' && list.items.length === 0}
        emptyText={t('open_matches_empty')}
        onRetry={list.reload}
      />
      {list.status === 'ready' && list.items.length > 0 && (
        <ul className="relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {list.items.map((game) => (
            <li
              key={game.id}
              className="w-[85%] min-w-0 shrink-0 snap-start sm:w-[calc(50%-0.5rem)] lg:w-[calc((100%-2rem)/3)]"
            >
              <OpenMatchCard game={game} action={<JoinButton game={game} />} />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <div className="flex justify-center">
          <Button variant="outline" disabled={list.loadingMore} onClick={list.loadMore}>
            {list.loadingMore ? t('loading') : t('show_more')}
          </Button>
        </div>
      )}
    </section>
  );
}
