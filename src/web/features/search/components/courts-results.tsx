import { Suspense } from 'react';
import type { CourtInList } from '#contract/courts';
import { Skeleton } from '#web/components/ui/skeleton';
import { CourtCard, LazyCourtsMap } from '#web/features/courts';
import { useKeysetList } from '#web/lib/keyset-list';
import { useHydrated } from '#web/lib/use-hydrated';
import { courtsUrl } from '../api/list-urls';
import type { HomeView } from '../hooks/use-home-view';
import { clearSearchAction } from './clear-search';
import { CourtsViewToggle } from './courts-view-toggle';
import { ResultsSection } from './results-section';
import { whenPast } from './when-choices';
import { WhenControl } from './when-control';

/** Where the map will be, as tall as it: before the page runs, and while Leaflet loads. */
function MapPlaceholder() {
  return <Skeleton className="h-[min(60vh,32rem)] min-h-72 w-full rounded-xl" />;
}

export default function CourtsResults({
  view,
  onChange,
}: {
  view: HomeView;
  onChange: (view: HomeView) => void;
}) {
  // The map shows the list's own courts: the same query, the same pages loaded.
  // A link kept from a time now past lists the courts at any time, as the list would refuse it.
  const when = view.when && !whenPast(view.when, new Date()) ? view.when : undefined;
  const list = useKeysetList<CourtInList>(courtsUrl({ ...view, when }));
  const hydrated = useHydrated();
  const origin = view.near ? 'you' : view.district;
  return (
    <div className="space-y-4">
      <WhenControl value={when} onChange={(next) => onChange({ ...view, when: next })} />
      <CourtsViewToggle
        value={view.courtsView}
        onChange={(courtsView) => onChange({ ...view, courtsView })}
      />
      <ResultsSection
        list={list}
        countKey="court_count"
        emptyKey={when ? 'courts_empty_when' : 'courts_empty'}
        onClearSearch={clearSearchAction(view, onChange)}
        renderItem={(court) => (
          <CourtCard
            court={court}
            origin={origin}
            slot={
              when && court.when
                ? { date: when.date, hours: when.hours, freeStarts: court.when.freeStarts }
                : undefined
            }
          />
        )}
        renderItems={
          view.courtsView === 'map'
            ? (courts) =>
                // Leaflet needs a document: the server's page holds the map's place.
                hydrated ? (
                  <Suspense fallback={<MapPlaceholder />}>
                    <LazyCourtsMap courts={courts} origin={origin} />
                  </Suspense>
                ) : (
                  <MapPlaceholder />
                )
            : undefined
        }
      />
    </div>
  );
}
