import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { notify } from '../lib/toast';

/**
 * Registers the service worker (dist/web/sw.js) once the page has loaded, so that its downloads
 * never compete with the page's own, and offers a reload when a new version of the app is
 * ready: the new version waits until then, so a page never runs a stale shell beside new code.
 */
export function AppUpdates() {
  const { t } = useTranslation();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let accepted = false;
    const offer = (waiting: ServiceWorker) =>
      void notify(t('app_update_ready'), {
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: t('app_update_reload'),
          onClick: () => {
            accepted = true;
            waiting.postMessage({ type: 'SKIP_WAITING' });
          },
        },
      });
    // The first worker also takes over the page: only an accepted update reloads it.
    const onControllerChange = () => accepted && window.location.reload();
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    const register = async () => {
      const registration = await navigator.serviceWorker.register('/sw.js');
      const hasOlder = () => Boolean(navigator.serviceWorker.controller);
      if (registration.waiting && hasOlder()) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && hasOlder()) offer(installing);
        });
      });
    };
    const start = () => void register().catch((error) => console.warn('No service worker', error));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () =>
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  }, [t]);
  return null;
}
