import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { tabId } from '#web/components/ui/tabs';
import { Hero } from '#web/features/search/components/hero';
import { SEARCH_AREA_ID, SearchArea, TABS_ID } from '#web/features/search/components/search-area';
import { SignedInHome } from '#web/features/search/components/signed-in-home-lazy';
import { StatsStrip } from '#web/features/search/components/stats-strip';
import { type Tab, useHomeView } from '#web/features/search/hooks/use-home-view';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { LISTS_QUERY_KEY } from '#web/lib/keyset-list';
import { useSession } from '#web/lib/session';

// Below the fold: it loads after the first paint, outside the home page's initial JavaScript.
const CallToAction = lazy(() => import('#web/features/search/components/call-to-action'));

function scrollToSearchArea(tab: Tab) {
  const area = document.getElementById(SEARCH_AREA_ID);
  if (!area) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  area.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // The list below may change height while a smooth scroll runs and cut it short: finish it.
  window.addEventListener(
    'scrollend',
    () => {
      const top = area.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight / 2) area.scrollIntoView({ block: 'start' });
    },
    { once: true },
  );
  document.getElementById(tabId(TABS_ID, tab))?.focus({ preventScroll: true });
}

export default function HomePage() {
  const { t } = useTranslation();
  const [view, setView] = useHomeView();
  const { user } = useSession();
  // The lists show at once on the way back, and are checked again: something may have changed.
  const queryClient = useQueryClient();
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
    [queryClient],
  );

  const selectTabAndScroll = (tab: Tab) => {
    if (tab !== view.tab) setView({ ...view, tab });
    // After React has rendered the selected tab.
    requestAnimationFrame(() => scrollToSearchArea(tab));
  };

  return (
    <>
      <title>{t('app_title')}</title>
      <Hero onSelectTab={selectTabAndScroll} />
      <StatsStrip />
      {user && (
        <Suspense fallback={null}>
          <SignedInHome part="for-you" userId={user.id} />
        </Suspense>
      )}
      <SearchArea view={view} onChange={setView} />
      <Suspense fallback={null}>
        <CallToAction onSelectTab={selectTabAndScroll} />
      </Suspense>
    </>
  );
}
