import type { I18n } from '#web/lib/i18n/i18n';
import { notify } from '#web/lib/toast';

/**
 * Registers the service worker (dist/web/sw.js) and offers a reload when a new version of the
 * app is ready: the new version waits until then, so a page never runs a stale shell beside new
 * code. The offer is in the page's language when it is made. Returns what stops listening.
 */
export async function registerServiceWorker(
  i18n: Pick<I18n, 't'>,
  container = navigator.serviceWorker,
  reload = () => location.reload(),
): Promise<() => void> {
  const listening = new AbortController();
  const options = { signal: listening.signal };
  const registration = await container.register('/sw.js');
  let accepted = false;
  const offer = () =>
    void notify(i18n.t('app_update_ready'), {
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: i18n.t('app_update_reload'),
        onClick: () => {
          const waiting = registration.waiting;
          // Another tab of the app let the new version in already: only this page is still old.
          if (!waiting) return reload();
          accepted = true;
          waiting.postMessage({ type: 'SKIP_WAITING' });
        },
      },
    });

  // The first worker also takes over the page: only an accepted update reloads it.
  container.addEventListener('controllerchange', () => accepted && reload(), options);
  /** A new version is offered once installed, if an older one controls this page. */
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener(
      'statechange',
      () => worker.state === 'installed' && container.controller && offer(),
      options,
    );
  registration.addEventListener('updatefound', () => watch(registration.installing), options);
  // The browser may have found one already, while the page loaded (its own check).
  watch(registration.installing);
  if (registration.waiting && container.controller) offer();
  return () => listening.abort();
}
