import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { courtsQueryOptions } from './api/get-courts';
import { playersQueryOptions } from './api/get-players';

function ListSection(props: {
  title: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={props.title} className="space-y-3">
      <h2 className="text-2xl font-semibold">{props.title}</h2>
      {props.query.isPending && <p>{t('loading')}</p>}
      {props.query.isError && (
        <div role="alert" className="space-y-2">
          <p>{t('load_failed')}</p>
          <Button variant="outline" onClick={() => props.query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {props.children}
    </section>
  );
}

export function HomePage() {
  const { t, i18n } = useTranslation();
  const courts = useQuery(courtsQueryOptions());
  const players = useQuery(playersQueryOptions());
  const english = i18n.resolvedLanguage === 'en';
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <ListSection title={t('players_heading')} query={players}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {players.data?.items.map((player) => (
            <li key={player.id} className="rounded-lg border border-border bg-card p-4">
              <h3 className="font-semibold">{player.name}</h3>
              <p className="text-sm text-muted-foreground">
                {t(`level_${player.level}`)}
                {player.district && ` · ${t(`district_${player.district}`)}`}
              </p>
            </li>
          ))}
        </ul>
      </ListSection>
      <ListSection title={t('courts_heading')} query={courts}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {courts.data?.items.map((court) => (
            <li key={court.id} className="rounded-lg border border-border bg-card p-4">
              <h3 className="font-semibold">{(english && court.nameEn) || court.name}</h3>
              <p className="text-sm text-muted-foreground">
                {t(`district_${court.district}`)} · {t(`surface_${court.surface}`)} ·{' '}
                {t('price_per_hour', { price: court.pricePerHour })}
              </p>
            </li>
          ))}
        </ul>
      </ListSection>
    </div>
  );
}
