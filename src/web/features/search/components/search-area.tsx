import { MapPin, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { TabList, TabPanel } from '#web/components/ui/tabs';
import { LazyPostRequestDialog as PostRequestDialog } from '#web/features/partner-requests';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useContinueAction } from '#web/lib/pending-action';
import { useRequireAuth } from '#web/lib/use-require-auth';
import type { AdvancedFilters, HomeView, Tab } from '../hooks/use-home-view';
import { PlayersResults } from './players-results';
import { LoadingGrid } from './results-section';
import { SearchBar } from './search-bar';

// Not needed for the first paint (the Players tab is the default): loaded when first shown.
const CourtsResults = lazy(() => import('./courts-results'));
const FiltersDialog = lazy(() => import('./filters-dialog'));

export const SEARCH_AREA_ID = 'find';
export const TABS_ID = 'home';

export function SearchArea(props: {
  view: HomeView;
  onChange: (view: HomeView, options?: { replace?: boolean }) => void;
}) {
  const { view, onChange } = props;
  const { t } = useTranslation();
  const requireAuth = useRequireAuth();
  const [filtersOpen, setFiltersOpen] = useState<boolean | undefined>();
  const [requestOpen, setRequestOpen] = useState<boolean | undefined>();
  useContinueAction('post-request', () => setRequestOpen(true));

  return (
    <section
      id={SEARCH_AREA_ID}
      aria-label={t('search_area_label')}
      className="mx-auto max-w-6xl scroll-mt-20 space-y-5 px-4 py-12"
    >
      <TabList<Tab>
        idPrefix={TABS_ID}
        label={t('search_area_label')}
        value={view.tab}
        onChange={(tab) => onChange({ ...view, tab })}
        items={[
          { value: 'players', label: [<Users key="i" aria-hidden="true" />, t('tab_players')] },
          { value: 'courts', label: [<MapPin key="i" aria-hidden="true" />, t('tab_courts')] },
        ]}
      />
      <TabPanel idPrefix={TABS_ID} value={view.tab}>
        <div className="space-y-6">
          <SearchBar
            view={view}
            onChange={onChange}
            onOpenFilters={() => setFiltersOpen(true)}
            onPostRequest={() => {
              if (requireAuth('auth_required_post', { kind: 'post-request' })) setRequestOpen(true);
            }}
          />
          {view.tab === 'players' ? (
            <PlayersResults view={view} onChange={onChange} />
          ) : (
            <Suspense fallback={<LoadingGrid label={t('loading')} />}>
              <CourtsResults view={view} onChange={onChange} />
            </Suspense>
          )}
        </div>
      </TabPanel>
      <Suspense fallback={null}>
        {filtersOpen !== undefined && (
          <FiltersDialog
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            tab={view.tab}
            applied={view.filters}
            origin={view.near ? 'near' : view.district ? 'district' : null}
            onApply={(filters: AdvancedFilters) => onChange({ ...view, filters })}
            onLocate={(near) => onChange({ ...view, near })}
          />
        )}
        {requestOpen !== undefined && (
          <PostRequestDialog open={requestOpen} onOpenChange={setRequestOpen} />
        )}
      </Suspense>
    </section>
  );
}
