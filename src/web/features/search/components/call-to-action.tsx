import { Button } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useNavigate } from '#web/lib/navigation';
import { useRequireAuth } from '#web/lib/use-require-auth';
import type { Tab } from '../hooks/use-home-view';

export default function CallToAction({ onSelectTab }: { onSelectTab: (tab: Tab) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireAuth = useRequireAuth();
  return (
    <section className="px-4 pb-16">
      <div className="mx-auto max-w-6xl rounded-2xl bg-gradient-to-br from-primary to-[oklch(0.32_0.08_160)] px-6 py-12 text-center text-white sm:px-12">
        <h2 className="text-3xl font-bold">{t('cta_title')}</h2>
        <p className="mx-auto mt-3 max-w-xl text-white/85">{t('cta_subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="hero" size="lg" onClick={() => onSelectTab('players')}>
            {t('cta_join')}
          </Button>
          <Button
            variant="outline-hero"
            size="lg"
            onClick={() => {
              // A signed-in user goes to the listing form; a visitor to /auth with the reason.
              if (requireAuth('auth_required_list', undefined, '/my/courts/new')) {
                navigate('/my/courts/new');
              }
            }}
          >
            {t('cta_list_court')}
          </Button>
        </div>
      </div>
    </section>
  );
}
