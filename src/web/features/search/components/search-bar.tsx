import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DISTRICTS, SKILL_LEVELS } from '#contract/enum-values';
import { Button } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useHydrated } from '#web/lib/use-hydrated';
import { activeFilterCount, type HomeView } from '../hooks/use-home-view';

const SEARCH_DEBOUNCE_MS = 350;
/** The search text's field, focused again when the search is cleared from the results. */
export const SEARCH_INPUT_ID = 'search-text';
const fieldClass =
  'h-11 w-full rounded-lg border border-border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Search text (debounced into the URL), level (players), district, More Filters, Post Search Request. */
export function SearchBar(props: {
  view: HomeView;
  onChange: (view: HomeView, options?: { replace?: boolean }) => void;
  onOpenFilters: () => void;
  onPostRequest: () => void;
}) {
  const { view, onChange } = props;
  const { t } = useTranslation();
  // A choice made in the server's page before its script runs would be undone by hydration.
  const ready = useHydrated();
  const players = view.tab === 'players';
  const [text, setText] = useState(view.q);
  const latest = useRef(props);
  latest.current = props;
  // Whether this spell of typing already has its history entry: later pauses replace it, so Back
  // leaves the search rather than stepping through its prefixes, however slowly it was typed.
  const typingHasEntry = useRef(false);
  const lastTypedQuery = useRef<string | undefined>(undefined);

  // Back, Forward and links change the URL: show their text (but keep a space being typed).
  useEffect(() => {
    if (view.q.trim() !== lastTypedQuery.current?.trim()) typingHasEntry.current = false;
    setText((current) => (current.trim() === view.q.trim() ? current : view.q));
  }, [view.q]);

  // The URL follows a pause in typing, not every keystroke; one history entry per spell of typing.
  useEffect(() => {
    if (text.trim() === latest.current.view.q.trim()) return;
    const timer = setTimeout(() => {
      latest.current.onChange(
        { ...latest.current.view, q: text },
        { replace: typingHasEntry.current },
      );
      typingHasEntry.current = true;
      lastTypedQuery.current = text;
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const filterCount = activeFilterCount(view.tab, view.filters);
  const searchLabel = t(players ? 'search_players_label' : 'search_courts_label');
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:grid-cols-2 lg:flex lg:items-center">
      <div className="relative sm:col-span-2 lg:flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          aria-label={searchLabel}
          placeholder={t(players ? 'search_players_placeholder' : 'search_courts_placeholder')}
          value={text}
          disabled={!ready}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            typingHasEntry.current = false;
          }}
          className={`${fieldClass} pl-9`}
        />
      </div>
      {players && (
        <select
          aria-label={t('filter_level_label')}
          value={view.level ?? ''}
          disabled={!ready}
          onChange={(event) =>
            onChange({ ...view, level: (event.target.value || undefined) as HomeView['level'] })
          }
          className={`${fieldClass} lg:w-44`}
        >
          <option value="">{t('level_all')}</option>
          {SKILL_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`level_${level}`)}
            </option>
          ))}
        </select>
      )}
      <select
        aria-label={t('filter_district_label')}
        value={view.district ?? ''}
        disabled={!ready}
        onChange={(event) =>
          onChange({ ...view, district: (event.target.value || undefined) as HomeView['district'] })
        }
        className={`${fieldClass} lg:w-48`}
      >
        <option value="">{t('district_all')}</option>
        {DISTRICTS.map((district) => (
          <option key={district} value={district}>
            {t(`district_${district}`)}
          </option>
        ))}
      </select>
      <Button variant="outline" className="h-11" onClick={props.onOpenFilters}>
        <SlidersHorizontal aria-hidden="true" />
        {t('more_filters')}
        {filterCount > 0 && (
          <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
            <span aria-hidden="true">{filterCount}</span>
            <span className="sr-only">{t('active_filters', { count: filterCount })}</span>
          </span>
        )}
      </Button>
      {players && (
        <Button variant="secondary" className="h-11" onClick={props.onPostRequest}>
          {t('post_search_request')}
        </Button>
      )}
    </div>
  );
}
