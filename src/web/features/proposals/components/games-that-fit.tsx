import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { LazyOpenMatchCards } from '#web/features/open-matches';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { proposalsQueryOptions } from '../api/proposals-api';

/** Where the day's grouped 'games that fit' notification leads. */
export const GAMES_THAT_FIT_ID = 'games';

/**
 * 'Games that fit your week': open matches in the next seven days with a spot left that a
 * window of the player's holds, at their level, places and formats; each joined from its card.
 */
export function GamesThatFit() {
  const { t } = useTranslation();
  const proposals = useQuery(proposalsQueryOptions());
  const games = proposals.data?.games;
  if (!games) return null;
  return (
    <section
      id={GAMES_THAT_FIT_ID}
      aria-labelledby={`${GAMES_THAT_FIT_ID}-title`}
      className="mt-10 scroll-mt-20 space-y-3"
    >
      <h2 id={`${GAMES_THAT_FIT_ID}-title`} className="text-xl font-semibold">
        {t('games_that_fit_title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('games_that_fit_description')}</p>
      {games.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-card px-4 py-6 text-center">
          {t('games_that_fit_empty')}
        </p>
      ) : (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <LazyOpenMatchCards games={games} />
        </Suspense>
      )}
    </section>
  );
}
