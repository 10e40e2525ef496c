import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-xl text-muted-foreground">{t('not_found_title')}</h1>
      <Link to="/" className="text-primary underline underline-offset-4">
        {t('not_found_home')}
      </Link>
    </section>
  );
}
