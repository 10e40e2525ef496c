import { useEffect } from 'react';
import { useTranslation } from '#web/lib/i18n/use-translation';

/**
 * Registers the service worker once the page has loaded, so that neither its code nor its
 * downloads compete with the page's own (service-worker-registration.ts). Once per page: a
 * change of language does not register it again (its offer reads the texts when it is made).
 */
export function AppUpdates() {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let stop = () => {};
    let stopped = false;
    const start = () =>
      void import('./service-worker-registration')
        .then(({ registerServiceWorker }) => registerServiceWorker(i18n))
        .then((unlisten) => {
          if (stopped) unlisten();
          else stop = unlisten;
        })
        .catch((error) => console.warn('No service worker', error));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', start);
      stop();
    };
  }, [i18n]);
  return null;
}
