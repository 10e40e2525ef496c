import { Link } from 'wouter';
import type { PlayerResult } from '#contract/players';
import { TitledSection } from '#web/components/titled-section';
import { formatBookingDate } from '#web/features/bookings';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { personName } from '#web/lib/person-name';

/** A player's latest confirmed results, their games first. */
export function RecentResults({ results }: { results: PlayerResult[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  return (
    <TitledSection title={t('player_recent_results')}>
      {results.length === 0 ? (
        <p className="text-muted-foreground">{t('player_no_results')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-card">
          {results.map((result) => (
            <li key={result.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5">
              <span
                className={`w-24 font-semibold ${result.won ? 'text-primary' : 'text-muted-foreground'}`}
              >
                {result.won ? t('match_won') : t('match_lost')}
              </span>
              <span className="tabular-nums">{result.sets.join(' ')}</span>
              <span>
                {t('player_result_against')}{' '}
                {result.opponent.id ? (
                  <Link
                    to={`/players/${result.opponent.id}`}
                    className="inline-block underline max-sm:py-3"
                  >
                    {result.opponent.name}
                  </Link>
                ) : (
                  personName(t, result.opponent)
                )}
              </span>
              <span className="text-sm text-muted-foreground">
                {formatBookingDate(result.playedOn, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
