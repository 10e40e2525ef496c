import { Suspense } from 'react';
import type { Court } from '#contract/courts';
import { Skeleton } from '#web/components/ui/skeleton';
import { CourtCard, LazyCourtsMap } from '#web/features/courts';
import { useKeysetList } from '#web/lib/keyset-list';
import { useHydrated } from '#web/lib/use-hydrated';
import { courtsUrl } from '../api/list-urls';
import type { HomeView } from '../hooks/use-home-view';
import { clearSearchAction } from './clear-search';
import { CourtsViewToggle } from './courts-view-toggle';
import { ResultsSection } from './results-section';

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
  const list = useKeysetList<Court>(courtsUrl(view));
  const hydrated = useHydrated();
  const origin = view.near ? 'you' : view.district;
  return (
    <div className="space-y-4">
      <CourtsViewToggle
        value={view.courtsView}
        onChange={(courtsView) => onChange({ ...view, courtsView })}
      />
      <ResultsSection
        list={list}
        countKey="court_count"
        emptyKey="courts_empty"
        onClearSearch={clearSearchAction(view, onChange)}
        renderItem={(court) => <CourtCard court={court} origin={origin} />}
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
