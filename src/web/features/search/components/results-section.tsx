import { SearchX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import type { KeysetList } from '#web/lib/keyset-list';

export function LoadingGrid({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[1, 2, 3].map((n) => (
        <div key={n} className="space-y-4 rounded-xl border border-border bg-card p-5">
          <div className="flex gap-3">
            <Skeleton className="size-12 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/** The heading when the list's total is a floor: '1,000+ players'. */
const AT_LEAST_KEYS = {
  players_count: 'players_count_at_least',
  court_count: 'court_count_at_least',
} as const;

/** A result grid with its count heading, loading skeletons, the empty and error states and Show more. */
export function ResultsSection<T extends { id: string }>(props: {
  list: KeysetList<T>;
  countKey: 'players_count' | 'court_count';
  emptyKey: 'players_empty' | 'courts_empty' | 'courts_empty_when';
  renderItem: (item: T) => ReactNode;
  /** Shows the items some other way than a grid of `renderItem` (the courts on a map). */
  renderItems?: (items: T[]) => ReactNode;
  /** Offered when nothing is found while a search text is in force. */
  onClearSearch?: () => void;
}) {
  const { list } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const headingId = useId();

  if (list.status === 'loading') return <LoadingGrid label={t('loading')} />;
  if (list.status === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-4 py-12 text-center"
      >
        <p className="max-w-md">{t('load_failed')}</p>
        <Button variant="outline" onClick={list.reload}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    // A region named by its count ('6 players'), apart from the partner requests above it.
    <section aria-labelledby={headingId} className="space-y-4">
      {/* The count is announced when the results change; the grid itself is not read out. */}
      <h2 id={headingId} aria-live="polite" className="text-xl font-semibold">
        {list.totalIsLowerBound
          ? t(AT_LEAST_KEYS[props.countKey], { count: list.total })
          : t(props.countKey, { count: list.total })}
      </h2>
      {list.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-4 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="max-w-md text-muted-foreground">{t(props.emptyKey)}</p>
          {props.onClearSearch && (
            <Button variant="outline" onClick={props.onClearSearch}>
              {t('clear_search')}
            </Button>
          )}
        </div>
      ) : props.renderItems ? (
        props.renderItems(list.items)
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((item) => (
            <li key={item.id} className="min-w-0">
              {props.renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <div className="flex flex-col items-center gap-2 pt-2">
          <p className="text-sm text-muted-foreground">
            {t(list.totalIsLowerBound ? 'shown_of_at_least' : 'shown_of_total', {
              shown: formatNumber(list.items.length, language),
              // Past the floor, what is shown is the better floor.
              total: formatNumber(
                list.totalIsLowerBound ? Math.max(list.total, list.items.length) : list.total,
                language,
              ),
            })}
          </p>
          {list.moreFailed && (
            <p role="alert" className="text-sm text-destructive">
              {t('load_failed')}
            </p>
          )}
          <Button
            variant="outline"
            disabled={list.loadingMore}
            onClick={() => void list.loadMore()}
          >
            {list.loadingMore ? t('loading') : t('show_more')}
          </Button>
        </div>
      )}
    </section>
  );
}
