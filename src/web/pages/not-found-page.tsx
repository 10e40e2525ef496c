import { Link } from 'wouter';
import { Button } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-xl text-muted-foreground">{t('not_found_title')}</h1>
      <Button asChild variant="link">
        <Link to="/">{t('not_found_home')}</Link>
      </Button>
    </section>
  );
}
