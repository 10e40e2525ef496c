import type { BrowserContext, Worker } from '@playwright/test';
import {
  accessToken,
  controlledByServiceWorker,
  deliverToServiceWorker,
  expect,
  ownerSignedIn,
  requestBooking,
  test,
} from './fixtures/push';

test.use({ serviceWorkers: 'allow' });

/** The worker's global scope, as far as these tests use it (the page's types have no worker). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
};

/** The app's service worker, as Playwright reaches it. */
async function appWorker(context: BrowserContext): Promise<Worker> {
  const isApp = (worker: Worker) => new URL(worker.url()).pathname === '/sw.js';
  return (
    context.serviceWorkers().find(isApp) ??
    (await context.waitForEvent('serviceworker', { predicate: isApp }))
  );
}

/** The notifications the service worker shows. */
const shown = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map(
      ({ title, body, data }) => ({ title, body, url: data?.url }),
    ),
  );

test('tapping a booking request’s notification opens the request on the owner’s courts page, in the open window of the app', async ({
  browser,
  pushServer,
  pushService,
}) => {
  const baseURL = pushServer.url;
  const { context, page } = await ownerSignedIn(browser, baseURL);

  // The owner's device subscribed (its endpoint is the test's push service); a player asks for
  // the court, and the server pushes it to the device.
  const device = pushService.device();
  const token = await accessToken(page.request, baseURL, 'stefan@demo.example.com');
  const stored = await page.request.post(`${baseURL}/api/push/subscriptions`, {
    headers: { authorization: `Bearer ${token}` },
    data: device.subscription,
  });
  expect(stored.status()).toBe(204);
  const booking = await requestBooking(page.request, baseURL, 4);
  await expect.poll(() => pushService.to(device).length, { timeout: 20_000 }).toBe(1);
  const [push] = pushService.to(device);
  const payload = device.decrypt(push?.body ?? Buffer.alloc(0));

  await controlledByServiceWorker(page);
  const worker = await appWorker(context);
  await deliverToServiceWorker(page, baseURL, payload);
  await expect
    .poll(() => shown(worker), { timeout: 15_000 })
    .toEqual([
      {
        title: expect.stringMatching(
          /^Заявка за резервация: Тенис комплекс Витоша, .+ г\., 11:00$/,
        ),
        body: 'Николай Георгиев иска да резервира Тенис комплекс Витоша. Отворете заявката, за да я потвърдите или откажете.',
        url: `/my/courts#booking-${booking}`,
      },
    ]);

  // Elsewhere in the app when the notification is tapped. Headless Chromium has no notification
  // to tap: the worker's own listener gets the click event, as the browser would hand it over,
  // for the notification it shows. Not from the browser, the event carries no permission to
  // bring a window to the front (focus() is refused) and its waitUntil() throws; the handler
  // runs all the same, and must still take the window to the page.
  await page.goto('/?tab=courts');
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(`${baseURL}/my/courts#booking-${booking}`);
  const request = page
    .getByRole('region', { name: 'Заявки за резервация' })
    .getByRole('article', { name: /Тенис комплекс Витоша/ })
    .filter({ hasText: 'Заявка от Николай Георгиев' })
    .and(page.locator(`#booking-${booking}`));
  await expect(request).toBeFocused();
  await expect.poll(() => shown(worker)).toEqual([]);
  expect(context.pages()).toEqual([page]);
  await context.close();
});
