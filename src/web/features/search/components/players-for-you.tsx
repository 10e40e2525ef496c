import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PlayersForYou as ForYou } from '#contract/players';
import { TitledSection } from '#web/components/titled-section';
import { Badge } from '#web/components/ui/badge';
import { PlayerInitials, PlayerRating } from '#web/features/players';
import { apiFetch } from '#web/lib/api-client';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { LISTS_QUERY_KEY } from '#web/lib/keyset-list';

/**
 * 'Players for you' (GET /api/players/for-you): players near a signed-in player in place, time
 * and rating.
 */
export function PlayersForYou({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const suggestions = useQuery({
    // Under the lists' key: stale again whenever the home page's lists are.
    queryKey: [...LISTS_QUERY_KEY, 'for-you', userId],
    queryFn: ({ signal }) => apiFetch<ForYou>('/api/players/for-you', { signal }),
  });
  if (!suggestions.data) return null;
  const players = suggestions.data.items;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12">
      <TitledSection title={t('for_you_title')}>
        <p className="text-sm text-muted-foreground">{t('for_you_description')}</p>
        {players.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border bg-card px-4 py-6 text-center">
            {t('for_you_empty')}{' '}
            <Link
              to="/profile"
              className="inline-flex min-h-11 items-center font-medium text-primary underline sm:min-h-0"
            >
              {t('for_you_edit_profile')}
            </Link>
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {players.map((player) => (
              <li
                key={player.id}
                className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
              >
                <PlayerInitials name={player.name} />
                <div className="min-w-0 flex-1 space-y-1">
                  <Link
                    to={`/players/${player.id}`}
                    className="block truncate py-2.5 font-semibold hover:underline sm:py-0"
                  >
                    {player.name}
                  </Link>
                  <Badge tone="accent">{t(`level_${player.level}`)}</Badge>
                  {player.district && (
                    <p className="text-sm text-muted-foreground">
                      {t(`district_${player.district}`)}
                    </p>
                  )}
                  <PlayerRating player={player} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  );
}
