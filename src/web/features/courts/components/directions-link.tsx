import { Route } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useHydrated } from '#web/lib/use-hydrated';
import { type Destination, directionsAppFor, directionsUrl } from './directions';

/**
 * "Directions" to a court, in the maps app of the device at hand. The server's page (and the
 * page while it hydrates) links to the map site, which works everywhere; the browser then
 * picks the device's own app.
 */
export function DirectionsLink({ to }: { to: Destination }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const app = hydrated ? directionsAppFor(navigator.userAgent, navigator.maxTouchPoints) : 'web';
  return (
    <a
      href={directionsUrl(to, app)}
      rel="noopener"
      className="inline-flex items-center gap-2 font-medium text-primary underline max-sm:py-3"
    >
      <Route aria-hidden="true" className="size-4 shrink-0" />
      {t('directions')}
    </a>
  );
}
