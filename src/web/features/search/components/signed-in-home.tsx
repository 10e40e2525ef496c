import { TitledSection } from '#web/components/titled-section';
import { PartnersForTheWeek } from '#web/features/proposals';
import { useTranslation } from '#web/lib/i18n/use-translation';
import type { HomeView } from '../hooks/use-home-view';
import { PlayersForYou } from './players-for-you';
import { PlayersSort } from './players-sort';

export type SignedInHomeProps =
  | { part: 'for-you'; userId: string }
  | { part: 'sort'; value: HomeView['sort']; onChange: (sort: HomeView['sort']) => void };

/** How many proposals the home page shows; the rest are on /partners. */
const HOME_PROPOSALS = 3;

/**
 * The home page's parts for a signed-in player ('Partners for this week', 'Players for you', the
 * sort by level): one chunk, loaded only once a player is signed in, so a visitor's first view
 * does without them.
 */
export default function SignedInHome(props: SignedInHomeProps) {
  const { t } = useTranslation();
  if (props.part === 'sort') return <PlayersSort value={props.value} onChange={props.onChange} />;
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-12">
        <TitledSection title={t('partners_title')}>
          <PartnersForTheWeek limit={HOME_PROPOSALS} heading="h3" />
        </TitledSection>
      </div>
      <PlayersForYou userId={props.userId} />
    </>
  );
}
