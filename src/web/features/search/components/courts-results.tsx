import type { Court } from '#contract/courts';
import { CourtCard } from '#web/features/courts';
import { useKeysetList } from '#web/lib/keyset-list';
import { courtsUrl } from '../api/list-urls';
import type { HomeView } from '../hooks/use-home-view';
import { clearSearchAction } from './clear-search';
import { ResultsSection } from './results-section';

export default function CourtsResults({
  view,
  onChange,
}: {
  view: HomeView;
  onChange: (view: HomeView) => void;
}) {
  const list = useKeysetList<Court>(courtsUrl(view));
  return (
    <ResultsSection
      list={list}
      countKey="court_count"
      emptyKey="courts_empty"
      onClearSearch={clearSearchAction(view, onChange)}
      renderItem={(court) => <CourtCard court={court} origin={view.near ? 'you' : view.district} />}
    />
  );
}
