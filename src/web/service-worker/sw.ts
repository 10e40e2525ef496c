/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { warmStrategyCache } from 'workbox-recipes';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isPublicRead, SHELL_URL } from './cached-routes';
import { handleNotificationClick, handlePush } from './push-events';

declare const self: ServiceWorkerGlobalScope;

// The app's code, styles, dictionaries and icons, as built (vite-plugin-pwa lists them). No
// directory index: `/` is a page the server renders, not the precached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

/** A page or list from the network; the last copy seen when there is none (or it is too slow). */
const networkFirst = (cacheName: string, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: 5,
    // The server varies pages by language and cookie; on this device the last copy is the one.
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries, maxAgeSeconds: 14 * 24 * 3600 })],
  });

// Pages come rendered with their data: offline, the last copy of that page shows the last data;
// a page never seen offline gets the app's shell, which renders it from the cached lists.
const pages = networkFirst('pages', 50);
// The home page, in the browser's language, with its lists, from the start: the first visit's
// page came before the worker did.
warmStrategyCache({ urls: ['/'], strategy: pages });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(SHELL_URL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// Public lists and details only: what one user reads must not show to the next on this device.
registerRoute(({ request, url }) => isPublicRead(request.method, url), networkFirst('api', 100));

self.addEventListener('push', (event) => event.waitUntil(handlePush(self, event)));
self.addEventListener('notificationclick', (event) =>
  event.waitUntil(handleNotificationClick(self, event)),
);

// A new version waits until the user accepts the reload the app offers (never a stale shell
// mixed with new code); then it takes over the open pages.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
