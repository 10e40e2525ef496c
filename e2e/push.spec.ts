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

test('a court owner’s device gets a push for a booking request, shown by the service worker; a device the push service calls gone is forgotten', async ({
  browser,
  pushServer,
  pushService,
}) => {
  const baseURL = pushServer.url;
  const { context, page } = await ownerSignedIn(browser, baseURL);

  // The settings explain what the notifications are for before anything is asked.
  await page.goto('/profile#notifications');
  const section = page.getByRole('region', { name: 'Известия на това устройство' });
  await expect(section).toContainText('дори когато приложението е затворено');
  await expect(section.getByRole('button', { name: 'Включи известията' })).toBeVisible();
  await expect(
    section.getByRole('checkbox', { name: 'Заявка за резервация на ваш корт' }),
  ).toBeChecked();

  // This device's subscription, as its browser would give it (a headless browser has no push
  // service of its own): its endpoint is the test's push service.
  // A second device (the owner's laptop) shows when a push would have gone out.
  const device = pushService.device();
  const laptop = pushService.device();
  const token = await accessToken(page.request, baseURL, 'stefan@demo.example.com');
  for (const { subscription } of [device, laptop]) {
    const stored = await page.request.post(`${baseURL}/api/push/subscriptions`, {
      headers: { authorization: `Bearer ${token}` },
      data: subscription,
    });
    expect(stored.status()).toBe(204);
  }

  await requestBooking(page.request, baseURL, 4);
  await expect.poll(() => pushService.to(device).length, { timeout: 20_000 }).toBe(1);
  const [push] = pushService.to(device);
  const payload = JSON.parse(device.decrypt(push?.body ?? Buffer.alloc(0)));
  expect(payload.title).toContain('Заявка за резервация: Тенис комплекс Витоша');
  expect(payload.url).toMatch(/^\/my\/courts#booking-/);

  // What the service worker does with it: a system notification that opens the request. The
  // worker registers after the page's load; a push reaches it once it is active.
  await controlledByServiceWorker(page);
  await deliverToServiceWorker(page, baseURL, JSON.stringify(payload));
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
        ),
      { timeout: 15_000 },
    )
    .toEqual([payload.title]);

  // The push service says the device is gone: it is forgotten, and not pushed to again.
  pushService.statusOf.set(device.subscription.endpoint, 410);
  await requestBooking(page.request, baseURL, 5);
  await expect.poll(() => pushService.to(device).length, { timeout: 20_000 }).toBe(2);
  await requestBooking(page.request, baseURL, 6);
  await expect.poll(() => pushService.to(laptop).length, { timeout: 20_000 }).toBe(3);
  expect(pushService.to(device)).toHaveLength(2);
  await context.close();
});
