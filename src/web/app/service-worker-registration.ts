import type { TFunction } from '../lib/i18n/translate';
import { notify } from '../lib/toast';

/**
 * Registers the service worker (dist/web/sw.js) and offers a reload when a new version of the
 * app is ready: the new version waits until then, so a page never runs a stale shell beside new
 * code. Returns what stops listening.
 */
export async function registerServiceWorker(t: TFunction): Promise<() => void> {
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
  const registration = await navigator.serviceWorker.register('/sw.js');
  const hasOlder = () => Boolean(navigator.serviceWorker.controller);
  if (registration.waiting && hasOlder()) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && hasOlder()) offer(installing);
    });
  });
  return () => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
}
