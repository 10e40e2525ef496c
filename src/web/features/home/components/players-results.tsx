import { useTranslation } from 'react-i18next';
import type { Player } from '../../../../contract/players';
import { notify } from '../../../lib/toast';
import { useRequireAuth } from '../../../lib/use-require-auth';
import { playersUrl } from '../api/list-urls';
import type { HomeView } from '../hooks/use-home-view';
import { usePagedList } from '../hooks/use-paged-list';
import { PlayerCard } from './player-card';
import { ResultsSection } from './results-section';

export function PlayersResults({ view }: { view: HomeView }) {
  const { t } = useTranslation();
  const requireAuth = useRequireAuth();
  const list = usePagedList<Player>(playersUrl(view));
  return (
    <ResultsSection
      list={list}
      countKey="players_count"
      emptyKey="players_empty"
      renderItem={(player) => (
        <PlayerCard
          player={player}
          onConnect={() => {
            if (!requireAuth('auth_required_connect')) return;
            void notify(t('connection_sent'), {
              kind: 'success',
              description: t('connection_sent_description', { playerName: player.name }),
            });
          }}
        />
      )}
    />
  );
}
