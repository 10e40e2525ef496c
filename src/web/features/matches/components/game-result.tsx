import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { teamIds } from '#contract/match-teams';
import { TitledSection } from '#web/components/titled-section';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { fetchGameMatches, gameMatchesQueryKey } from '../api/matches-api';
import type { ResultGame } from './game-players-fields';
import { MatchItem } from './match-item';
import { teamName } from './match-teams';
import { RecordMatchForm } from './record-match-form';
import { useMatchAnswer } from './use-match-answer';

/**
 * A started game's result, for its players: the one recorded (waiting or confirmed), which an
 * opponent answers here, or a button that opens the result form with the game's players and day.
 */
export function GameResult({ game, selfId }: { game: ResultGame; selfId: string }) {
  const { t } = useTranslation();
  const results = useQuery({
    queryKey: gameMatchesQueryKey(game.id),
    queryFn: ({ signal }) => fetchGameMatches(game.id, signal),
  });
  const { busy, answer, refresh } = useMatchAnswer();
  const [recording, setRecording] = useState(false);
  // A disputed or withdrawn result leaves room for another; the newest one that counts shows.
  const current = results.data?.items.find(
    (match) => match.status === 'pending' || match.status === 'confirmed',
  );
  const waitsFor = current?.status === 'pending' && !teamIds(current, 'opponent').includes(selfId);

  return (
    <TitledSection title={t('match_game_result_title')}>
      {current ? (
        <>
          <MatchItem
            match={current}
            selfId={selfId}
            busy={busy === current.id}
            onAnswer={(action) => void answer(current.id, action)}
          />
          {waitsFor && (
            <p className="text-sm text-muted-foreground">
              {t('match_game_waits_for', { names: teamName(t, current, 'opponent') })}
            </p>
          )}
          {current.status === 'pending' && !waitsFor && (
            <p className="text-sm">
              <Link to="/my/matches" className="underline">
                {t('match_game_answer_on_my_matches')}
              </Link>
            </p>
          )}
        </>
      ) : recording ? (
        <Card>
          <RecordMatchForm
            selfId={selfId}
            game={game}
            onRecorded={() => {
              setRecording(false);
              refresh();
            }}
          />
        </Card>
      ) : (
        <>
          {results.isSuccess && (
            <p className="text-sm text-muted-foreground">{t('match_game_no_result')}</p>
          )}
          <Button onClick={() => setRecording(true)} disabled={!results.isSuccess}>
            {t('match_record_game_result')}
          </Button>
        </>
      )}
    </TitledSection>
  );
}
