import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { SessionNav } from './session-nav';

export function TopBar() {
  const { t, i18n } = useTranslation();
  const nextLanguage = i18n.resolvedLanguage === 'bg' ? 'en' : 'bg';
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link to="/" className="text-lg font-bold text-primary">
          {t('app_title')}
        </Link>
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('language_switch_label')}
            onClick={() => void i18n.changeLanguage(nextLanguage)}
          >
            {t('language_switch_to')}
          </Button>
          <SessionNav />
        </div>
      </nav>
    </header>
  );
}
