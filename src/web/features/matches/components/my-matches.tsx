import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useHashTarget } from '#web/lib/use-hash-target';
import { fetchMatches, matchesQueryKey } from '../api/matches-api';
import { MatchItem } from './match-item';
import { RecordMatchForm } from './record-match-form';
import { useMatchAnswer } from './use-match-answer';

/** The user's matches: record a result, and confirm or dispute the ones others recorded, live. */
export function MyMatches({ selfId }: { selfId: string }) {
  const { t } = useTranslation();
  const matches = useInfiniteQuery({
    queryKey: matchesQueryKey,
    queryFn: ({ pageParam, signal }) => fetchMatches(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  useHashTarget(!matches.isPending);
  const { busy, answer, refresh } = useMatchAnswer();
  const [recordedCount, setRecordedCount] = useState(0);

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
