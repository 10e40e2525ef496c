import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useActivity } from '#web/lib/realtime/use-activity';
import { notify } from '#web/lib/toast';
import { useHashTarget } from '#web/lib/use-hash-target';
import { answerMatch, fetchMatches, type MatchAction, matchesQueryKey } from '../api/matches-api';
import { MatchItem } from './match-item';
import { RecordMatchForm } from './record-match-form';

/** The user's matches: record a result, and confirm or dispute the ones others recorded, live. */
export function MyMatches({ selfId }: { selfId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const matches = useInfiniteQuery({
    queryKey: matchesQueryKey,
    queryFn: ({ pageParam, signal }) => fetchMatches(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  useHashTarget(!matches.isPending);
  const [busy, setBusy] = useState<string | null>(null);
  const [recordedCount, setRecordedCount] = useState(0);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  };
  useActivity('match', true, refresh);

  async function answer(id: string, action: MatchAction) {
    setBusy(id);
    try {
      const answered = await answerMatch(id, action);
      const done = {
        confirm: 'match_confirmed',
        dispute: 'match_disputed',
        withdraw: answered.status === 'withdrawn' ? 'match_withdrawn' : 'match_withdraw_requested',
      } as const;
      void notify(t(done[action]), { kind: 'success' });
      refresh();
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setBusy(null);
    }
  }

  const items = matches.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Card>
        {/* A new key after each result: the form starts empty again, the opponent search too. */}
        <RecordMatchForm
          key={recordedCount}
          selfId={selfId}
          onRecorded={() => {
            setRecordedCount((count) => count + 1);
            refresh();
          }}
        />
      </Card>
      <TitledSection title={t('my_matches_results')}>
        <ListState
          isPending={matches.isPending}
          isError={matches.isError}
          isEmpty={items.length === 0}
          emptyText={t('my_matches_empty')}
          onRetry={() => void matches.refetch()}
        />
        <ul aria-live="polite" className="space-y-3">
          {items.map((match) => (
            <li key={match.id}>
              <MatchItem
                match={match}
                selfId={selfId}
                busy={busy === match.id}
                onAnswer={(action) => void answer(match.id, action)}
              />
            </li>
          ))}
        </ul>
        {matches.hasNextPage && (
          <Button
            variant="outline"
            disabled={matches.isFetchingNextPage}
            onClick={() => void matches.fetchNextPage()}
          >
            {matches.isFetchingNextPage ? t('loading') : t('show_more')}
          </Button>
        )}
      </TitledSection>
    </>
  );
}
