import { MapPin, Users } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';
import type { Tab } from '../hooks/use-home-view';

export function Hero({ onSelectTab }: { onSelectTab: (tab: Tab) => void }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary via-[oklch(0.4_0.11_155)] to-[oklch(0.3_0.08_160)] text-white">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-72 rounded-full border-[28px] border-white/10"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 size-80 rounded-full bg-accent/15 blur-2xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="mb-4 inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
          {t('hero_badge')}
        </p>
        <h1 className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          {t('hero_title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/85">{t('hero_subtitle')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="hero" size="lg" onClick={() => onSelectTab('players')}>
            <Users aria-hidden="true" />
            {t('hero_find_players')}
          </Button>
          <Button variant="outline-hero" size="lg" onClick={() => onSelectTab('courts')}>
            <MapPin aria-hidden="true" />
            {t('hero_explore_courts')}
          </Button>
        </div>
      </div>
    </section>
  );
}
