import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** Fixed figures, not counted from the database. */
const STATS = [
  { value: 2400, key: 'stats_players' },
  { value: 120, key: 'stats_courts' },
  { value: 8500, key: 'stats_matches' },
] as const;

export function StatsStrip() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  return (
    <section aria-label={t('stats_label')} className="border-b border-border bg-card">
      <ul className="mx-auto grid max-w-6xl grid-cols-3 divide-x divide-border px-2 py-6 text-center">
        {STATS.map((stat) => (
          <li key={stat.key} className="flex flex-col gap-1 px-2">
            <span className="text-2xl font-extrabold text-primary sm:text-3xl">
              {formatNumber(stat.value, language)}+
            </span>{' '}
            <span className="text-xs text-muted-foreground sm:text-sm">{t(stat.key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
